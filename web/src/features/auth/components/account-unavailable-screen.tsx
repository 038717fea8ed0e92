import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from './auth-shell';

export type UnavailableAccountScreen = 'signup' | 'setPassword' | 'onboarding';

/** /signup, /set-password and /onboarding until their flows are built: an honest note and the way back. */
export function AccountUnavailableScreen({ screen }: { screen: UnavailableAccountScreen }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const title = t(`unavailable.${screen}.title`);
  useDocumentTitle(title);
  return (
    <AuthShell>
      <section className="flex w-full max-w-md flex-col gap-4 rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
        <Construction aria-hidden="true" className="size-8 text-muted" />
        <h1 className="text-2xl font-semibold text-foreground">{title}</h1>
        <p className="w-fit rounded-full bg-default px-3 py-1 text-xs font-medium text-foreground">
          {tc('notAvailableYet')}
        </p>
        <p className="text-muted">{t(`unavailable.${screen}.body`)}</p>
        <Link to="/login" className={buttonClass({ fullWidth: true })}>
          {tc('backToLogin')}
        </Link>
      </section>
    </AuthShell>
  );
}
