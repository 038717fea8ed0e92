import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AvatarPerson } from '../../../../../common/rules/avatar';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClass } from '../../../components/ui/button-class';
import { DarkModeToggle } from '../../../components/ui/dark-mode-toggle';

export type PortalUser = AvatarPerson & { name: string; email: string; avatarUrl: string | null };

interface PortalAccountMenuProps {
  user: PortalUser;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** The header's right side: who is signed in, dark mode, and Uitloggen. */
export function PortalAccountMenu({ user, onLogout, isLoggingOut }: PortalAccountMenuProps) {
  const { t } = useTranslation();
  return (
    <>
      <span className="flex items-center gap-2">
        <Avatar person={user} size="sm" decorative />
        <span className="hidden max-w-40 truncate text-sm text-foreground md:inline">{user.name || user.email}</span>
        <span className="sr-only md:hidden">{user.name || user.email}</span>
      </span>
      <DarkModeToggle />
      <button type="button" onClick={onLogout} disabled={isLoggingOut} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
        <LogOut aria-hidden="true" />
        <span className="hidden sm:inline">{isLoggingOut ? t('loggingOut') : t('logout')}</span>
        <span className="sr-only sm:hidden">{t('logout')}</span>
      </button>
    </>
  );
}
