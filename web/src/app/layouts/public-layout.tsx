import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { buttonClass } from '../../components/ui/button-class';
import { DarkModeToggle } from '../../components/ui/dark-mode-toggle';
import { Logo } from '../../components/ui/logo';
import { LanguageSelector } from './language-selector';
import { SkipLink } from '../../components/ui/skip-link';

/**
 * The small shared frame of the public pages: a header with the logo and 'Inloggen', and a
 * footer with the language selector, legal links and the 2025 copyright. No workspace code.
 */
export function Component() {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <nav aria-label={t('header.navigation')} className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <Link to="/" reloadDocument aria-label={t('header.home')} className="min-w-0 rounded-lg">
            <Logo />
          </Link>
          <div className="flex shrink-0 items-center gap-2">
            <DarkModeToggle />
            <Link to="/login" className={buttonClass({ size: 'sm' })}>
              {t('header.login')}
            </Link>
          </div>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-12 outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-border bg-surface">
        <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <LanguageSelector />
          <nav aria-label={t('footer.legal')} className="flex gap-4">
            <Link to="/terms" reloadDocument className="text-muted underline-offset-4 hover:underline">
              {t('footer.terms')}
            </Link>
            <Link to="/privacy" reloadDocument className="text-muted underline-offset-4 hover:underline">
              {t('footer.privacy')}
            </Link>
          </nav>
          <p className="text-muted">{t('footer.copyright', { appName: tc('appName') })}</p>
        </div>
      </footer>
    </div>
  );
}
