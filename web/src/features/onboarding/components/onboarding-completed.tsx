import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { postLoginRedirect } from '../../../../../common/rules/post-login-redirect';
import type { MeResponse } from '../../../../../common/schemas/auth';
import { buttonClass } from '../../../components/ui/button-class';

/**
 * /onboarding for a user who already finished it. The spec makes no automatic redirect happen on
 * /onboarding, so the way on is a button to the post-login target (dashboard or client portal).
 */
export function OnboardingCompleted({ me }: { me: MeResponse }) {
  const { t } = useTranslation('onboarding');
  const [searchParams] = useSearchParams();
  const target = postLoginRedirect({
    hasSession: true,
    user: { isClient: me.user.isClient, onboardingCompleted: me.user.onboardingCompleted },
    currentPath: '/onboarding',
    redirectParam: searchParams.get('redirect'),
  });
  return (
    <section aria-labelledby="onboarding-done-title" className="flex w-full max-w-md flex-col gap-4 rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
      <CircleCheck aria-hidden="true" className="size-8 text-success" />
      <h1 id="onboarding-done-title" className="text-2xl font-semibold text-foreground">
        {t('completed.title')}
      </h1>
      <p className="text-muted">{t('completed.body')}</p>
      <Link to={target} replace className={buttonClass({ fullWidth: true })}>
        {t('completed.continue')}
      </Link>
    </section>
  );
}
