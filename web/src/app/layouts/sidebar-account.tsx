import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../common/schemas/auth';
import { Avatar } from '../../components/ui/avatar';
import { buttonClass } from '../../components/ui/button-class';
import { DarkModeToggle } from '../../components/ui/dark-mode-toggle';
import { useLogoutAction } from '../../features/auth/hooks/use-logout-action';

interface SidebarAccountProps {
  user: SessionUser | null;
  roleLabel: string | undefined;
  collapsed: boolean;
}

/** The bottom of the sidebar: who is signed in, the dark-mode toggle and 'Uitloggen'. */
export function SidebarAccount({ user, roleLabel, collapsed }: SidebarAccountProps) {
  const { t } = useTranslation();
  const { t: tn } = useTranslation('nav');
  const { logout, isLoggingOut } = useLogoutAction();
  const logoutLabel = isLoggingOut ? t('loggingOut') : t('logout');
  const name = user ? user.name || user.email : '';

  const logoutButton = (
    <button
      type="button"
      aria-label={collapsed ? logoutLabel : undefined}
      title={collapsed ? logoutLabel : undefined}
      onClick={logout}
      disabled={isLoggingOut}
      className={buttonClass({
        variant: 'ghost',
        size: 'sm',
        iconOnly: collapsed,
        className: collapsed ? '' : 'min-w-0 flex-1 justify-start',
      })}
    >
      <LogOut aria-hidden="true" />
      {collapsed ? null : <span className="truncate">{logoutLabel}</span>}
    </button>
  );

  if (collapsed) {
    return (
      <div className="flex flex-col items-center gap-1 border-t border-border pt-3">
        {user ? (
          <span title={tn('signedInAs', { name })}>
            <Avatar person={user} size="sm" />
          </span>
        ) : null}
        <DarkModeToggle />
        {logoutButton}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1 border-t border-border pt-3">
      {user ? (
        <div className="flex items-center gap-2 px-1 pb-1">
          <Avatar person={user} size="sm" decorative />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-foreground">{name}</p>
            {roleLabel ? <p className="truncate text-xs text-muted">{roleLabel}</p> : null}
          </div>
        </div>
      ) : null}
      <div className="flex items-center gap-1">
        {logoutButton}
        <DarkModeToggle />
      </div>
    </div>
  );
}
