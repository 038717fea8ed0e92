import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdPlatform } from '../../../../../common/ad-account-constants';
import type { MemberRole } from '../../../../../common/roles';
import { mayConnectPlatform, mayDisconnectPlatform } from '../../../../../common/rules/ad-account-rights';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useDisconnectPlatform } from '../api/disconnect-platform';
import { useAdPlatforms } from '../api/get-ad-platforms';
import { useConnectResult } from '../hooks/use-connect-result';
import { PlatformCard } from './platform-card';

/**
 * Settings → Koppelingen (marketeers and admins): one card per ad platform. Connecting is a
 * full-page visit to the platform; coming back, the result is told once. Only admins disconnect,
 * and a working connection is replaced only by an admin or its maker (the server refuses anyone else).
 */
export function IntegrationsSection({ companyId, role, userId }: { companyId: string | null; role: MemberRole | undefined; userId: string }) {
  const { t, ready } = useTranslation('integrations');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const platforms = useAdPlatforms(companyId);
  const disconnect = useDisconnectPlatform(companyId);
  const [disconnecting, setDisconnecting] = useState<AdPlatform | null>(null);
  const [shown, setShown] = useState<AdPlatform | null>(null);
  useConnectResult(ready);

  // The texts of this section load with it (they are not part of the workspace's first load).
  if (!ready) return <ListSkeleton rows={2} />;
  if (!companyId) return <EmptyState icon={Building2} title={t('noCompanyTitle')} description={te('codes.NO_ACTIVE_COMPANY')} />;

  const shownName = shown ? t(`platforms.${shown}.name`) : '';
  const confirm = () => {
    const platform = disconnecting;
    if (!platform) return;
    disconnect.mutate(platform, {
      onSuccess: () => toast.success(t('disconnected', { platform: t(`platforms.${platform}.name`) })),
      onError: (error) => toast.danger(t('disconnectFailed'), { description: errorText(error) }),
      onSettled: () => setDisconnecting(null),
    });
  };

  return (
    <div className="flex flex-col gap-6" data-testid="integrations-section">
      <p className="text-sm text-muted">{t('intro')}</p>
      {platforms.isPending ? <ListSkeleton rows={2} /> : null}
      {platforms.isError ? (
        <LoadError message={t('loadFailed')} error={platforms.error} onRetry={() => void platforms.refetch()} isRetrying={platforms.isFetching} />
      ) : null}
      {platforms.data?.map((platform) => (
        <PlatformCard
          key={platform.platform}
          platform={platform}
          mayReconnect={mayConnectPlatform(role, userId, { connectedById: platform.connectedById, usable: platform.connected })}
          onDisconnect={
            mayDisconnectPlatform(role)
              ? () => {
                  setDisconnecting(platform.platform);
                  setShown(platform.platform);
                }
              : null
          }
        />
      ))}
      <ConfirmDialog
        isOpen={disconnecting !== null}
        onCancel={() => setDisconnecting(null)}
        onConfirm={confirm}
        title={t('disconnectDialog.title', { platform: shownName })}
        confirmLabel={t('disconnectDialog.confirm')}
        busyLabel={t('disconnectDialog.busy')}
        isBusy={disconnect.isPending}
      >
        <p>{t('disconnectDialog.body')}</p>
      </ConfirmDialog>
    </div>
  );
}
