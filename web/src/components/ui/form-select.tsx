import { Description, FieldError, Label, Select } from '@heroui/react';
import type { ReactNode, Ref } from 'react';
import { SelectOptions, type SelectOption } from './select-options';

interface FormSelectProps {
  label: string;
  /** Visually hidden label (the row around it says what it is); still the accessible name. */
  hideLabel?: boolean;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string | null;
  description?: ReactNode;
  triggerRef?: Ref<HTMLButtonElement>;
  testId?: string;
  className?: string;
}

/** A labelled single-choice Select of a form (a dialog's, the form builder's), with its hint and error (HeroUI's Select markup). */
export function FormSelect({
  label,
  hideLabel = false,
  value,
  options,
  onChange,
  error,
  description,
  triggerRef,
  testId,
  className = 'min-w-0',
}: FormSelectProps) {
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
      data-testid={testId}
    >
      <Label className={hideLabel ? 'sr-only' : undefined}>{label}</Label>
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
