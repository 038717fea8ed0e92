import { Button } from '@heroui/react';
import { Link2, Megaphone, Unlink } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Client, ClientAccount } from '../../../../../common/schemas/clients';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useUnlinkAccount } from '../api/unlink-account';
import { ClientSection, CountBadge } from './client-section';
import { LinkAccountDialog } from './link-account-dialog';

/** The account's page on /accounts (by the platform's id, as that screen's links are). */
export function accountPageHref(account: Pick<ClientAccount, 'accountId' | 'platform'>): string {
  return `/accounts?${new URLSearchParams({ account: account.accountId, platform: account.platform }).toString()}`;
}

interface ClientAccountsProps {
  companyId: string;
  client: Client;
  accounts: readonly ClientAccount[];
  /** An archived client takes no new accounts (unlinking still works). */
  archived: boolean;
}

/** Advertentieaccounts: the linked accounts (each a link to its page), "Account koppelen" and ontkoppelen. */
export function ClientAccounts({ companyId, client, accounts, archived }: ClientAccountsProps) {
  const { t } = useTranslation('clients');
  const errorText = useErrorText();
  const unlink = useUnlinkAccount(companyId);
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<ClientAccount | null>(null);

  const confirmUnlink = () => {
    const account = unlinking;
    if (!account) return;
    unlink.mutate(
      { clientId: client.id, accountId: account.id },
      {
        onSuccess: () => toast.success(t('accounts.unlinked'), { description: account.name }),
        onError: (error) => toast.danger(t('accounts.unlinkFailed'), { description: errorText(error) }),
        onSettled: () => setUnlinking(null),
      },
    );
  };

  return (
    <ClientSection
      id="client-accounts"
      icon={Megaphone}
      title={t('accounts.title')}
      badge={<CountBadge count={accounts.length} />}
      action={
        archived ? null : (
          <Button size="sm" variant="secondary" onPress={() => setLinking(true)} data-testid="link-account-button">
            <Link2 aria-hidden="true" />
            {t('accounts.link')}
          </Button>
        )
      }
    >
      {accounts.length === 0 ? (
        <p className="text-sm text-muted">{t('accounts.empty')}</p>
      ) : (
        <ul aria-label={t('accounts.label', { name: client.name })} className="flex flex-col divide-y divide-border">
          {accounts.map((account) => (
            <li
              key={account.id}
              className="flex flex-wrap items-center gap-3 py-2.5 first:pt-0 last:pb-0"
              data-testid="client-account-row"
              data-id={account.id}
            >
              <PlatformIcon platform={account.platform} label={t(`accounts.platforms.${account.platform}`)} className="size-7" />
              <div className="min-w-0 flex-1">
                <Link to={accountPageHref(account)} className="font-medium break-words text-foreground underline-offset-2 hover:underline">
                  {account.name}
                </Link>
                <p className="text-xs text-muted tabular-nums">{t('accounts.accountId', { id: account.accountId })}</p>
              </div>
              <Button size="sm" variant="ghost" onPress={() => setUnlinking(account)} aria-label={t('accounts.unlinkLabel', { name: account.name })}>
                <Unlink aria-hidden="true" />
                {t('accounts.unlink')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {linking ? <LinkAccountDialog companyId={companyId} client={client} onClose={() => setLinking(false)} /> : null}
      <ConfirmDialog
        isOpen={unlinking !== null}
        onCancel={() => setUnlinking(null)}
        onConfirm={confirmUnlink}
        title={t('accounts.unlinkTitle')}
        confirmLabel={t('accounts.unlinkConfirm')}
        busyLabel={t('accounts.unlinkBusy')}
        isBusy={unlink.isPending}
      >
        <p data-testid="unlink-account-question">
          <Trans
            t={t}
            i18nKey="accounts.unlinkBody"
            values={{ account: unlinking?.name ?? '', client: client.name }}
            components={{ b: <strong className="font-semibold text-foreground" /> }}
          />
        </p>
      </ConfirmDialog>
    </ClientSection>
  );
}
