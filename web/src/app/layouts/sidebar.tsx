import { Inbox, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { mayUseMarketeerSelector } from '../../../../common/roles';
import { isMarketerPath } from '../../../../common/routes';
import type { Session } from '../../features/auth/hooks/use-session';
import { buttonClass } from '../../components/ui/button-class';
import { Logo } from '../../components/ui/logo';
import { CommandPaletteButton } from '../../features/command-palette/palette-button';
import { preloadInboxBody } from './inbox-body-loader';
import { sidebarBottomEntry, sidebarEntries } from './sidebar-entries';
import { ItemContent, itemClass, SidebarItem } from './sidebar-item';
import { SidebarAccount } from './sidebar-account';
import { SidebarSelects } from './sidebar-select-triggers';

interface SidebarProps {
  id: string;
  session: Session;
  pathname: string;
  collapsed: boolean;
  /** Phones: the sidebar is a drawer over the content (w-72, at most 85vw), open or out of view. */
  overlay: boolean;
  /** Phones: whether the drawer is open (closed, it is out of view and inert). */
  drawerOpen: boolean;
  onToggleCollapsed: () => void;
  /** A link in it was followed (the drawer closes, even on the screen it was opened on). */
  onNavigate: () => void;
  inboxOpen: boolean;
  onToggleInbox: () => void;
  inboxToggleRef: RefObject<HTMLButtonElement | null>;
  inboxPanelId: string;
  /** The inbox's unread count (null until loaded). */
  unreadCount: number | null;
}

export function Sidebar(props: SidebarProps) {
  const { session, pathname, collapsed, overlay, drawerOpen, onToggleCollapsed, inboxOpen, onToggleInbox } = props;
  const { t } = useTranslation('nav');
  const { t: tc } = useTranslation();
  const me = session.me;
  const user = me?.user ?? null;
  const role = session.membershipRole ?? user?.role;
  const mayUseSelector = mayUseMarketeerSelector(user?.role) || mayUseMarketeerSelector(session.membershipRole);
  // Spec: for marketeer or admin users, or on marketeer, admin or dashboard paths; only when expanded.
  const showMarketeerSelect = !collapsed && (mayUseSelector || isMarketerPath(pathname));
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggleLabel = collapsed ? t('expandSidebar') : overlay ? t('closeSidebar') : t('collapseSidebar');
  const unread = props.unreadCount ?? 0;
  const inboxLabel = unread > 0 ? t('inboxUnread', { count: unread }) : t('inbox');

  return (
    <aside
      id={props.id}
      aria-label={t('sidebar')}
      {...(overlay && drawerOpen ? { role: 'dialog', 'aria-modal': true } : {})}
      inert={overlay && !drawerOpen}
      data-drawer={overlay ? (drawerOpen ? 'open' : 'closed') : undefined}
      className={`fixed inset-y-0 left-0 z-40 flex flex-col gap-2 border-r border-border bg-surface px-2 py-2 duration-200 motion-reduce:transition-none ${
        overlay
          ? // Opening, visibility changes at once (focus can move in straight away); closing, it waits for the slide.
            `w-72 max-w-[85vw] ${drawerOpen ? 'translate-x-0 shadow-2xl transition-[translate]' : 'invisible -translate-x-full transition-[translate,visibility]'}`
          : // Spec section 2: the content margin is ml-16 collapsed and ml-44 (11rem) expanded, the sidebar's widths.
            `transition-[width] ${collapsed ? 'w-16' : 'w-44'}`
      }`}
    >
      <div className={`flex h-9 shrink-0 items-center ${collapsed ? 'justify-center' : 'justify-between pl-1'}`}>
        {collapsed ? null : <Logo withName={false} className="[&_svg]:size-7" />}
        <button
          type="button"
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-expanded={!collapsed}
          onClick={onToggleCollapsed}
          className={buttonClass({ variant: 'ghost', size: 'sm', iconOnly: true })}
        >
          <ToggleIcon aria-hidden="true" />
        </button>
      </div>

      {!collapsed && me ? (
        <div className="flex flex-col gap-1.5">
          <SidebarSelects me={me} showMarketeerSelect={showMarketeerSelect} canLoadMembers={mayUseSelector} />
        </div>
      ) : null}

      <div className="shrink-0">
        <CommandPaletteButton collapsed={collapsed} />
      </div>

      <nav
        aria-label={t('mainNavigation')}
        className="-mx-2 flex min-h-0 flex-1 flex-col gap-1"
        onClick={(event) => {
          if ((event.target as Element).closest('a')) props.onNavigate();
        }}
      >
        <ul className="flex min-h-0 flex-1 flex-col gap-0.5 overflow-y-auto px-2">
          {sidebarEntries.map((entry) => (
            <li key={entry.kind === 'inbox' ? 'inbox' : entry.id}>
              {entry.kind === 'inbox' ? (
                <button
                  ref={props.inboxToggleRef}
                  type="button"
                  aria-expanded={inboxOpen}
                  aria-controls={inboxOpen ? props.inboxPanelId : undefined}
                  aria-label={collapsed || unread > 0 ? inboxLabel : undefined}
                  title={collapsed ? inboxLabel : undefined}
                  onClick={onToggleInbox}
                  onPointerEnter={preloadInboxBody}
                  onFocus={preloadInboxBody}
                  data-testid="inbox-toggle"
                  className={`${itemClass} ${collapsed ? 'relative justify-center px-0' : ''} ${inboxOpen ? 'bg-default text-foreground' : 'text-foreground hover:bg-default'}`}
                >
                  {collapsed && unread > 0 ? <UnreadBadge count={unread} corner /> : null}
                  <ItemContent icon={Inbox} label={t('inbox')} collapsed={collapsed} trailing={unread > 0 ? <UnreadBadge count={unread} /> : null} />
                </button>
              ) : (
                <SidebarItem id={entry.id} collapsed={collapsed} replace={inboxOpen} />
              )}
            </li>
          ))}
        </ul>
        <ul className="px-2">
          <li>
            <SidebarItem id={sidebarBottomEntry} collapsed={collapsed} replace={inboxOpen} />
          </li>
        </ul>
      </nav>

      <SidebarAccount user={user} roleLabel={role ? tc(`roles.${role}`) : undefined} collapsed={collapsed} />
    </aside>
  );
}

/** The unread count on the Inbox entry: a pill beside the label, or on the icon's corner when collapsed. */
function UnreadBadge({ count, corner = false }: { count: number; corner?: boolean }) {
  const size = corner ? 'absolute top-0 right-1.5 h-4 min-w-4 px-1 text-[0.625rem]' : 'h-5 min-w-5 px-1.5 text-[0.6875rem]';
  return (
    <span
      aria-hidden="true"
      data-testid="inbox-unread-badge"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-danger leading-none font-semibold text-danger-foreground tabular-nums ${size}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
