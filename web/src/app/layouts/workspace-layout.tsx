import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { useLiveUnreadCount } from '../../features/inbox/hooks/use-live-unread-count';
import { useAppStorage } from '../../lib/app-storage';
import { useRealtimeStatus } from '../../lib/realtime/realtime-status';
import { useRealtimeConnection } from '../../lib/realtime/use-realtime-connection';
import { smallScreenQuery, useMediaQuery } from '../../lib/use-media-query';
import { InboxPanel } from './inbox-panel';
import { Sidebar } from './sidebar';
import { useInboxPanel } from './use-inbox-panel';
import { SkipLink } from '../../components/ui/skip-link';

const inboxPanelId = 'inbox-panel';

/**
 * The marketer workspace: the sidebar (w-16 collapsed, w-44 expanded; the desktop choice is
 * remembered in app-storage), the inbox slot beside it and the screen. On small screens the
 * sidebar starts collapsed and, when expanded, lies over the content (wider there, w-72 up to
 * 85vw, so the dropdowns are readable) instead of squeezing it; the content keeps ml-16.
 * It also holds the tab's live-update connection and the inbox's live unread count; the root's
 * `data-realtime-status` says how the connection is (connecting, open, retrying, failed).
 */
export function Component() {
  const location = useLocation();
  const session = useSession();
  const userId = session.me?.user.id ?? null;
  useRealtimeConnection(userId);
  const realtimeStatus = useRealtimeStatus((s) => s.status);
  const unreadCount = useLiveUnreadCount(userId);
  const isSmallScreen = useMediaQuery(smallScreenQuery);
  const storedCollapsed = useAppStorage((s) => s.sidebarCollapsed);
  const setSidebarCollapsed = useAppStorage((s) => s.setSidebarCollapsed);
  // The path the overlay was opened on: choosing a screen (or leaving the small layout) closes it.
  const [overlayOpenedOn, setOverlayOpenedOn] = useState<string | null>(null);
  const overlayOpen = isSmallScreen && overlayOpenedOn === location.pathname;
  const setOverlayOpen = (open: boolean) => setOverlayOpenedOn(open ? location.pathname : null);
  const inbox = useInboxPanel();
  const inboxToggleRef = useRef<HTMLButtonElement>(null);

  const collapsed = isSmallScreen ? !overlayOpen : storedCollapsed;
  const toggleCollapsed = () => (isSmallScreen ? setOverlayOpen(!overlayOpen) : setSidebarCollapsed(!storedCollapsed));

  useEffect(() => {
    if (!overlayOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !inbox.isOpen) setOverlayOpenedOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlayOpen, inbox.isOpen]);

  return (
    <div className="min-h-dvh" data-realtime-status={realtimeStatus}>
      <SkipLink />
      <Sidebar
        session={session}
        pathname={location.pathname}
        collapsed={collapsed}
        overlay={isSmallScreen}
        onToggleCollapsed={toggleCollapsed}
        inboxOpen={inbox.isOpen}
        onToggleInbox={inbox.toggle}
        inboxToggleRef={inboxToggleRef}
        inboxPanelId={inboxPanelId}
        unreadCount={unreadCount}
      />
      {isSmallScreen && overlayOpen ? <div aria-hidden="true" className="fixed inset-0 z-30 bg-black/40" onClick={() => setOverlayOpen(false)} /> : null}
      <InboxPanel
        id={inboxPanelId}
        isOpen={inbox.isOpen}
        collapsed={collapsed}
        overlay={isSmallScreen}
        onClose={inbox.close}
        onDismiss={inbox.dismiss}
        toggleRef={inboxToggleRef}
        unreadCount={unreadCount}
        userId={userId}
      />
      <main
        id="main-content"
        tabIndex={-1}
        className={`min-w-0 px-4 py-6 outline-none transition-[margin] duration-200 motion-reduce:transition-none sm:px-6 lg:px-8 ${
          isSmallScreen || collapsed ? 'ml-16' : 'ml-44'
        }`}
      >
        <Outlet />
      </main>
    </div>
  );
}
