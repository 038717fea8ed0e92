import { Button, Chip, Label, Select } from '@heroui/react';
import { SelectOptions } from '../../../components/ui/select-options';
import { Store, UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyMember } from '../../../../../common/schemas/company';
import { type TeamRole, teamRoles } from '../../../../../common/schemas/profile';
import { Avatar } from '../../../components/ui/avatar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { SettingsCard } from '../../../components/ui/settings-card';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useCompanyMembers } from '../../company/api/get-members';
import { useChangeMemberRole, useRemoveMember } from '../api/manage-members';
import { useRoleLabel } from './role-label';

interface MembersCardProps {
  companyId: string;
  companyName: string | undefined;
  currentUserId: string;
}

/** What the confirmation dialog is about: removing a member, or the admin stepping down themselves. */
type Pending = { kind: 'remove'; member: CompanyMember } | { kind: 'stepDown'; member: CompanyMember };

/**
 * Everyone with access to the active company, with their role. The admin (this card is on the admin
 * only Team tab) changes a colleague's role between admin and marketeer and removes members, after
 * confirming; the server keeps at least one admin (LAST_ADMIN), the card says so before asking.
 */
export function MembersCard({ companyId, companyName, currentUserId }: MembersCardProps) {
  const { t } = useTranslation('security');
  const roleLabel = useRoleLabel();
  const errorText = useErrorText();
  const members = useCompanyMembers({ companyId, enabled: true });
  const changeRole = useChangeMemberRole(companyId);
  const remove = useRemoveMember(companyId);
  const [pending, setPending] = useState<Pending | null>(null);
  // The dialog's text, kept while it animates closed.
  const [shown, setShown] = useState<Pending | null>(null);
  const adminCount = members.data?.filter((m) => m.role === 'admin').length ?? 0;

  const ask = (next: Pending) => {
    setPending(next);
    setShown(next);
  };
  const nameOf = (member: CompanyMember) => member.name || member.email;

  const applyRole = (member: CompanyMember, role: TeamRole) => {
    changeRole.mutate(
      { userId: member.id, role },
      {
        onSuccess: () => toast.success(t('team.roleChangedToast', { name: nameOf(member), role: roleLabel(role) })),
        onError: (cause) => toast.danger(errorText(cause)),
        onSettled: () => setPending(null),
      },
    );
  };

  const pickRole = (member: CompanyMember, role: TeamRole) => {
    if (role === member.role) return;
    if (member.role === 'admin' && adminCount <= 1) return void toast.danger(t('team.lastAdmin'));
    if (member.id === currentUserId && role !== 'admin') return ask({ kind: 'stepDown', member });
    applyRole(member, role);
  };

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'stepDown') return applyRole(pending.member, 'marketeer');
    const member = pending.member;
    remove.mutate(member.id, {
      onSuccess: () => toast.success(t('team.removedToast'), { description: nameOf(member) }),
      onError: (cause) => toast.danger(errorText(cause)),
      onSettled: () => setPending(null),
    });
  };

  const colleagues = members.data?.filter((m) => m.role !== 'client') ?? [];
  const portalUsers = members.data?.filter((m) => m.role === 'client') ?? [];
  const rowProps = {
    currentUserId,
    adminCount,
    busy: changeRole.isPending,
    onPickRole: pickRole,
    onRemove: (member: CompanyMember) => ask({ kind: 'remove', member }),
  };

  return (
    <>
      <SettingsCard
        icon={Users}
        title={t('team.colleaguesTitle')}
        description={companyName ? t('team.colleaguesDescription', { company: companyName }) : undefined}
      >
        {members.isPending ? <ListSkeleton rows={3} /> : null}
        {members.isError ? (
          <LoadError message={t('team.membersLoadFailed')} error={members.error} onRetry={() => void members.refetch()} isRetrying={members.isFetching} />
        ) : null}
        {members.data && colleagues.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">{t('team.membersEmpty')}</p>
        ) : null}
        {colleagues.length > 0 ? (
          <ul className="divide-y divide-border" aria-label={t('team.colleaguesTitle')}>
            {colleagues.map((member) => (
              <MemberRow key={member.id} member={member} {...rowProps} />
            ))}
          </ul>
        ) : null}
        {adminCount === 1 ? <p className="mt-4 text-xs text-muted">{t('team.lastAdminHint')}</p> : null}
      </SettingsCard>
      {members.data ? (
        <SettingsCard icon={Store} title={t('team.portalTitle')} description={t('team.portalDescription')}>
          {portalUsers.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">{t('team.portalEmpty')}</p>
          ) : (
            <ul className="divide-y divide-border" aria-label={t('team.portalTitle')}>
              {portalUsers.map((member) => (
                <MemberRow key={member.id} member={member} {...rowProps} />
              ))}
            </ul>
          )}
        </SettingsCard>
      ) : null}
      <ConfirmDialog
        isOpen={pending !== null}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
        title={shown?.kind === 'stepDown' ? t('team.confirmStepDownTitle') : t('team.confirmRemoveTitle', { name: shown ? nameOf(shown.member) : '' })}
        confirmLabel={shown?.kind === 'stepDown' ? t('team.stepDown') : t('team.remove')}
        busyLabel={shown?.kind === 'stepDown' ? t('team.steppingDown') : t('team.removing')}
        isBusy={remove.isPending || changeRole.isPending}
      >
        {shown?.kind === 'remove' ? (
          <RemoveConsequences name={nameOf(shown.member)} company={companyName ?? ''} isClient={shown.member.role === 'client'} />
        ) : (
          <p>{t('team.confirmStepDownBody', { company: companyName ?? '' })}</p>
        )}
      </ConfirmDialog>
    </>
  );
}

