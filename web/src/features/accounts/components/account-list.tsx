import { Button } from '@heroui/react';
import { Megaphone, RotateCcw, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdAccount } from '../../../../../common/schemas/ad-accounts';
import { buttonClass } from '../../../components/ui/button-class';
import { EmptyState } from '../../../components/ui/empty-state';
import { useNow } from '../../../lib/use-now';
import { type AccountListView, defaultAccountView, visibleAccounts } from '../account-list';
import { AccountFilters } from './account-filters';
import { AccountRow } from './account-row';
import { useMarketeerFilter } from '../../../lib/marketeer-filter';

interface AccountListProps {
  accounts: readonly AdAccount[];
  view: AccountListView;
  onViewChange: (view: AccountListView) => void;
  onAdd: () => void;
  settingsHref: string;
}

/** The filters and the filtered, sorted accounts; the two empty states (none at all, none for the filters). */
export function AccountList({ accounts, view, onViewChange, onAdd, settingsHref }: AccountListProps) {
  const { t } = useTranslation('accounts');
  const now = useNow();
  // The sidebar's marketeer selector: only the accounts that colleague is assigned to.
  const marketeerId = useMarketeerFilter((s) => s.selectedMarketeerId);
  const selectMarketeer = useMarketeerFilter((s) => s.selectMarketeer);

  if (accounts.length === 0) {
    return (
      <div data-testid="accounts-list">
        <EmptyState icon={Megaphone} title={t('list.emptyTitle')} description={t('list.emptyBody')}>
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="primary" onPress={onAdd}>
              {t('add.button')}
            </Button>
            <Link to={settingsHref} className={buttonClass({ variant: 'secondary' })}>
              {t('connectHint.link')}
            </Link>
          </div>
        </EmptyState>
      </div>
    );
  }

  const shown = visibleAccounts(accounts, { ...view, assignee: marketeerId });
  return (
    <div className="flex flex-col gap-4" data-testid="accounts-list">
      <AccountFilters view={view} onChange={onViewChange} />
      <p className="text-xs text-muted" aria-live="polite">
        {shown.length === accounts.length
          ? t('list.count', { count: accounts.length })
          : t('list.countFiltered', { count: shown.length, total: accounts.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState icon={SearchX} title={t('list.noResults')} description={t('list.noResultsBody')}>
          <Button
            size="sm"
            variant="tertiary"
            onPress={() => {
              onViewChange({ ...defaultAccountView, sort: view.sort });
              selectMarketeer(null);
            }}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('filters.reset')}
          </Button>
        </EmptyState>
      ) : (
        <ul aria-label={t('list.label')} className="flex flex-col gap-2">
          {shown.map((account) => (
            <AccountRow key={account.id} account={account} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}
