import { Button } from '@heroui/react';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { type FormEvent, type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '../../../../../common/errors';
import { passwordResetTtlMinutes } from '../../../../../common/auth-constants';
import { TextFormField } from '../../../components/ui/text-form-field';
import { isApiError } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FormAlert } from '../../../components/ui/form-alert';
import { useLoginErrorText } from './use-login-error-text';

interface ForgotPasswordFormProps {
  /** Shared with the login form: prefilled from it, and kept when going back. */
  email: string;
  onEmailChange: (value: string) => void;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

interface ResetError {
  code: ErrorCode;
  params?: ErrorParams | undefined;
}

const linkButtonClass =
  'inline-flex items-center gap-1 self-center rounded text-sm text-muted underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-focus';

/**
 * 'Wachtwoord vergeten?' (spec sections 2 and 4): asks for a reset link (POST
 * /api/auth/password-reset) and then says where it was sent. The server answers the same
 * whether or not the address has an account.
 */
export function ForgotPasswordForm({ email, onEmailChange, onBack, headingRef }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useLoginErrorText();
  const [error, setError] = useState<ResetError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const reset = useRequestPasswordReset();
  const busy = reset.isPending;

  const fail = (next: ResetError) => {
    setError(next);
    window.setTimeout(() => (next.code === 'EMAIL_REQUIRED' ? emailRef : submitRef).current?.focus(), 0);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (address === '') {
      fail({ code: 'EMAIL_REQUIRED' });
      return;
    }
    setError(null);
    reset.mutate(
      { email: address },
      {
        onSuccess: () => {
          setSentTo(address);
          window.setTimeout(() => sentHeadingRef.current?.focus(), 0);
        },
        onError: (cause) => fail({ code: isApiError(cause) ? cause.code : 'INTERNAL', params: isApiError(cause) ? cause.params : undefined }),
      },
    );
  };

  const back = (
    <button type="button" onClick={onBack} className={linkButtonClass}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('forgotPassword.back')}
    </button>
  );

  if (sentTo !== null) {
    return (
      <section aria-labelledby="forgot-sent-title" className="flex w-full max-w-md flex-col gap-4 rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
        <MailCheck aria-hidden="true" className="size-8 text-success" />
        <h1 id="forgot-sent-title" ref={sentHeadingRef} tabIndex={-1} className="text-2xl font-semibold text-foreground outline-none">
          {t('forgotPassword.sentTitle')}
        </h1>
        <div role="status" className="flex flex-col gap-2 text-sm text-foreground">
          <p>{t('forgotPassword.sent', { email: sentTo, minutes: passwordResetTtlMinutes })}</p>
          <p className="text-muted">{t('forgotPassword.sentSpam')}</p>
        </div>
        {back}
      </section>
    );
  }

  const emailError = error?.code === 'EMAIL_REQUIRED' ? errorText(error.code) : null;
  return (
    <section aria-labelledby="forgot-title" className="w-full max-w-md rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
      <h1 id="forgot-title" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-foreground outline-none">
        {t('forgotPassword.title')}
      </h1>
      <p className="mt-1 text-sm text-muted">{t('forgotPassword.intro')}</p>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
        <TextFormField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={onEmailChange}
          error={emailError}
          inputRef={emailRef}
          placeholder={t('login.emailPlaceholder')}
          isRequired
        />
        <FormAlert message={error && !emailError ? errorText(error.code, error.params) : null} />
        <Button ref={submitRef} type="submit" variant="primary" fullWidth isDisabled={busy}>
          {busy ? t('forgotPassword.busy') : t('forgotPassword.submit')}
        </Button>
        {back}
      </form>
    </section>
  );
}
