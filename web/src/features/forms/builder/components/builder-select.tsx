import { Description, FieldError, Label, Select } from '@heroui/react';
import { SelectOptions, type SelectOption } from '../../../../components/ui/select-options';

interface BuilderSelectProps {
  label: string;
  /** Visually hidden label (the row around it says what it is); still the accessible name. */
  hideLabel?: boolean;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  description?: string;
  error?: string | null;
  className?: string;
}

/** A labelled single-choice Select in HeroUI's markup. */
export function BuilderSelect({ label, hideLabel = false, value, options, onChange, description, error, className = 'min-w-0' }: BuilderSelectProps) {
  return (
    <Select
      value={value}
      onChange={(key) => key !== null && onChange(String(key))}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      fullWidth
      variant="secondary"
      className={className}
      aria-label={hideLabel ? label : undefined}
    >
      <Label className={hideLabel ? 'sr-only' : undefined}>{label}</Label>
      <Select.Trigger>
        <Select.Value className="min-w-0 flex-1 truncate" />
        <Select.Indicator />
      </Select.Trigger>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{error}</FieldError>
      <SelectOptions options={options} />
    </Select>
  );
}
