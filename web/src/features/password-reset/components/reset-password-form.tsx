import { Button } from '@heroui/react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passwordRuleMessage } from '../../../../../common/rules/password';
import { isApiError } from '../../../lib/api-client';
import { FormAlert } from '../../../components/ui/form-alert';
import { NewPasswordFields } from '../../../components/ui/password-field';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { type ResetError, type ResetErrorField, resetErrorFromApi, validateNewPassword } from '../reset-password-errors';
import { ResetCard, ResetHeading } from './reset-card';

interface ShownError {
  field: ResetErrorField;
  code: ResetError['code'];
  text: string;
}

/** The new password and its confirmation; nothing typed is cleared on an error. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('passwordReset');
  const { t: te } = useTranslation('errors');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<ShownError | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const confirm = useConfirmPasswordReset();
  const busy = confirm.isPending;

  /** The Dutch text, fixed when the error appears (the rules message names what this password misses). */
  const textOf = (problem: ResetError): string => {
    if (problem.code === 'PASSWORD_RULES') {
      return passwordRuleMessage(password) ?? te('codes.PASSWORD_RULES', problem.params ?? {});
    }
    if (problem.code === 'INTERNAL') return te('generic');
    return te(`codes.${problem.code}`, problem.params ?? {});
  };

  const fail = (problem: ResetError) => {
    setError({ field: problem.field, code: problem.code, text: textOf(problem) });
    // After React re-enables the button and renders the message.
    window.setTimeout(() => {
      if (problem.field === 'password') passwordRef.current?.focus();
      else if (problem.field === 'confirmPassword') confirmRef.current?.focus();
      else submitRef.current?.focus();
    }, 0);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateNewPassword(password, confirmPassword);
    if (invalid) {
      fail(invalid);
      return;
    }
    setError(null);
    confirm.mutate(
      { token, password, confirmPassword },
      {
        onSuccess: onDone,
        onError: (cause) => fail(isApiError(cause) ? resetErrorFromApi(cause) : { field: 'form', code: 'INTERNAL' }),
      },
    );
  };

  const errorOn = (field: ResetErrorField) => (error?.field === field ? error.text : null);

  return (
    <ResetCard labelledBy="reset-form-title">
      <div>
        <ResetHeading id="reset-form-title">{t('form.title')}</ResetHeading>
        <p className="mt-1 text-sm text-muted">{t('form.subtitle')}</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <NewPasswordFields
          labels={{ password: t('form.password'), confirm: t('form.confirmPassword') }}
          hint={t('form.hint')}
          values={{ password, confirmPassword }}
          onChange={(field, value) => (field === 'password' ? setPassword : setConfirmPassword)(value)}
          errors={{ password: errorOn('password'), confirmPassword: errorOn('confirmPassword') }}
          refs={{ password: passwordRef, confirm: confirmRef }}
        />
        <FormAlert message={errorOn('form')} />
        {error?.code === 'RESET_TOKEN_INVALID' ? (
          <Link to="/login" className="-mt-2 text-sm font-medium text-accent-soft-foreground underline underline-offset-4">
            {t('form.requestNewLink')}
          </Link>
        ) : null}
        <Button ref={submitRef} type="submit" variant="primary" fullWidth isDisabled={busy}>
          {busy ? t('form.busy') : t('form.submit')}
        </Button>
      </form>
    </ResetCard>
  );
}
