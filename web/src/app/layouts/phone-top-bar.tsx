import { Inbox, Menu } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button-class';
import { Logo } from '../../components/ui/logo';
import { preloadInboxBody } from './inbox-body-loader';

interface PhoneTopBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  sidebarId: string;
  inboxOpen: boolean;
  onToggleInbox: () => void;
  inboxToggleRef: RefObject<HTMLButtonElement | null>;
  inboxPanelId: string;
  unreadCount: number | null;
}

/**
 * Phones (below 768 px) have no icon rail: this bar holds the menu button that opens the sidebar
 * as a drawer, the product mark and the inbox with its unread count.
 */
export function PhoneTopBar({
  menuOpen,
  onOpenMenu,
  menuButtonRef,
  sidebarId,
  inboxOpen,
  onToggleInbox,
  inboxToggleRef,
  inboxPanelId,
  unreadCount,
}: PhoneTopBarProps) {
  const { t } = useTranslation('nav');
  const unread = unreadCount ?? 0;
  const inboxLabel = unread > 0 ? t('inboxUnread', { count: unread }) : t('inbox');
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-border bg-surface px-2" data-testid="phone-top-bar">
      <button
        ref={menuButtonRef}
        type="button"
        aria-label={t('openMenu')}
        title={t('openMenu')}
        aria-expanded={menuOpen}
        aria-controls={sidebarId}
        onClick={onOpenMenu}
        data-testid="menu-button"
        className={buttonClass({ variant: 'ghost', size: 'md', iconOnly: true })}
      >
        <Menu aria-hidden="true" />
      </button>
      <Logo withName className="min-w-0 flex-1 [&_svg]:size-7" />
      <button
        ref={inboxToggleRef}
        type="button"
        aria-label={inboxLabel}
        title={inboxLabel}
        aria-expanded={inboxOpen}
        aria-controls={inboxOpen ? inboxPanelId : undefined}
        onClick={onToggleInbox}
        onPointerEnter={preloadInboxBody}
        onFocus={preloadInboxBody}
        data-testid="phone-inbox-toggle"
        className={`relative ${buttonClass({ variant: 'ghost', size: 'md', iconOnly: true })}`}
      >
        <Inbox aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[0.625rem] leading-none font-semibold text-danger-foreground tabular-nums"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
    </header>
  );
}
