import { Button, Chip } from '@heroui/react';
import { MailOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyInvitation } from '../../../../../common/schemas/onboarding';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { SettingsCard } from '../../../components/ui/settings-card';
import { useErrorText } from '../../../lib/use-error-text';
import { useCompanyInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useRoleLabel } from './role-label';

/** Invitations nobody has accepted yet, with their expiry; each can be revoked. */
export function InvitationsCard({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation('security');
  const errorText = useErrorText();
  const roleLabel = useRoleLabel();
  const invitations = useCompanyInvitations(companyId);
  const revoke = useRevokeInvitation(companyId);
  const [revoking, setRevoking] = useState<CompanyInvitation | null>(null);
  // The address the dialog names; kept while it animates closed.
  const [shownEmail, setShownEmail] = useState('');
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'long', timeStyle: 'short' });

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => toast.success(t('team.revokedToast'), { description: revoking.email }),
      onError: (cause) => toast.danger(errorText(cause)),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <SettingsCard icon={MailOpen} title={t('team.invitationsTitle')} description={t('team.invitationsDescription')}>
      {invitations.isPending ? <ListSkeleton rows={2} /> : null}
      {invitations.isError ? (
        <LoadError
          message={t('team.invitationsLoadFailed')}
          error={invitations.error}
          onRetry={() => void invitations.refetch()}
          isRetrying={invitations.isFetching}
        />
      ) : null}
      {invitations.data && invitations.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">{t('team.invitationsEmpty')}</p>
      ) : null}
      {invitations.data && invitations.data.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {invitations.data.map((invitation) => (
            <li key={invitation.id} className="flex flex-col gap-3 rounded-xl border border-border p-3 sm:flex-row sm:items-center sm:p-4">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-all text-foreground">{invitation.email}</span>
                  <Chip size="sm" variant="soft">
                    {roleLabel(invitation.role)}
                  </Chip>
                </p>
                <p className="mt-1 text-xs text-muted">
                  {invitation.invitedByName ? `${t('team.invitedBy', { name: invitation.invitedByName })} · ` : null}
                  <time dateTime={invitation.expiresAt}>{t('team.expires', { date: dateFormat.format(new Date(invitation.expiresAt)) })}</time>
                </p>
              </div>
              <Button
                size="sm"
                variant="danger-soft"
                className="self-start sm:self-center"
                aria-label={t('team.revokeLabel', { email: invitation.email })}
                onPress={() => {
                  setRevoking(invitation);
                  setShownEmail(invitation.email);
                }}
              >
                {t('team.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        isOpen={revoking !== null}
        onCancel={() => setRevoking(null)}
        onConfirm={confirmRevoke}
        title={t('team.confirmRevokeTitle')}
        confirmLabel={t('team.revoke')}
        busyLabel={t('team.revoking')}
        isBusy={revoke.isPending}
      >
        <p>{t('team.confirmRevokeBody', { email: shownEmail })}</p>
      </ConfirmDialog>
    </SettingsCard>
  );
}
