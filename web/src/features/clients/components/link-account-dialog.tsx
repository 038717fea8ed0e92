import { Button, Modal } from '@heroui/react';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Client, LinkableAccount } from '../../../../../common/schemas/clients';
import { buttonClass } from '../../../components/ui/button-class';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { SearchInput } from '../../../components/ui/search-input';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useLinkableAccounts } from '../api/get-linkable-accounts';
import { useLinkAccount } from '../api/link-account';

interface LinkAccountDialogProps {
  companyId: string;
  client: Client;
  onClose: () => void;
}

const matches = (account: LinkableAccount, search: string) => {
  const q = search.trim().toLocaleLowerCase('nl');
  return !q || account.name.toLocaleLowerCase('nl').includes(q) || account.accountId.toLocaleLowerCase('nl').includes(q);
};

/**
 * "Account koppelen": the company's ad accounts, each with "Koppelen". One that belongs to another
 * client says so and moves here after a confirmation ("… Verplaatsen naar …?"); when you may not
 * move it (common/rules/client-account-move.ts) the row says why. Several can be linked in a row.
 */
export function LinkAccountDialog({ companyId, client, onClose }: LinkAccountDialogProps) {
  const { t } = useTranslation('clients');
  const errorText = useErrorText();
  const accounts = useLinkableAccounts(companyId, client.id);
  const link = useLinkAccount(companyId);
  const [search, setSearch] = useState('');
  // Linked during this dialog (the list's refetch follows).
  const [linked, setLinked] = useState<ReadonlySet<string>>(new Set());
  // The account of another client whose move waits for "Verplaatsen".
  const [moving, setMoving] = useState<LinkableAccount | null>(null);

  const linkOne = (account: LinkableAccount, move = false) =>
    link.mutate(
      { clientId: client.id, accountId: account.id, ...(move && account.client ? { move: true, fromClientId: account.client.id } : {}) },
      {
        onSuccess: () => {
          setLinked((current) => new Set(current).add(account.id));
          toast.success(move ? t('accounts.dialog.movedToast') : t('accounts.dialog.linkedToast'), { description: account.name });
        },
        onError: (error) => toast.danger(move ? t('accounts.dialog.moveFailed') : t('accounts.dialog.failed'), { description: errorText(error) }),
        onSettled: () => setMoving(null),
      },
    );

  const all = accounts.data ?? [];
  const shown = all.filter((account) => matches(account, search));

  return (
    <DialogFrame onClose={onClose} title={t('accounts.dialog.title')} subtitle={client.name}>
      <Modal.Body className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('accounts.dialog.intro', { name: client.name })}</p>
        {accounts.isPending ? <ListSkeleton rows={3} /> : null}
        {accounts.isError && !accounts.data ? (
          <LoadError
            message={t('accounts.dialog.loadFailed')}
            error={accounts.error}
            onRetry={() => void accounts.refetch()}
            isRetrying={accounts.isFetching}
          />
        ) : null}
        {accounts.data && all.length === 0 ? (
          <div className="flex flex-col items-start gap-2 text-sm text-muted">
            <p>{t('accounts.dialog.none')}</p>
            <Link to="/accounts" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              {t('accounts.dialog.toAccounts')}
            </Link>
          </div>
        ) : null}
        {all.length > 0 ? (
          <>
            <SearchInput label={t('accounts.dialog.search')} value={search} onChange={setSearch} placeholder={t('accounts.dialog.searchPlaceholder')} />
            {shown.length === 0 ? (
              <p className="text-sm text-muted">{t('accounts.dialog.noResults')}</p>
            ) : (
              <ul className="flex max-h-[50vh] flex-col divide-y divide-border overflow-y-auto" data-testid="linkable-accounts">
                {shown.map((account) => {
                  const isLinked = account.client?.id === client.id || linked.has(account.id);
                  const elsewhere = isLinked ? null : account.client;
                  const busy = link.isPending && link.variables.accountId === account.id;
                  const reasonId = `link-reason-${account.id}`;
                  return (
                    <li key={account.id} className="flex flex-wrap items-center gap-3 py-2.5" data-testid="linkable-account" data-id={account.id}>
                      <PlatformIcon platform={account.platform} label={t(`accounts.platforms.${account.platform}`)} className="size-6" />
                      <div className="min-w-0 flex-1">
                        <p className="text-sm font-medium break-words text-foreground">{account.name}</p>
                        <p className="text-xs text-muted tabular-nums">
                          {t('accounts.accountId', { id: account.accountId })}
                          {elsewhere ? ` · ${t('accounts.dialog.elsewhere', { client: elsewhere.name })}` : null}
                        </p>
                        {elsewhere && !account.canMove ? (
                          <p id={reasonId} className="mt-0.5 text-xs text-muted" data-testid="link-disabled-reason">
                            {t('accounts.dialog.moveForbidden', { client: elsewhere.name })}
                          </p>
                        ) : null}
                      </div>
                      {isLinked ? (
                        <span className="inline-flex items-center gap-1 text-sm font-medium text-success">
                          <Check aria-hidden="true" className="size-4" />
                          {t('accounts.dialog.linked')}
                        </span>
                      ) : elsewhere ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onPress={() => setMoving(account)}
                          isDisabled={!account.canMove || link.isPending}
                          aria-label={t('accounts.dialog.moveLabel', { name: account.name })}
                          aria-describedby={account.canMove ? undefined : reasonId}
                        >
                          {busy ? t('accounts.dialog.linking') : t('accounts.dialog.moveButton')}
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="secondary"
                          onPress={() => linkOne(account)}
                          isDisabled={link.isPending}
                          aria-label={t('accounts.dialog.linkLabel', { name: account.name })}
                        >
                          {busy ? t('accounts.dialog.linking') : t('accounts.dialog.linkButton')}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onPress={onClose}>
          {t('accounts.dialog.close')}
        </Button>
      </Modal.Footer>
      <ConfirmDialog
        isOpen={moving !== null}
        onCancel={() => setMoving(null)}
        onConfirm={() => moving && linkOne(moving, true)}
        title={t('accounts.dialog.moveTitle')}
        confirmLabel={t('accounts.dialog.moveConfirm')}
        busyLabel={t('accounts.dialog.moveBusy')}
        isBusy={link.isPending}
      >
        <p data-testid="move-account-question">
          <Trans
            t={t}
            i18nKey="accounts.dialog.moveBody"
            values={{ account: moving?.name ?? '', from: moving?.client?.name ?? '', to: client.name }}
            components={{ b: <strong className="font-semibold text-foreground" /> }}
          />
        </p>
      </ConfirmDialog>
    </DialogFrame>
  );
}
