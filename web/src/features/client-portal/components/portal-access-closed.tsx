import { DoorClosed, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';

interface PortalAccessClosedProps {
  agencyName: string;
  /** Instellingen stays the person's own: their name, password and notifications. */
  settingsHref: string;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/**
 * The portal of a client user whose access the agency closed (the client archived or deleted, or
 * the contact removed; /api/portal/me answers `closed`): says so plainly and what they can do,
 * instead of an empty portal.
 */
export function PortalAccessClosed({ agencyName, settingsHref, onLogout, isLoggingOut }: PortalAccessClosedProps) {
  const { t } = useTranslation('portal');
  const { t: tc } = useTranslation();
  return (
    <section
      aria-labelledby="portal-access-closed"
      className="flex flex-col gap-4 rounded-2xl bg-surface p-6 shadow-sm sm:p-8"
      data-testid="portal-access-closed"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
        <DoorClosed aria-hidden="true" className="size-6" />
      </span>
      <h2 id="portal-access-closed" className="text-xl font-semibold break-words text-foreground">
        {t('accessClosed.title', { agency: agencyName })}
      </h2>
      <p className="max-w-prose text-sm text-muted">{t('accessClosed.body')}</p>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-foreground">{t('accessClosed.nextTitle')}</h3>
        <ul className="flex max-w-prose list-disc flex-col gap-1.5 pl-5 text-sm text-foreground">
          <li>{t('accessClosed.contact', { agency: agencyName })}</li>
          <li>{t('accessClosed.account')}</li>
        </ul>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={settingsHref} className={buttonClass({ variant: 'secondary' })}>
          <Settings aria-hidden="true" />
          {t('accessClosed.settings')}
        </Link>
        <button type="button" onClick={onLogout} disabled={isLoggingOut} className={buttonClass({ variant: 'ghost' })}>
          <LogOut aria-hidden="true" />
          {isLoggingOut ? tc('loggingOut') : tc('logout')}
        </button>
      </div>
    </section>
  );
}
