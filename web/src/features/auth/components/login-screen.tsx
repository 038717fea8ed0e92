import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { clearOAuthFlags } from '../../../lib/oauth-flags';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from './auth-shell';
import { Spinner } from '../../../components/ui/spinner';
import { initialLoginView, type LoginError, loginErrorFromUrl, type LoginView } from './login-feedback';
import { LoginForm } from './login-form';
import { readStaticLogin } from '../login-page/static-copy';
import { useStaticLoginTakeOver } from '../login-page/take-over';

/** The 2FA step and 'Wachtwoord vergeten?' load when they are opened: /login shows without their code. */
const loadTwoFactorForm = () => import('./two-factor-form');
const loadForgotPasswordForm = () => import('./forgot-password-form');
const TwoFactorForm = lazy(() => loadTwoFactorForm().then((m) => ({ default: m.TwoFactorForm })));
const ForgotPasswordForm = lazy(() => loadForgotPasswordForm().then((m) => ({ default: m.ForgotPasswordForm })));

/** Where a view's code is on its way: the card's place, with a spinner. */
function ViewLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('loading')} className="flex min-h-64 w-full max-w-md items-center justify-center rounded-2xl bg-surface p-6 shadow-sm">
      <Spinner size="lg" />
    </div>
  );
}

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
  // /login's prerendered first paint: what was typed there before the app arrived (login-page/static-copy.ts).
  const [email, setEmail] = useState(() => readStaticLogin()?.email ?? '');
  const [password, setPassword] = useState(() => readStaticLogin()?.password ?? '');
  const [formKey, setFormKey] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  useDocumentTitle(t(viewTitleKeys[view]));

  // The app's screen is in place with its texts: the static copy goes. Typed between the first
  // render and then (the app renders hidden, over a few frames): the form starts again with those values.
  useStaticLoginTakeOver({ email, password }, (latest) => {
    setEmail(latest.email);
    setPassword(latest.password);
    setFormKey((key) => key + 1);
  });

  useEffect(() => {
    if (!searchParams.has('error') && !searchParams.has('twoFactor')) return;
    // A Google sign-in that came back with an error has ended.
    if (searchParams.has('error')) clearOAuthFlags();
    const next = new URLSearchParams(searchParams);
    next.delete('error');
    next.delete('twoFactor');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  // Once the form is on screen, the other views' code comes in the background (a click on them then shows them at once).
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void loadForgotPasswordForm().catch(() => undefined);
      void loadTwoFactorForm().catch(() => undefined);
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);

  // After a switch, focus goes to the new view's heading when it appears (its code may still have
  // been loading); the 2FA step focuses its first box itself.
  const focusHeading = useCallback((node: HTMLHeadingElement | null) => {
    headingRef.current = node;
    if (node && switched.current) node.focus();
  }, []);

  const go = (next: LoginView, nextNotice: LoginError | null = null) => {
    switched.current = true;
    setNotice(nextNotice);
    setView(next);
  };

  return (
    <AuthShell>
      {view === 'login' ? (
        <LoginForm
          key={formKey}
          email={email}
          onEmailChange={setEmail}
          password={password}
          onPasswordChange={setPassword}
          initialError={notice}
          onTwoFactorRequired={() => go('twoFactor')}
          onForgotPassword={() => go('forgotPassword')}
          headingRef={focusHeading}
        />
      ) : (
        <Suspense fallback={<ViewLoading />}>
          {view === 'twoFactor' ? (
            <TwoFactorForm onBack={() => go('login')} onExpired={() => go('login', { code: 'MFA_CHALLENGE_EXPIRED', field: null })} headingRef={headingRef} />
          ) : (
            <ForgotPasswordForm email={email} onEmailChange={setEmail} onBack={() => go('login')} headingRef={focusHeading} />
          )}
        </Suspense>
      )}
    </AuthShell>
  );
}
