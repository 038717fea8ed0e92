import { Button } from '@heroui/react';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import type { MeResponse } from '../../../../../common/schemas/auth';
import { FullPageSpinner } from '../../../components/ui/full-page-spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../auth/hooks/use-session';
import { AuthShell } from '../../auth/components/auth-shell';
import { OnboardingCompleted } from './onboarding-completed';
import { OnboardingWizard } from './onboarding-wizard';

/** Where a visitor without a session goes: /login, coming back here afterwards. */
export const onboardingLoginPath = '/login?redirect=/onboarding';

/**
 * /onboarding: a public route (spec section 6), so a visitor without a session sees the way in
 * (log in, coming back here, or sign up) rather than a redirect. A user who arrives with the onboarding done
 * sees that, with the way on; everyone else completes the profile and the company.
 */
export function OnboardingScreen() {
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('pageTitle'));
  const session = useSession();
  // The session as it was on arrival: finishing the steps updates the session query, and that
  // must neither swap the wizard for the "done" card nor change the step on screen.
  const [arrival, setArrival] = useState<MeResponse | null>(null);
  const me = session.me;
  if (me && (arrival === null || arrival.user.id !== me.user.id)) setArrival(me);

  if (session.state === 'loading') return <FullPageSpinner />;
  if (session.state === 'error') {
    return (
      <AuthShell>
        <section role="alert" className="flex w-full max-w-md flex-col gap-4 rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
          <TriangleAlert aria-hidden="true" className="size-8 text-warning" />
          <h1 className="text-2xl font-semibold text-foreground">{t('sessionFailed.title')}</h1>
          <Button variant="primary" onPress={() => void session.refetch()}>
            {t('sessionFailed.retry')}
          </Button>
        </section>
      </AuthShell>
    );
  }
  if (!me) {
    return (
      <AuthShell>
        <section aria-labelledby="onboarding-signed-out" className="flex w-full max-w-md flex-col gap-4 rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
          <h1 id="onboarding-signed-out" className="text-2xl font-semibold text-foreground">
            {t('signedOut.title')}
          </h1>
          <p className="text-sm text-muted">{t('signedOut.body')}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to={onboardingLoginPath} className={buttonClass({ variant: 'primary' })}>
              {t('signedOut.login')}
            </Link>
            <Link to="/signup" className={buttonClass({ variant: 'secondary' })}>
              {t('signedOut.signup')}
            </Link>
          </div>
        </section>
      </AuthShell>
    );
  }

  const shown = arrival ?? me;
  return <AuthShell>{shown.user.onboardingCompleted ? <OnboardingCompleted me={me} /> : <OnboardingWizard key={shown.user.id} me={shown} />}</AuthShell>;
}
