import type { ReactNode } from 'react';
import { Island } from '../island';
import { useUiText } from '../site-text';
import { SiteFooter } from './site-footer';
import { SiteLogo } from './site-logo';

/**
 * The frame of every public page: skip link, header (logo and the menu island), the page, the
 * footer and the waitlist modal that every "Join waitlist" link opens.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const ui = useUiText();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-surface px-4 py-2 text-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:focus-ring"
      >
        {ui.skipToContent}
      </a>
      <header className="sticky top-0 z-20 border-b border-border bg-background/90 backdrop-blur">
        <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <a href="/" aria-label={ui.header.home} className="min-w-0 rounded-lg focus-visible:focus-ring">
            <SiteLogo name={ui.appName} />
          </a>
          <Island name="site-nav" props={{}} />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <Island name="waitlist-dialog" props={{}} />
    </div>
  );
}
