import { Lock } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { normalisePath } from '../../../../common/routes';
import { isLockedScreen, screenPaths, workspaceScreens } from '../workspace-screens';
import type { SidebarScreenId } from './sidebar-entries';

export const itemClass =
  'flex h-8 w-full shrink-0 items-center gap-2.5 rounded-xl px-2.5 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-focus';

/** Icon plus label; the label is hidden (not removed) when collapsed and the name moves to aria-label/title. */
export function ItemContent({ icon: Icon, label, collapsed, trailing }: { icon: LucideIcon; label: string; collapsed: boolean; trailing?: ReactNode }) {
  return (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {collapsed ? null : (
        // 11rem leaves room for the spec's Dutch labels; a longer one (another language) is cut and titled.
        <span title={label} className="min-w-0 flex-1 truncate text-left">
          {label}
        </span>
      )}
      {collapsed ? null : trailing}
    </>
  );
}

interface SidebarItemProps {
  id: SidebarScreenId;
  collapsed: boolean;
  /** While the inbox panel is open, leaving replaces its history entry (see use-inbox-panel). */
  replace: boolean;
}

/** One screen entry: a link with aria-current when active, or a locked entry that goes nowhere. */
export function SidebarItem({ id, collapsed, replace }: SidebarItemProps) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const screen = workspaceScreens[id];
  const label = t(id);

  if (isLockedScreen(id)) {
    const lockedLabel = t('lockedEntry', { label });
    return (
      <span
        role="link"
        aria-disabled="true"
        tabIndex={0}
        title={t('locked')}
        aria-label={lockedLabel}
        className={`${itemClass} ${collapsed ? 'relative justify-center px-0' : ''} cursor-not-allowed text-muted`}
      >
        {collapsed ? <Lock aria-hidden="true" className="absolute right-2.5 bottom-1 size-3 rounded-full bg-surface" /> : null}
        <ItemContent icon={screen.icon} label={label} collapsed={collapsed} trailing={<Lock aria-hidden="true" className="size-3.5 shrink-0" />} />
      </span>
    );
  }

  const path = normalisePath(pathname);
  const active = screenPaths(id).some((p) => path === p || path.startsWith(`${p}/`));
  return (
    <Link
      to={screen.path}
      replace={replace}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? label : undefined}
      title={collapsed ? label : undefined}
      className={`${itemClass} ${collapsed ? 'justify-center px-0' : ''} ${active ? 'bg-accent text-accent-foreground' : 'text-foreground hover:bg-default'}`}
    >
      <ItemContent icon={screen.icon} label={label} collapsed={collapsed} />
    </Link>
  );
}
