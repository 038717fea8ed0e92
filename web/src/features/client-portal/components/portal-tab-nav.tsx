import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type PortalTabId, portalTabs } from '../portal-tabs';

type PortalTab = (typeof portalTabs)[number];

interface PortalTabNavProps {
  activeTab: PortalTabId;
  /** The portal itself: each tab is a link (the sub-route selects it). */
  hrefFor?: (tab: PortalTab) => string;
  /** The preview: each tab is a button that switches locally. */
  onSelect?: (tab: PortalTabId) => void;
}

const tabClass = (active: boolean) =>
  `flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset ${
    active ? 'border-(color:--portal-accent) text-foreground' : 'border-transparent text-muted hover:text-foreground'
  }`;

/** The portal's sections as a row that scrolls sideways on its own on a narrow screen; the active one underlined in the accent. */
export function PortalTabNav({ activeTab, hrefFor, onSelect }: PortalTabNavProps) {
  const { t } = useTranslation('portal');
  const stripRef = useRef<HTMLElement>(null);

  // On a narrow screen the strip scrolls sideways: keep the active tab in view (/clientportal/settings opens there).
  useEffect(() => {
    const strip = stripRef.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"], [aria-pressed="true"]');
    if (!strip || !active) return;
    const tab = active.getBoundingClientRect();
    const view = strip.getBoundingClientRect();
    if (tab.left < view.left) strip.scrollLeft -= view.left - tab.left + 8;
    else if (tab.right > view.right) strip.scrollLeft += tab.right - view.right + 8;
  }, [activeTab]);

  return (
    <nav ref={stripRef} aria-label={t('tabsLabel')} className="mx-auto w-full max-w-5xl overflow-x-auto px-2 [scrollbar-width:thin]">
      <ul className="flex min-w-max gap-1">
        {portalTabs.map((tab) => {
          const active = tab.id === activeTab;
          const content = (
            <>
              <tab.icon aria-hidden="true" className="size-4" />
              {t(`tabs.${tab.id}`)}
            </>
          );
          return (
            <li key={tab.id}>
              {hrefFor ? (
                <Link to={hrefFor(tab)} aria-current={active ? 'page' : undefined} className={tabClass(active)}>
                  {content}
                </Link>
              ) : (
                <button type="button" aria-pressed={active} onClick={() => onSelect?.(tab.id)} className={tabClass(active)}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
