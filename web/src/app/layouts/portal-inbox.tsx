import { Bell } from 'lucide-react';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button-class';
import { useLiveUnreadCount } from '../../features/inbox/hooks/use-live-unread-count';
import { smallScreenQuery, useMediaQuery } from '../../lib/use-media-query';
import { preloadInboxBody } from './inbox-body-loader';
import { InboxPanel } from './inbox-panel';
import { useInboxPanel } from './use-inbox-panel';

const panelId = 'portal-inbox-panel';

/**
 * The client portal's inbox (issue 34): a bell in the portal's header with the live unread count,
 * and the workspace's inbox panel (the same list, filters, read and delete modes) at the end of the
 * screen — the whole width on phones — for the kinds a client receives. Like the workspace's, it
 * closes on an outside click, Escape or the browser's back button, and holds the live count.
 */
export function PortalInbox({ userId }: { userId: string }) {
  const { t } = useTranslation('nav');
  const unreadCount = useLiveUnreadCount(userId);
  const inbox = useInboxPanel();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const isSmallScreen = useMediaQuery(smallScreenQuery);
  const unread = unreadCount ?? 0;
  const label = unread > 0 ? t('inboxUnread', { count: unread }) : t('inbox');

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={inbox.isOpen}
        aria-controls={inbox.isOpen ? panelId : undefined}
        onClick={inbox.toggle}
        onPointerEnter={preloadInboxBody}
        onFocus={preloadInboxBody}
        data-testid="portal-inbox-toggle"
        className={`relative ${buttonClass({ variant: 'ghost', size: 'sm', iconOnly: true })} ${inbox.isOpen ? 'bg-default' : ''}`}
      >
        <Bell aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="inbox-unread-badge"
            className="absolute -top-1 -right-1 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[0.625rem] leading-none font-semibold text-danger-foreground tabular-nums"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {/* At the end of <body>: the panel is a landmark of its own, not part of the header. */}
      {createPortal(
        <InboxPanel
          id={panelId}
          isOpen={inbox.isOpen}
          collapsed={false}
          overlay={isSmallScreen}
          placement="end"
          audience="client"
          onClose={inbox.close}
          onDismiss={inbox.dismiss}
          toggleRef={toggleRef}
          unreadCount={unreadCount}
          userId={userId}
        />,
        document.body,
      )}
    </>
  );
}
