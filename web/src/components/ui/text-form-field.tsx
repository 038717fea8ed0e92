import { Description, FieldError, Input, InputGroup, Label, TextField } from '@heroui/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';

export interface TextFormFieldProps {
  /** The visible label; also the input's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The error text shown under the input (marks the field invalid); `null`/empty: no error. */
  error?: string | null | undefined;
  /** A hint under the input, linked with aria-describedby. */
  description?: ReactNode;
  name?: string;
  /** 'text' by default. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  spellCheck?: boolean;
  /** Content at the end of the input (e.g. a show/hide button); the input becomes an InputGroup. */
  suffix?: ReactNode;
  /** Content at the start of the input (e.g. an icon). */
  prefix?: ReactNode;
  className?: string;
}

/**
 * One labelled text input in HeroUI v3's markup (TextField → Label, Input, Description,
 * FieldError), so every form of the app looks and behaves alike. Validation is the form's own:
 * pass the message as `error` (validationBehavior "aria": nothing native blocks submitting).
 */
export function TextFormField({
  label,
  value,
  onChange,
  error,
  description,
  name,
  type = 'text',
  autoComplete,
  inputRef,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  autoFocus,
  placeholder,
  maxLength,
  inputMode,
  autoCapitalize,
  spellCheck,
  suffix,
  prefix,
  className,
}: TextFormFieldProps) {
  const inputProps = {
    ref: inputRef,
    placeholder,
    inputMode,
    autoCapitalize,
    spellCheck,
    // Inputs keep their natural width in a flex row; at 375 px that pushed a suffix button out.
    className: 'min-w-0',
  };
  return (
    <TextField
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      autoFocus={autoFocus}
      maxLength={maxLength}
      validationBehavior="aria"
      fullWidth
      variant="secondary"
      className={className}
    >
      <Label>{label}</Label>
      {suffix || prefix ? (
        <InputGroup fullWidth>
          {prefix ? <InputGroup.Prefix className="pl-2">{prefix}</InputGroup.Prefix> : null}
          <InputGroup.Input {...inputProps} />
          {suffix ? <InputGroup.Suffix className="pr-1">{suffix}</InputGroup.Suffix> : null}
        </InputGroup>
      ) : (
        <Input {...inputProps} fullWidth />
      )}
      {description ? <Description>{description}</Description> : null}
      <FieldError>{error}</FieldError>
    </TextField>
  );
}
