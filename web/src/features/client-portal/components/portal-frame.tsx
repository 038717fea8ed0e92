import { type CSSProperties, type ReactNode, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalAgency } from '../../../../../common/schemas/clients';
import { useAppStorage } from '../../../lib/app-storage';
import { portalThemeVars } from '../portal-accent';
import { AgencyMark } from './agency-mark';

interface PortalFrameProps {
  agency: PortalAgency;
  /** The client the portal shows, if any. */
  clientName: string | null;
  /** The client switcher (more than one client). */
  switcher?: ReactNode;
  /** The person's avatar and name, dark mode and sign-out (not in the preview). */
  account?: ReactNode;
  nav: ReactNode;
  /** The section's title (h1 on the page, h2 in the preview) and an optional line under it. */
  title: string;
  intro?: ReactNode;
  /** 'page' is the portal itself (landmarks, full height); 'preview' sits inside a dialog. */
  variant?: 'page' | 'preview';
  children: ReactNode;
}

/**
 * The portal's frame, shared by the portal and the team's preview so they cannot drift apart: the
 * agency's mark and name, the client, the tabs, and the section. The brand colour, made readable
 * for the current mode, is the theme's accent (portalThemeVars: primary buttons, chips, focus ring,
 * and `--portal-accent` for the active tab and the headings' marks), set on the frame's root. The
 * portal itself sets it on the document too, so its dialogs and popovers (rendered outside the
 * frame) wear it as well; the team's preview keeps it inside its dialog.
 */
export function PortalFrame({ agency, clientName, switcher, account, nav, title, intro, variant = 'page', children }: PortalFrameProps) {
  const { t } = useTranslation('portal');
  const darkMode = useAppStorage((s) => s.darkMode);
  const themeVars = portalThemeVars(agency.brandColor, darkMode);
  const style = themeVars as CSSProperties;
  useDocumentTheme(variant === 'page' ? themeVars : null);
  const Main = variant === 'page' ? 'main' : 'div';
  const Heading = variant === 'page' ? 'h1' : 'h2';

  return (
    <div style={style} className={`flex min-w-0 flex-col ${variant === 'page' ? 'min-h-dvh' : ''}`} data-testid="portal-frame">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <AgencyMark agency={agency} />
            <div className="min-w-0">
              <p className="truncate font-semibold text-foreground" data-testid="portal-agency">
                {agency.name}
              </p>
              <p className="truncate text-xs text-muted" data-testid="portal-client">
                {clientName ? t('header.portalOf', { name: clientName }) : t('title')}
              </p>
            </div>
          </div>
          {switcher ? <div className="order-3 w-full sm:order-2 sm:w-64">{switcher}</div> : null}
          {account ? <div className="order-2 flex shrink-0 items-center gap-1 sm:order-3 sm:gap-2">{account}</div> : null}
        </div>
        {nav}
      </header>
      <Main
        {...(variant === 'page' ? { id: 'main-content', tabIndex: -1 } : {})}
        className="mx-auto w-full max-w-5xl min-w-0 flex-1 px-4 py-6 outline-none sm:py-8"
      >
        <div className="mb-6 flex items-start gap-3">
          <span aria-hidden="true" className="mt-1 h-7 w-1 shrink-0 rounded-full bg-(--portal-accent)" />
          <div className="min-w-0">
            <Heading className="text-2xl font-semibold tracking-tight break-words text-foreground">{title}</Heading>
            {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
          </div>
        </div>
        {children}
      </Main>
    </div>
  );
}

/** Sets the theme's variables on <html> while the portal is shown (overlays are rendered in <body>). */
function useDocumentTheme(vars: Record<string, string> | null) {
  const key = vars ? JSON.stringify(vars) : null;
  useLayoutEffect(() => {
    if (!key) return;
    const root = document.documentElement.style;
    const entries = Object.entries(JSON.parse(key) as Record<string, string>);
    for (const [name, value] of entries) root.setProperty(name, value);
    return () => {
      for (const [name] of entries) root.removeProperty(name);
    };
  }, [key]);
}
