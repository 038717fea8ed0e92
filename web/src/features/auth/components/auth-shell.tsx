import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DarkModeToggle } from '../../../components/ui/dark-mode-toggle';
import { Logo } from '../../../components/ui/logo';
import { MarketingPanel } from './marketing-panel';

/**
 * The frame of the account screens: the marketing panel with the welcome text on the left and
 * the screen's card on the right. On small screens the panel gives way to a one-line welcome.
 */
export function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('public');
  const { t: ta } = useTranslation('auth');
  const { t: tc } = useTranslation();
  return (
    <div className="flex min-h-dvh">
      <MarketingPanel />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to="/" reloadDocument aria-label={t('header.home')} className="min-w-0 rounded-lg lg:invisible">
            <Logo />
          </Link>
          <DarkModeToggle />
        </header>
        <p className="flex items-center justify-center gap-2 px-4 text-center text-sm font-medium text-foreground lg:hidden">
          <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-soft-foreground">{tc('beta')}</span>
          {ta('marketing.title')}
        </p>
        <main id="main-content" className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:items-center sm:px-6">
          {children}
        </main>
      </div>
    </div>
  );
}
