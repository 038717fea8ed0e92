import { Button, Tabs } from '@heroui/react';
import { Building2, Megaphone, MessageSquareText, Plus, RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdAccount } from '../../../../../common/schemas/ad-accounts';
import { EmptyState } from '../../../components/ui/empty-state';
import { IconTabList } from '../../../components/ui/icon-tab-list';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNow } from '../../../lib/use-now';
import { useCompanyMembers } from '../../company/api/get-members';
import { accountListFields } from '../account-list';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { type AccountsTab, accountsViewOf, searchForAccountsTab } from '../accounts-view';
import { useAccounts } from '../api/get-accounts';
import { useAutoSync } from '../hooks/use-auto-sync';
import { useLiveAccounts } from '../hooks/use-live-accounts';
import { useSyncAction } from '../hooks/use-sync-action';
import { AccountDetail } from './account-detail';
import { AccountList } from './account-list';
import { AddAccountDialog } from './add-account-dialog';
import { PlatformSyncStatus } from './platform-sync-status';
import { MarketeerFilterChip } from '../../company/components/marketeer-filter-chip';

/** What the notes part of the screen gets: the company's accounts, the one it is inside (if any), and whether to bring it into view. */
export interface NotesSlotProps {
  accounts: readonly AdAccount[];
  account?: AdAccount;
  focus: boolean;
}

interface AccountsScreenProps {
  companyId: string | null;
  /** The notes feature's panel (the route composes the two features). */
  notes: (props: NotesSlotProps) => ReactNode;
}

export const koppelingenHref = '/settings?tab=koppelingen';

/**
 * /accounts: the company's ad accounts (Accounts tab) and all their notes (Notities tab), or one
 * account's detail. Opening it syncs once when a sync is due; it follows the company channel live.
 */
export function AccountsScreen({ companyId, notes }: AccountsScreenProps) {
  const { t, ready } = useTranslation('accounts');
  const { t: te } = useTranslation('errors');
  const [searchParams] = useSearchParams();
  const view = accountsViewOf(searchParams);
  const list = useAccounts(companyId);
  const sync = useSyncAction(companyId);
  useLiveAccounts(companyId);
  useAutoSync(list.data, list.isFetchedAfterMount, () => sync.run('auto'));
  const members = useCompanyMembers({ companyId, enabled: companyId !== null });
  const colleagues = (members.data ?? []).filter((member) => member.role !== 'client');

  // The texts of this screen load with it (they are not part of the workspace's first load).
  if (!ready) return <ListSkeleton rows={4} />;
  if (!companyId) {
    return (
      <div className="mx-auto w-full max-w-6xl">
        <EmptyState icon={Building2} title={t('noCompanyTitle')} description={te('codes.NO_ACTIVE_COMPANY')} />
      </div>
    );
  }

  const accounts = list.data?.accounts ?? [];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      {view.kind === 'detail' ? (
        <AccountDetail
          key={`${view.platform}:${view.accountId}`}
          companyId={companyId}
          platform={view.platform}
          accountId={view.accountId}
          alert={view.alert}
          colleagues={colleagues}
          conversation={(account) => notes({ accounts, account, focus: view.conversation })}
        />
      ) : (
        <AccountsOverview companyId={companyId} tab={view.tab} list={list} sync={sync} notes={notes({ accounts, focus: false })} />
      )}
    </div>
  );
}

interface AccountsOverviewProps {
  companyId: string;
  tab: AccountsTab;
  list: ReturnType<typeof useAccounts>;
  sync: ReturnType<typeof useSyncAction>;
  notes: ReactNode;
}

const tabIcons = { accounts: Megaphone, notes: MessageSquareText } as const;

function AccountsOverview({ companyId, tab, list, sync, notes }: AccountsOverviewProps) {
  const { t } = useTranslation('accounts');
  // In the address, so back, a reload and a shared link keep them.
  const [listView, setListView] = useUrlFilters(accountListFields);
  const [, setSearchParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const now = useNow();
  useDocumentTitle(tab === 'notes' ? `${t('tabs.notes')} · ${t('title')}` : t('title'));

  // Read from the address bar itself: a quick second click can come before React renders the first.
  const select = (next: AccountsTab) => {
    const current = new URLSearchParams(window.location.search);
    if (accountsViewOf(current).kind === 'list' && (current.get('tab') === 'notes' ? 'notes' : 'accounts') === next) return;
    setSearchParams(searchForAccountsTab(current, next));
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onPress={() => sync.run('manual')} isDisabled={sync.isSyncing} aria-busy={sync.isSyncing} data-testid="sync-button">
              <RefreshCw aria-hidden="true" className={sync.isSyncing ? 'animate-spin motion-reduce:animate-none' : ''} />
              {sync.isSyncing ? t('sync.busy') : t('sync.button')}
            </Button>
            <Button variant="primary" onPress={() => setAdding(true)} data-testid="add-account-button">
              <Plus aria-hidden="true" />
              {t('add.button')}
            </Button>
          </div>
        }
      />
      {list.data ? <PlatformSyncStatus platforms={list.data.platforms} now={now} settingsHref={koppelingenHref} /> : null}
      <MarketeerFilterChip companyId={companyId} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => select(key as AccountsTab)}>
        <IconTabList label={t('tabs.label')} tabs={(['accounts', 'notes'] as const).map((id) => ({ id, icon: tabIcons[id], label: t(`tabs.${id}`) }))} />
        <Tabs.Panel id="accounts" className="px-0 pt-4 pb-0">
          {list.isPending ? <ListSkeleton rows={4} /> : null}
          {list.isError && !list.data ? (
            <LoadError message={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
          ) : null}
          {list.data ? (
            <AccountList
              accounts={list.data.accounts}
              view={listView}
              onViewChange={setListView}
              onAdd={() => setAdding(true)}
              settingsHref={koppelingenHref}
            />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel id="notes" className="px-0 pt-4 pb-0">
          {notes}
        </Tabs.Panel>
      </Tabs>
      {adding ? <AddAccountDialog companyId={companyId} onClose={() => setAdding(false)} /> : null}
    </>
  );
}
