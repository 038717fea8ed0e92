import { Button } from '@heroui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { markOAuthFlowStarted } from '../../../lib/oauth-flags';
import { useAuthProviders } from '../../auth/api/get-auth-providers';
import { GoogleIcon } from './google-icon';

/** Where the server starts Google's sign-in for a new account (it returns to /onboarding). */
export const googleSignupStartUrl = '/api/auth/google/start?intent=signup';

/**
 * 'Aanmelden met Google': starts the server's Google flow when this workplace has Google
 * configured, otherwise a disabled button that says it is not set up.
 */
export function GoogleSignupButton({ isDisabled = false }: { isDisabled?: boolean }) {
  const { t } = useTranslation('signup');
  const { t: te } = useTranslation('errors');
  const providers = useAuthProviders();
  const noteId = useId();

  if (providers.isPending) {
    return (
      <Button variant="outline" fullWidth isDisabled aria-label={t('googleLoading')}>
        <Spinner size="sm" />
        {t('google')}
      </Button>
    );
  }

  const configured = providers.data?.google === true;
  const start = () => {
    markOAuthFlowStarted('google');
    window.location.assign(googleSignupStartUrl);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Button
        variant="outline"
        fullWidth
        isDisabled={!configured || isDisabled}
        onPress={start}
        aria-describedby={configured ? undefined : noteId}
      >
        <GoogleIcon />
        {t('google')}
      </Button>
      {configured ? null : (
        <p id={noteId} className="text-center text-xs text-muted">
          {te('codes.GOOGLE_NOT_CONFIGURED')}
        </p>
      )}
    </div>
  );
}
