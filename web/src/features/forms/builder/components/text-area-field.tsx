import { Description, FieldError, Input, Label, TextArea, TextField } from '@heroui/react';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
  error?: string | null;
  maxLength?: number;
  rows?: number;
}

/** A labelled multi-line text input in HeroUI's markup (hint and error linked to it). */
export function TextAreaField({ label, value, onChange, description, error, maxLength, rows = 3 }: TextAreaFieldProps) {
  return (
    <TextField value={value} onChange={onChange} isInvalid={Boolean(error)} validationBehavior="aria" fullWidth maxLength={maxLength}>
      <Label>{label}</Label>
      <TextArea rows={rows} variant="secondary" fullWidth />
      {description ? <Description>{description}</Description> : null}
      <FieldError>{error}</FieldError>
    </TextField>
  );
}

interface DateInputFieldProps {
  label: string;
  /** `yyyy-MM-dd` (date) or `yyyy-MM-ddTHH:mm` (datetime-local); '' when empty. */
  value: string;
  onChange: (value: string) => void;
  type?: 'date' | 'datetime-local';
  description?: string;
  error?: string | null;
}

/** The browser's own date (and time) picker in HeroUI's field markup: keyboard and screen readers work as they do everywhere. */
export function DateInputField({ label, value, onChange, type = 'date', description, error }: DateInputFieldProps) {
  return (
    <TextField type={type} value={value} onChange={onChange} isInvalid={Boolean(error)} validationBehavior="aria" fullWidth variant="secondary">
      <Label>{label}</Label>
      <Input fullWidth className="min-w-0" />
      {description ? <Description>{description}</Description> : null}
      <FieldError>{error}</FieldError>
    </TextField>
  );
}
