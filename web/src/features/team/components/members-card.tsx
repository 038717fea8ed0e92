import { Chip } from '@heroui/react';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { useCompanyMembers } from '../../company/api/get-members';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { SettingsCard } from '../../../components/ui/settings-card';
import { useRoleLabel } from './role-label';

interface MembersCardProps {
  companyId: string;
  companyName: string | undefined;
  currentUserId: string;
}

/** Everyone with access to the active company, with their role. */
export function MembersCard({ companyId, companyName, currentUserId }: MembersCardProps) {
  const { t } = useTranslation('security');
  const roleLabel = useRoleLabel();
  const members = useCompanyMembers({ companyId, enabled: true });

  return (
    <SettingsCard icon={Users} title={t('team.membersTitle')} description={companyName ? t('team.membersDescription', { company: companyName }) : undefined}>
      {members.isPending ? <ListSkeleton rows={3} /> : null}
      {members.isError ? (
        <LoadError message={t('team.membersLoadFailed')} error={members.error} onRetry={() => void members.refetch()} isRetrying={members.isFetching} />
      ) : null}
      {members.data && members.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">{t('team.membersEmpty')}</p>
      ) : null}
      {members.data && members.data.length > 0 ? (
        <ul className="divide-y divide-border">
          {members.data.map((member) => (
            <li key={member.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
              <Avatar person={member} size="sm" decorative />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 font-medium text-foreground">
                  <span className="break-words">{member.name || member.email}</span>
                  {member.id === currentUserId ? <span className="text-xs font-normal text-muted">{t('team.you')}</span> : null}
                </p>
                <p className="truncate text-sm text-muted">{member.email}</p>
              </div>
              <Chip size="sm" variant="soft" color={member.role === 'admin' ? 'accent' : 'default'}>
                {roleLabel(member.role)}
              </Chip>
            </li>
          ))}
        </ul>
      ) : null}
    </SettingsCard>
  );
}
