import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useSyncAccounts } from '../api/sync-accounts';
import { syncOutcome } from '../sync-outcome';

/**
 * Syncing with the spec's toasts (section 8): 'Accounts succesvol gesynchroniseerd!' or 'Fout bij
 * synchroniseren van accounts' with the failed platform's message underneath. A manual sync with
 * no platform connected says so; the automatic one stays quiet then.
 */
export function useSyncAction(companyId: string | null) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const sync = useSyncAccounts(companyId);

  const run = (mode: 'manual' | 'auto') => {
    if (sync.isPending) return;
    sync.mutate(
      { force: mode === 'manual' },
      {
        onSuccess: ({ results }) => {
          const outcome = syncOutcome(results);
          if (outcome.kind === 'success') toast.success(t('sync.success'));
          else if (outcome.kind === 'failed') {
            const description = outcome.failures.map((f) => f.message ?? t('sync.platformFailed', { platform: t(`platforms.${f.platform}`) })).join(' ');
            toast.danger(t('sync.failed'), { description });
          } else if (mode === 'manual') toast.info(t('sync.nothingConnected'));
        },
        onError: (error) => toast.danger(t('sync.failed'), { description: errorText(error) }),
      },
    );
  };

  return { run, isSyncing: sync.isPending };
}
