import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { clearOAuthFlags } from '../../../lib/oauth-flags';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from './auth-shell';
import { ForgotPasswordForm } from './forgot-password-form';
import { initialLoginView, type LoginError, loginErrorFromUrl, type LoginView } from './login-feedback';
import { LoginForm } from './login-form';
import { TwoFactorForm } from './two-factor-form';

const viewTitleKeys = {
  login: 'login.pageTitle',
  twoFactor: 'twoFactor.title',
  forgotPassword: 'forgotPassword.title',
} as const satisfies Record<LoginView, string>;

/**
 * /login and its views (spec section 4 "Login views"): the login form, the 2FA step and
 * 'Wachtwoord vergeten?', switched without a page load. `?twoFactor=1` (a Google sign-in of an
 * account with 2FA) opens the 2FA step; `?error=CODE` (a failed Google sign-in) shows its text.
 * Both are taken out of the URL; `?redirect=` stays for the post-login redirect.
 * A signed-in user who opens /login sees the form too: spec section 2 makes no automatic
 * redirect happen on /login.
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState<LoginView>(() => initialLoginView(searchParams.get('twoFactor')));
  const [notice, setNotice] = useState<LoginError | null>(() => {
    const code = loginErrorFromUrl(searchParams.get('error'));
    return code ? { code, field: null } : null;
  });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  useDocumentTitle(t(viewTitleKeys[view]));

  useEffect(() => {
    if (!searchParams.has('error') && !searchParams.has('twoFactor')) return;
    // A Google sign-in that came back with an error has ended.
    if (searchParams.has('error')) clearOAuthFlags();
    const next = new URLSearchParams(searchParams);
    next.delete('error');
    next.delete('twoFactor');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  // After a switch, focus goes to the new view's heading (the 2FA step focuses its first box).
  useEffect(() => {
    if (switched.current && view !== 'twoFactor') headingRef.current?.focus();
  }, [view]);

  const go = (next: LoginView, nextNotice: LoginError | null = null) => {
    switched.current = true;
    setNotice(nextNotice);
    setView(next);
  };

  return (
    <AuthShell>
      {view === 'login' ? (
        <LoginForm
          email={email}
          onEmailChange={setEmail}
          password={password}
          onPasswordChange={setPassword}
          initialError={notice}
          onTwoFactorRequired={() => go('twoFactor')}
          onForgotPassword={() => go('forgotPassword')}
          headingRef={headingRef}
        />
      ) : view === 'twoFactor' ? (
        <TwoFactorForm onBack={() => go('login')} onExpired={() => go('login', { code: 'MFA_CHALLENGE_EXPIRED', field: null })} headingRef={headingRef} />
      ) : (
        <ForgotPasswordForm email={email} onEmailChange={setEmail} onBack={() => go('login')} headingRef={headingRef} />
      )}
    </AuthShell>
  );
}
