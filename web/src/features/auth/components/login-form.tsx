import { Button, FieldError, Input, Label, TextField } from '@heroui/react';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ErrorCode } from '../../../../../common/errors';
import { isApiError } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { usePostLoginRedirect } from '../hooks/use-post-login-redirect';
import { preloadLoginSchema, validateLogin } from '../validate-login';
import { ForgotPasswordNote } from './forgot-password-note';
import { PasswordField } from './password-field';

type FieldName = 'email' | 'password';

interface FormError {
  code: ErrorCode;
  field: FieldName | null;
}

/** Where a server error belongs: required-field codes to their field, the rest to the form. */
function fieldOf(code: ErrorCode): FieldName | null {
  if (code === 'EMAIL_REQUIRED') return 'email';
  if (code === 'PASSWORD_REQUIRED') return 'password';
  return null;
}

export function LoginForm() {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const login = useLogin();
  const { redirectAfterLogin, isRedirecting } = usePostLoginRedirect();
  const [validating, setValidating] = useState(false);
  const busy = login.isPending || isRedirecting || validating;

  useEffect(() => {
    const timer = window.setTimeout(() => void preloadLoginSchema(), 0);
    return () => window.clearTimeout(timer);
  }, []);

  const message = (code: ErrorCode) => (code === 'INTERNAL' ? te('generic') : te(`codes.${code}`));

  /** Shows an error and puts focus where the user can fix it; nothing typed is cleared. */
  const fail = (next: FormError) => {
    setError(next);
    // After React re-enables the button and renders the error.
    window.setTimeout(() => {
      if (next.field === 'email') emailRef.current?.focus();
      else if (next.field === 'password' || next.code === 'INVALID_CREDENTIALS') passwordRef.current?.focus();
      else submitRef.current?.focus();
    }, 0);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setValidating(true);
    const invalid = await validateLogin({ email, password }).catch(() => null);
    setValidating(false);
    if (invalid) {
      fail(invalid);
      return;
    }
    setError(null);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (me) => redirectAfterLogin(me),
        onError: (cause) => {
          const code = isApiError(cause) ? cause.code : 'INTERNAL';
          fail({ code, field: fieldOf(code) });
        },
      },
    );
  };

  const emailError = error?.field === 'email' ? message(error.code) : null;
  const passwordError = error?.field === 'password' ? message(error.code) : null;
  const formError = error && error.field === null ? message(error.code) : null;

  return (
    <section aria-labelledby="login-title" className="w-full max-w-md rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
      <h1 id="login-title" className="text-2xl font-semibold text-foreground">
        {t('login.title')}
      </h1>
      <p className="mt-1 text-sm text-muted">{t('login.subtitle')}</p>

      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col gap-4">
        <TextField
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          isInvalid={Boolean(emailError)}
          isRequired
          validationBehavior="aria"
          fullWidth
          variant="secondary"
        >
          <Label>{t('login.email')}</Label>
          <Input ref={emailRef} placeholder={t('login.emailPlaceholder')} fullWidth />
          <FieldError>{emailError}</FieldError>
        </TextField>

        <PasswordField value={password} onChange={setPassword} error={passwordError} inputRef={passwordRef} />
        <ForgotPasswordNote />

        {formError ? (
          <p role="alert" className="flex items-start gap-2 rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{formError}</span>
          </p>
        ) : null}

        <Button ref={submitRef} type="submit" variant="primary" fullWidth isDisabled={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </Button>
      </form>

      <p className="mt-6 text-center text-sm text-muted">
        {t('login.noAccount')}{' '}
        <Link to="/signup" className="font-medium text-accent-soft-foreground underline underline-offset-4">
          {t('login.signupLink')}
        </Link>
      </p>
    </section>
  );
}
