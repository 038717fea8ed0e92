import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AvatarPerson } from '../../../../../common/rules/avatar';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClass } from '../../../components/ui/button-class';
import { DarkModeToggle } from '../../../components/ui/dark-mode-toggle';
import { EmptyState } from '../../../components/ui/empty-state';
import { Logo } from '../../../components/ui/logo';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type PortalTabId, portalTabs } from '../portal-tabs';
import { SkipLink } from '../../../components/ui/skip-link';
import { SecuritySection } from '../../account-security/components/security-section';

interface ClientPortalScreenProps {
  user: AvatarPerson & { name: string; email: string; avatarUrl: string | null };
  companyName: string | undefined;
  activeTab: PortalTabId;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** The one client portal screen: a simple header and a section per sub-route. */
export function ClientPortalScreen({ user, companyName, activeTab, onLogout, isLoggingOut }: ClientPortalScreenProps) {
  const { t } = useTranslation('portal');
  const { t: tc } = useTranslation();
  const tab = portalTabs.find((candidate) => candidate.id === activeTab) ?? portalTabs[0];
  useDocumentTitle(`${t(`tabs.${tab.id}`)} · ${t('title')}`);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <Logo withName={false} />
            <div className="min-w-0">
              <p className="truncate font-semibold text-foreground">{companyName ?? t('title')}</p>
              <p className="truncate text-xs text-muted">{t('title')}</p>
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            <span className="hidden items-center gap-2 sm:flex">
              <Avatar person={user} size="sm" decorative />
              <span className="max-w-40 truncate text-sm text-foreground">{user.name || user.email}</span>
            </span>
            <DarkModeToggle />
            <button type="button" onClick={onLogout} disabled={isLoggingOut} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
              <LogOut aria-hidden="true" />
              <span className="hidden sm:inline">{isLoggingOut ? tc('loggingOut') : tc('logout')}</span>
              <span className="sr-only sm:hidden">{tc('logout')}</span>
            </button>
          </div>
        </div>
        <nav aria-label={t('tabsLabel')} className="mx-auto max-w-5xl overflow-x-auto px-2">
          <ul className="flex min-w-max gap-1">
            {portalTabs.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.path}
                  aria-current={item.id === activeTab ? 'page' : undefined}
                  className={`flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-focus ${
                    item.id === activeTab ? 'border-accent text-foreground' : 'border-transparent text-muted hover:text-foreground'
                  }`}
                >
                  <item.icon aria-hidden="true" className="size-4" />
                  {t(`tabs.${item.id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none">
        <h1 className="mb-1 text-2xl font-semibold tracking-tight text-foreground">{t(`tabs.${tab.id}`)}</h1>
        <p className="mb-6 text-sm text-muted">{t('welcome', { name: user.name || user.email })}</p>
        {tab.id === 'settings' ? (
          <div className="max-w-3xl">
            <SecuritySection />
          </div>
        ) : (
          <EmptyState icon={tab.icon} title={t('status')} description={t(`empty.${tab.id}`)} />
        )}
      </main>
    </div>
  );
}
