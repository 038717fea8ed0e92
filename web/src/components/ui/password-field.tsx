import { Button } from '@heroui/react';
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextFormField } from './text-form-field';

export interface PasswordFieldProps {
  label: string;
  /** 'password' unless given. */
  name?: string;
  /** 'current-password' (sign-in, confirming it is you) or 'new-password' (choosing one). */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** A hint under the input (e.g. the password rules). */
  description?: ReactNode;
  inputRef?: Ref<HTMLInputElement> | undefined;
  autoFocus?: boolean;
  isDisabled?: boolean;
}

/** A required password input with a show/hide button named after the field ('Wachtwoord tonen'). */
export function PasswordField({ label, name = 'password', inputRef, ...field }: PasswordFieldProps) {
  // The sign-in screens' texts: every screen with a password field loads them (app/router.tsx).
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextFormField
      {...field}
      label={label}
      name={name}
      inputRef={inputRef}
      type={visible ? 'text' : 'password'}
      isRequired
      autoCapitalize="none"
      spellCheck={false}
      suffix={
        <Button
          isIconOnly
          size="sm"
          variant="ghost"
          aria-label={visible ? t('passwordField.hide', { label }) : t('passwordField.show', { label })}
          aria-pressed={visible}
          onPress={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </Button>
      }
    />
  );
}

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  /** The password rules under the first field. */
  hint: string;
  values: { password: string; confirmPassword: string };
  onChange: (field: 'password' | 'confirmPassword', value: string) => void;
  errors: { password: string | null; confirmPassword: string | null };
  refs: { password: Ref<HTMLInputElement>; confirm: Ref<HTMLInputElement> };
}

/** A new password and its confirmation (sign-up, invitation, reset, settings). */
export function NewPasswordFields({ labels, hint, values, onChange, errors, refs }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(value) => onChange('password', value)}
        error={errors.password}
        description={hint}
        inputRef={refs.password}
      />
      <PasswordField
        label={labels.confirm}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(value) => onChange('confirmPassword', value)}
        error={errors.confirmPassword}
        inputRef={refs.confirm}
      />
    </>
  );
}
