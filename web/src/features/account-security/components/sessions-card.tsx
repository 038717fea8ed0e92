import { Button } from '@heroui/react';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSession } from '../../../../../common/schemas/account';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { SettingsCard } from '../../../components/ui/settings-card';
import { useErrorText } from '../../../lib/use-error-text';
import { useAccountSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { SessionItem } from './session-item';

type Confirming = { kind: 'one'; session: AccountSession } | { kind: 'others'; count: number } | null;

/** Where the user is signed in; other sessions can be signed out one by one or all at once. */
export function SessionsCard() {
  const { t } = useTranslation('security');
  const errorText = useErrorText();
  const sessions = useAccountSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState<Confirming>(null);
  // What the dialog shows; kept while it animates closed so its text does not jump.
  const [shown, setShown] = useState<Confirming>(null);
  const ask = (next: NonNullable<Confirming>) => {
    setConfirming(next);
    setShown(next);
  };
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  const confirm = () => {
    if (confirming?.kind === 'one') {
      revokeOne.mutate(confirming.session.id, {
        onSuccess: () => toast.success(t('sessions.revokedToast', { device: confirming.session.device })),
        onError: (cause) => toast.danger(errorText(cause)),
        onSettled: () => setConfirming(null),
      });
    } else if (confirming?.kind === 'others') {
      revokeOthers.mutate(undefined, {
        onSuccess: ({ revoked }) => toast.success(t('sessions.revokedOthersToast', { count: revoked })),
        onError: (cause) => toast.danger(errorText(cause)),
        onSettled: () => setConfirming(null),
      });
    }
  };

  return (
    <SettingsCard icon={MonitorSmartphone} title={t('sessions.title')} description={t('sessions.description')}>
      {sessions.isPending ? <ListSkeleton rows={2} /> : null}
      {sessions.isError ? (
        <LoadError message={t('sessions.loadFailed')} error={sessions.error} onRetry={() => void sessions.refetch()} isRetrying={sessions.isFetching} />
      ) : null}
      {sessions.data ? (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col gap-3">
            {sessions.data.map((session) => (
              <SessionItem key={session.id} session={session} onSignOut={(s) => ask({ kind: 'one', session: s })} />
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">{t('sessions.onlyThis')}</p>
          ) : (
            <div>
              <Button variant="danger-soft" onPress={() => ask({ kind: 'others', count: others.length })}>
                {t('sessions.signOutOthers')}
              </Button>
            </div>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
        title={shown?.kind === 'others' ? t('sessions.confirmOthersTitle') : t('sessions.confirmOneTitle')}
        confirmLabel={shown?.kind === 'others' ? t('sessions.signOutOthers') : t('sessions.signOut')}
        busyLabel={t('sessions.signingOut')}
        isBusy={revokeOne.isPending || revokeOthers.isPending}
      >
        {shown?.kind === 'others' ? <p>{t('sessions.confirmOthersBody', { count: shown.count })}</p> : null}
        {shown?.kind === 'one' ? (
          <p>
            {t('sessions.confirmOneBody', {
              device: shown.session.device,
              ip: shown.session.ip ?? t('sessions.unknownIp'),
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </SettingsCard>
  );
}