/**
 * What removing a member does, as the server does it (server/features/company/member-links.ts): a
 * colleague's clients and events go to the admin who removes them; a client user's contact links end.
 */
function RemoveConsequences({ name, company, isClient }: { name: string; company: string; isClient: boolean }) {
  const { t } = useTranslation('security');
  if (isClient) return <p>{t('team.confirmRemoveClientBody', { name, company })}</p>;
  return (
    <>
      <p>{t('team.confirmRemoveBody', { name, company })}</p>
      <p className="mt-2">{t('team.confirmRemoveHandover', { name, company })}</p>
    </>
  );
}

interface MemberRowProps {
  member: CompanyMember;
  currentUserId: string;
  adminCount: number;
  busy: boolean;
  onPickRole: (member: CompanyMember, role: TeamRole) => void;
  onRemove: (member: CompanyMember) => void;
}

/** One member: avatar, name and address, the role (a select for colleagues, a chip for portal users) and removing. */
function MemberRow({ member, currentUserId, adminCount, busy, onPickRole, onRemove }: MemberRowProps) {
  const { t } = useTranslation('security');
  const roleLabel = useRoleLabel();
  const nameOf = (m: CompanyMember) => m.name || m.email;
  const isSelf = member.id === currentUserId;
  const lastAdmin = member.role === 'admin' && adminCount <= 1;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0" data-testid="team-member">
      <Avatar person={member} size="sm" decorative />
      <div className="min-w-0 flex-1 basis-40">
        <p className="flex flex-wrap items-center gap-x-2 font-medium text-foreground">
          <span className="break-words">{nameOf(member)}</span>
          {isSelf ? <span className="text-xs font-normal text-muted">{t('team.you')}</span> : null}
        </p>
        <p className="truncate text-sm text-muted">{member.email}</p>
      </div>
      <div className="ml-11 flex items-center gap-2 sm:ml-0">
        {member.role === 'client' ? (
          <Chip size="sm" variant="soft">
            {roleLabel(member.role)}
          </Chip>
        ) : (
          <Select
            aria-label={t('team.roleOf', { name: nameOf(member) })}
            value={member.role}
            onChange={(key) => key !== null && onPickRole(member, key as TeamRole)}
            isDisabled={busy || lastAdmin}
            variant="secondary"
            className="w-36"
          >
            <Label className="sr-only">{t('team.roleOf', { name: nameOf(member) })}</Label>
            <Select.Trigger>
              <Select.Value />
              <Select.Indicator />
            </Select.Trigger>
            <SelectOptions options={teamRoles.map((id) => ({ id, label: roleLabel(id) }))} />
          </Select>
        )}
        {isSelf ? null : (
          <Button
            size="sm"
            variant="ghost"
            isIconOnly
            aria-label={t('team.removeLabel', { name: nameOf(member) })}
            isDisabled={lastAdmin}
            onPress={() => onRemove(member)}
          >
            <UserMinus aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
    </li>
  );
}
