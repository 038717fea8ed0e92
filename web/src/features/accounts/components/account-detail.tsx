import { Button } from '@heroui/react';
import { ArrowLeft, ListChecks, Pencil, SearchX, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AdPlatform } from '../../../../../common/ad-account-constants';
import type { AdAccount } from '../../../../../common/schemas/ad-accounts';
import type { CompanyMember } from '../../../../../common/schemas/company';
import { buttonClass } from '../../../components/ui/button-class';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorText } from '../../../lib/use-error-text';
import { useNow } from '../../../lib/use-now';
import { useDeleteAccount } from '../api/delete-account';
import { useAccountDetail } from '../api/get-account';
import { AccountAlerts } from './account-alerts';
import { AccountAssignees } from './account-assignees';
import { AccountSummary } from './account-summary';
import { EditAccountDialog } from './edit-account-dialog';

interface AccountDetailProps {
  companyId: string | null;
  platform: AdPlatform;
  accountId: string;
  /** The inbox's `alert` parameter. */
  alert: string | null;
  colleagues: readonly CompanyMember[];
  /** The account's notes and conversations (the notes feature), below the account. */
  conversation: (account: AdAccount) => ReactNode;
}

/**
 * /accounts?account=<platform id>&platform=<platform>: one account with its facts, spend, the
 * colleagues who get its alerts, its alerts (the inbox's one highlighted), a link to its
 * checklists, deleting it (after naming its note count; only when the server says this user may:
 * a marketeer not while colleagues have notes on it) and its notes.
 */
export function AccountDetail({ companyId, platform, accountId, alert, colleagues, conversation }: AccountDetailProps) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const now = useNow();
  const detail = useAccountDetail(companyId, platform, accountId);
  const remove = useDeleteAccount(companyId);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const account = detail.data?.account;
  useDocumentTitle(account ? `${account.name} · ${t('title')}` : t('title'));

  const back = (
    <Link to="/accounts" className={buttonClass({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
      <ArrowLeft aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );

  if (detail.isPending) {
    return (
      <div className="flex flex-col gap-4" data-testid="account-detail" aria-busy="true">
        {back}
        <ListSkeleton rows={3} />
      </div>
    );
  }
  if (detail.isError || !account) {
    const notFound = isApiError(detail.error) && detail.error.status === 404;
    return (
      <div className="flex flex-col gap-4" data-testid="account-detail">
        {back}
        {notFound ? (
          <EmptyState icon={SearchX} title={t('detail.notFoundTitle')} description={t('detail.notFoundBody')} />
        ) : (
          <LoadError message={t('detail.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} isRetrying={detail.isFetching} />
        )}
      </div>
    );
  }

  const confirmDelete = () =>
    remove.mutate(account, {
      onSuccess: () => {
        toast.success(t('delete.done'), { description: account.name });
        void navigate('/accounts', { replace: true });
      },
      onError: (error) => toast.danger(t('delete.failed'), { description: errorText(error) }),
      onSettled: () => setConfirmingDelete(false),
    });

  const checklistsHref = `/checklists?${new URLSearchParams({ account: account.accountId, platform: account.platform }).toString()}`;

  return (
    <div className="flex flex-col gap-4" data-testid="account-detail" data-account-id={account.accountId} data-platform={account.platform}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {back}
        <div className="flex flex-wrap gap-2">
          <Link to={checklistsHref} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            <ListChecks aria-hidden="true" />
            {t('detail.checklists')}
          </Link>
          <Button size="sm" variant="secondary" onPress={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('edit.button')}
          </Button>
          {detail.data.canDelete ? (
            <Button size="sm" variant="danger-soft" onPress={() => setConfirmingDelete(true)}>
              <Trash2 aria-hidden="true" />
              {t('delete.button')}
            </Button>
          ) : null}
        </div>
      </div>
      {detail.data.canDelete ? null : (
        <p className="text-sm text-muted" data-testid="account-delete-admin-only">
          {t('delete.adminOnly')}
        </p>
      )}
      <AccountSummary account={account} now={now} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <AccountAssignees account={account} companyId={companyId} colleagues={colleagues} />
        <AccountAlerts account={account} alerts={detail.data.alerts} highlight={alert} now={now} />
      </div>
      {conversation(account)}
      {editing ? <EditAccountDialog account={account} companyId={companyId} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        isOpen={confirmingDelete}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={confirmDelete}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        busyLabel={t('delete.busy')}
        isBusy={remove.isPending}
      >
        <p>{t('delete.body', { name: account.name, count: account.noteCount })}</p>
      </ConfirmDialog>
    </div>
  );
}
