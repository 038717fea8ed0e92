import { Button } from '@heroui/react';
import { CircleAlert, LockKeyhole } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../../common/errors';
import { passwordRuleMessage } from '../../../../../common/rules/password';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { SettingsCard } from '../../../components/ui/settings-card';
import { useErrorText } from '../../../lib/use-error-text';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields, PasswordField } from '../../../components/ui/password-field';

type Field = 'currentPassword' | 'password' | 'confirmPassword';
type Errors = Partial<Record<Field | 'form', string>>;

/** The field a server error belongs to; anything else is shown above the button. */
function fieldOf(code: ErrorCode): Field | 'form' {
  if (code === 'CURRENT_PASSWORD_REQUIRED' || code === 'CURRENT_PASSWORD_INVALID') return 'currentPassword';
  if (code === 'PASSWORD_MISMATCH') return 'confirmPassword';
  if (code === 'PASSWORD_RULES' || code === 'PASSWORD_TOO_LONG' || code === 'PASSWORD_TOO_COMMON' || code === 'PASSWORD_REQUIRED') {
    return 'password';
  }
  return 'form';
}

/**
 * Change the password (or set a first one on an account made through Google). Checked here in
 * order: current password, the password rules, the confirmation; then the server's checks.
 * Nothing typed is cleared on an error; everything is cleared after success.
 */
export function PasswordCard({ hasPassword, googleLinked }: { hasPassword: boolean; googleLinked: boolean }) {
  const { t } = useTranslation('security');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const busy = change.isPending;

  const setValue = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const fail = (field: Field | 'form', message: string) => {
    setErrors({ [field]: message });
    const target = { form: submitRef, currentPassword: currentRef, password: passwordRef, confirmPassword: confirmRef }[field];
    window.setTimeout(() => target.current?.focus(), 0);
  };

  const validate = (): [Field, string] | null => {
    if (hasPassword && values.currentPassword.length === 0) return ['currentPassword', te('codes.CURRENT_PASSWORD_REQUIRED')];
    const rules = passwordRuleMessage(values.password);
    if (rules) return ['password', rules];
    if (values.password !== values.confirmPassword) return ['confirmPassword', te('codes.PASSWORD_MISMATCH')];
    return null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validate();
    if (invalid) {
      fail(...invalid);
      return;
    }
    setErrors({});
    change.mutate(
      { currentPassword: hasPassword ? values.currentPassword : '', password: values.password, confirmPassword: values.confirmPassword },
      {
        onSuccess: () => {
          setValues({ currentPassword: '', password: '', confirmPassword: '' });
          toast.success(hasPassword ? t('password.changedToast') : t('password.setToast'), {
            description: t('password.othersSignedOut'),
          });
        },
        onError: (cause) =>
          fail(
            isApiError(cause) ? fieldOf(cause.code) : 'form',
            (isApiError(cause) && cause.code === 'PASSWORD_RULES' ? passwordRuleMessage(values.password) : null) ?? errorText(cause),
          ),
      },
    );
  };

  return (
    <SettingsCard
      icon={LockKeyhole}
      title={hasPassword ? t('password.title') : t('password.setTitle')}
      description={hasPassword ? t('password.description') : googleLinked ? t('password.setDescriptionGoogle') : t('password.setDescription')}
    >
      <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
        {hasPassword ? (
          <PasswordField
            label={t('password.current')}
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={setValue('currentPassword')}
            error={errors.currentPassword ?? null}
            inputRef={currentRef}
          />
        ) : null}
        <NewPasswordFields
          labels={{ password: t('password.new'), confirm: t('password.confirm') }}
          hint={t('password.hint')}
          values={values}
          onChange={(field, value) => setValue(field)(value)}
          errors={{ password: errors.password ?? null, confirmPassword: errors.confirmPassword ?? null }}
          refs={{ password: passwordRef, confirm: confirmRef }}
        />
        {errors.form ? (
          <p role="alert" className="flex items-start gap-2 rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{errors.form}</span>
          </p>
        ) : null}
        <div>
          <Button ref={submitRef} type="submit" variant="primary" isDisabled={busy}>
            {busy ? t('dialog.busy') : hasPassword ? t('password.submit') : t('password.submitSet')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
