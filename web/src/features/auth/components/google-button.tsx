import { Button } from '@heroui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GoogleIntent } from '../../../../../common/schemas/auth';
import { Spinner } from '../../../components/ui/spinner';
import { markOAuthFlowStarted } from '../../../lib/oauth-flags';
import { useAuthProviders } from '../api/get-auth-providers';
import { useLoginErrorText } from './use-login-error-text';

/** Google's "G" in its own colours (decorative: the button's text names it). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 shrink-0">
      <path fill="#4285F4" d="M23.5 12.27c0-.85-.08-1.66-.22-2.45H12v4.63h6.46a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.56-5.17 3.56-8.8Z" />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.91l-3.88-3.01c-1.07.72-2.45 1.15-4.06 1.15-3.13 0-5.78-2.11-6.72-4.95H1.27v3.11A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.28 14.28a7.2 7.2 0 0 1 0-4.56V6.61H1.27a12 12 0 0 0 0 10.78l4.01-3.11Z" />
      <path fill="#EA4335" d="M12 4.77c1.76 0 3.34.61 4.59 1.8l3.44-3.44A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.27 6.61l4.01 3.11C6.22 6.88 8.87 4.77 12 4.77Z" />
    </svg>
  );
}

/**
 * Where the browser goes to sign in (or sign up) with Google: the server redirects to Google and
 * back. Sign-in keeps the page the user was sent away from; sign-up lands on /onboarding.
 */
export function googleStartUrl(intent: GoogleIntent, redirect: string | null): string {
  const query = new URLSearchParams({ intent });
  if (intent === 'login' && redirect) query.set('redirect', redirect);
  return `/api/auth/google/start?${query.toString()}`;
}

/**
 * 'Inloggen met Google' (login) or 'Aanmelden met Google' (signup). Disabled, with
 * GOOGLE_NOT_CONFIGURED's text under it, when this workspace has no Google sign-in
 * (GET /api/auth/providers); while that is being asked, a disabled button with a spinner. When the
 * question itself fails the button stays usable: the server answers for itself.
 */
export function GoogleButton({ intent, isDisabled = false }: { intent: GoogleIntent; isDisabled?: boolean }) {
  const { t } = useTranslation(['auth', 'signup']);
  const errorText = useLoginErrorText();
  const [searchParams] = useSearchParams();
  const providers = useAuthProviders();
  const noteId = useId();
  const label = intent === 'login' ? t('auth:google.button') : t('signup:google');

  if (providers.isPending) {
    return (
      <Button variant="outline" fullWidth isDisabled aria-label={intent === 'login' ? t('auth:google.loading') : t('signup:googleLoading')}>
        <Spinner size="sm" />
        {label}
      </Button>
    );
  }

  const unavailable = providers.data?.google === false;
  const start = () => {
    markOAuthFlowStarted('google');
    window.location.assign(googleStartUrl(intent, searchParams.get('redirect')));
  };

  return (
    <div className="flex flex-col gap-2">
      <Button variant="outline" fullWidth onPress={start} isDisabled={isDisabled || unavailable} aria-describedby={unavailable ? noteId : undefined}>
        <GoogleMark />
        {label}
      </Button>
      {unavailable ? (
        <p id={noteId} className="text-center text-xs text-muted">
          {errorText('GOOGLE_NOT_CONFIGURED')}
        </p>
      ) : null}
    </div>
  );
}
