import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { useLiveUnreadCount } from '../../features/inbox/hooks/use-live-unread-count';
import { useAppStorage } from '../../lib/app-storage';
import { useRealtimeStatus } from '../../lib/realtime/realtime-status';
import { useRealtimeConnection } from '../../lib/realtime/use-realtime-connection';
import { smallScreenQuery, useMediaQuery } from '../../lib/use-media-query';
import { InboxPanel } from './inbox-panel';
import { PhoneTopBar } from './phone-top-bar';
import { Sidebar } from './sidebar';
import { useInboxPanel } from './use-inbox-panel';
import { SkipLink } from '../../components/ui/skip-link';
import { CommandPaletteHost } from '../../features/command-palette/palette-host';

const inboxPanelId = 'inbox-panel';
const sidebarId = 'workspace-sidebar';

/** What Tab may reach inside the drawer. */
const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The marketer workspace: the sidebar (w-16 collapsed, w-44 = 11rem expanded, spec section 2; the desktop choice is
 * remembered in app-storage), the inbox slot beside it and the screen. On phones (below 768 px)
 * there is no rail: a top bar holds a menu button that opens the whole sidebar as a drawer over
 * the content (w-72, at most 85vw; focus stays inside while it is open; Escape, the backdrop and
 * choosing a screen close it) and the inbox button; the content takes the full width.
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
  // On phones the sidebar's own Inbox entry is not the toggle focus returns to: the top bar's is.
  const drawerInboxRef = useRef<HTMLButtonElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // On phones the drawer always shows the whole sidebar; the rail's collapsed state is the desktop's.
  const collapsed = isSmallScreen ? false : storedCollapsed;
  const toggleCollapsed = () => (isSmallScreen ? setOverlayOpen(!overlayOpen) : setSidebarCollapsed(!storedCollapsed));
  const toggleInbox = () => {
    if (isSmallScreen) setOverlayOpenedOn(null);
    inbox.toggle();
  };

  // The open drawer is modal: focus moves into it and Tab cycles inside; Escape closes it, and
  // focus goes back to the menu button.
  useEffect(() => {
    if (!overlayOpen) return;
    const drawer = document.getElementById(sidebarId);
    drawer?.querySelector<HTMLElement>(focusableSelector)?.focus();
    const menuButton = menuButtonRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !inbox.isOpen && !event.defaultPrevented) {
        setOverlayOpenedOn(null);
        return;
      }
      if (event.key !== 'Tab' || !drawer) return;
      // Select popovers render outside the drawer and keep their own focus handling.
      if (!drawer.contains(document.activeElement) && document.activeElement !== document.body) return;
      const focusable = [...drawer.querySelectorAll<HTMLElement>(focusableSelector)].filter((el) => el.offsetParent !== null);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || !drawer.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (drawer?.contains(document.activeElement) || document.activeElement === document.body) menuButton?.focus();
    };
  }, [overlayOpen, inbox.isOpen]);

  return (
    <div className="min-h-dvh" data-realtime-status={realtimeStatus}>
      <SkipLink />
      {isSmallScreen ? (
        <PhoneTopBar
          menuOpen={overlayOpen}
          onOpenMenu={() => setOverlayOpen(true)}
          menuButtonRef={menuButtonRef}
          sidebarId={sidebarId}
          inboxOpen={inbox.isOpen}
          onToggleInbox={inbox.toggle}
          inboxToggleRef={inboxToggleRef}
          inboxPanelId={inboxPanelId}
          unreadCount={unreadCount}
        />
      ) : null}
      <Sidebar
        id={sidebarId}
        session={session}
        pathname={location.pathname}
        collapsed={collapsed}
        overlay={isSmallScreen}
        drawerOpen={overlayOpen}
        onToggleCollapsed={toggleCollapsed}
        onNavigate={() => setOverlayOpenedOn(null)}
        inboxOpen={inbox.isOpen}
        onToggleInbox={toggleInbox}
        inboxToggleRef={isSmallScreen ? drawerInboxRef : inboxToggleRef}
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
          isSmallScreen ? '' : collapsed ? 'ml-16' : 'ml-44'
        }`}
      >
        <Outlet />
      </main>
      <CommandPaletteHost />
    </div>
  );
}
