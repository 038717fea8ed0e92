import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { InvitationsCard } from './invitations-card';
import { InviteForm } from './invite-form';
import { MembersCard } from './members-card';

interface TeamSectionProps {
  companyId: string | null;
  companyName: string | undefined;
  currentUserId: string;
}

/** Team (admins of the active company): the members, inviting someone, open invitations. */
export function TeamSection({ companyId, companyName, currentUserId }: TeamSectionProps) {
  const { t } = useTranslation('security');
  const { t: te } = useTranslation('errors');
  if (!companyId) return <EmptyState icon={Building2} title={t('team.noCompanyTitle')} description={te('codes.NO_ACTIVE_COMPANY')} />;
  return (
    <div className="flex flex-col gap-6">
      <MembersCard companyId={companyId} companyName={companyName} currentUserId={currentUserId} />
      <InviteForm companyId={companyId} />
      <InvitationsCard companyId={companyId} />
    </div>
  );
}
