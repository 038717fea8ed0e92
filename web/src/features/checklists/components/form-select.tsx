import { Description, FieldError, Label, Select } from '@heroui/react';
import type { ReactNode, Ref } from 'react';
import { SelectOptions, type SelectOption } from '../../../components/ui/select-options';

interface FormSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string | null;
  description?: ReactNode;
  triggerRef?: Ref<HTMLButtonElement>;
  testId?: string;
}

/** A labelled single-choice Select of a dialog form, with its hint and error (HeroUI's Select markup). */
export function FormSelect({ label, value, options, onChange, error, description, triggerRef, testId }: FormSelectProps) {
  return (
    <Select
      value={value}
      onChange={(key) => key !== null && onChange(String(key))}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      fullWidth
      variant="secondary"
      className="min-w-0"
      data-testid={testId}
    >
      <Label>{label}</Label>
      <Select.Trigger ref={triggerRef}>
        <Select.Value className="min-w-0 flex-1 truncate" />
        <Select.Indicator />
      </Select.Trigger>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{error}</FieldError>
      <SelectOptions options={options} />
    </Select>
  );
}
