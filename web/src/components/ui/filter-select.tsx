import { Label, Select } from '@heroui/react';
import { SelectOptions, type SelectOption } from './select-options';

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** A compact labelled Select for a filter bar or panel (the label shown above the value). */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <Select value={value} onChange={(key) => key !== null && onChange(String(key))} fullWidth variant="secondary" className="min-w-0">
      <Label className="text-xs text-muted">{label}</Label>
      <Select.Trigger className="min-h-9">
        <Select.Value className="min-w-0 flex-1 truncate text-sm" />
        <Select.Indicator />
      </Select.Trigger>
      <SelectOptions options={options} />
    </Select>
  );
}
