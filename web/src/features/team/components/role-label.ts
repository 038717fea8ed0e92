import { useTranslation } from 'react-i18next';
import type { MemberRole } from '../../../../../common/roles';

/** Marketeer, Admin, Client: the role names of the Team tab. */
export function useRoleLabel() {
  const { t } = useTranslation('security');
  return (role: MemberRole) => t(`team.roles.${role}`);
}
