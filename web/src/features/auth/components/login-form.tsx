import { Button } from '@heroui/react';
import { type FormEvent, type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextFormField } from '../../../components/ui/text-form-field';
import { isApiError } from '../../../lib/api-client';
import { useCaptcha } from '../api/captcha';
import { useLogin } from '../api/login';
import { usePostLoginRedirect } from '../hooks/use-post-login-redirect';
import { validateLogin } from '../validate-login';
import { BetaSignupButton } from './beta-signup-modal';
import { CaptchaField, CaptchaPlaceholder } from './captcha-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { GoogleButton } from './google-button';
import { type LoginError, loginErrorField } from './login-feedback';
import { PasswordField } from '../../../components/ui/password-field';
import { useLoginErrorText } from './use-login-error-text';

interface LoginFormProps {
  /** Email and password live in the login screen, so they survive a visit to another view. */
  email: string;
  onEmailChange: (value: string) => void;
  password: string;
  onPasswordChange: (value: string) => void;
  /** An error to show when the form appears (a failed Google sign-in, an expired 2FA step). */
  initialError: LoginError | null;
  /** The password was right and the account asks for its second factor (401 MFA_REQUIRED). */
  onTwoFactorRequired: () => void;
  onForgotPassword: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The login form (spec sections 2, 4 and 5): email, password, a captcha that appears once a
 * password was typed, 'Inloggen', Google, the way to /signup and the BETA sign-up.
 */
export function LoginForm({
  email,
  onEmailChange,
  password,
  onPasswordChange,
  initialError,
  onTwoFactorRequired,
  onForgotPassword,
  headingRef,
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useLoginErrorText();
  const [error, setError] = useState<LoginError | null>(initialError);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const captcha = useCaptcha('login');
  // The captcha appears once the password field first becomes non-empty.
  const [captchaShown, setCaptchaShown] = useState(password !== '');
  const shownAtMount = useRef(captchaShown);
  const login = useLogin();
  const { redirectAfterLogin, isRedirecting } = usePostLoginRedirect();
  const busy = login.isPending || isRedirecting;

  // Back from another view with the password still filled in: a fresh captcha at once.
  const { request: requestCaptcha } = captcha;
  useEffect(() => {
    if (!shownAtMount.current) return;
    shownAtMount.current = false; // once, also when StrictMode runs the effect twice
    void requestCaptcha();
  }, [requestCaptcha]);

  const changePassword = (value: string) => {
    onPasswordChange(value);
    if (value !== '' && !captchaShown) {
      setCaptchaShown(true);
      void requestCaptcha();
    }
  };

  /** Shows an error and puts focus where the user can fix it. */
  const fail = (next: LoginError) => {
    setError(next);
    // After React has re-enabled the fields and rendered the error.
    window.setTimeout(() => {
      if (next.field === 'email') emailRef.current?.focus();
      else if (next.field === 'password' || next.code === 'INVALID_CREDENTIALS') passwordRef.current?.focus();
      else if (next.field === 'captcha') captchaRef.current?.focus();
      else submitRef.current?.focus();
    }, 0);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateLogin({ email, password, captchaShown: captcha.captcha !== null, captchaCode: captcha.code });
    if (invalid) {
      fail(invalid);
      return;
    }
    setError(null);
    login.mutate(
      {
        email: email.trim(),
        password,
        // The id and the code of the one captcha on screen: a replaced image took its code with it.
        ...captcha.answer(),
      },
      {
        onSuccess: (me) => redirectAfterLogin(me),
        onError: (cause) => {
          const code = isApiError(cause) ? cause.code : 'INTERNAL';
          if (code === 'MFA_REQUIRED') {
            onTwoFactorRequired();
            return;
          }
          // The server consumed the captcha: a new one (its input empties with it); the rest stays.
          void captcha.request();
          fail({ code, params: isApiError(cause) ? cause.params : undefined, field: loginErrorField(code) });
        },
      },
    );
  };

  const fieldError = (field: LoginError['field']) => (error && error.field === field ? errorText(error.code, error.params) : null);
  const captchaFailure = captcha.failure;
  const captchaError =
    fieldError('captcha') ??
    (captchaFailure === null ? null : captchaFailure.code === 'RATE_LIMITED' ? errorText(captchaFailure.code, captchaFailure.params) : t('captcha.loadFailed'));

  return (
    <section aria-labelledby="login-title" className="w-full max-w-md rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
      <h1 id="login-title" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-foreground outline-none">
        {t('login.title')}
      </h1>
      <p className="mt-1 text-sm text-muted">{t('login.subtitle')}</p>

      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
        <TextFormField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={onEmailChange}
          error={fieldError('email')}
          inputRef={emailRef}
          placeholder={t('login.emailPlaceholder')}
          isRequired
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={changePassword}
          error={fieldError('password')}
          inputRef={passwordRef}
        />
        <button
          type="button"
          onClick={onForgotPassword}
          className="-mt-2 self-end rounded text-sm font-medium text-accent-soft-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-focus"
        >
          {t('login.forgotPassword')}
        </button>

        {captchaShown ? (
          <CaptchaField
            captcha={captcha.captcha}
            value={captcha.code}
            onChange={captcha.setCode}
            onRefresh={() => void captcha.request()}
            error={captchaError}
            inputRef={captchaRef}
            isBusy={captcha.isLoading}
          />
        ) : (
          <CaptchaPlaceholder />
        )}

        <FormAlert message={error && error.field === null ? errorText(error.code, error.params) : null} />

        <Button ref={submitRef} type="submit" variant="primary" fullWidth isDisabled={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </Button>
      </form>

      <div className="my-5 flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('login.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <GoogleButton intent="login" isDisabled={busy} />

      <p className="mt-6 text-center text-sm text-muted">
        {t('login.noAccount')}{' '}
        <Link to="/signup" className="font-medium text-accent-soft-foreground underline underline-offset-4">
          {t('login.signupLink')}
        </Link>
      </p>
      <div className="mt-3 flex justify-center">
        <BetaSignupButton defaultEmail={email} />
      </div>
    </section>
  );
}
