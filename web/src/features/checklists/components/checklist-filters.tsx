import { Button } from '@heroui/react';
import { RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { refreshIntervals } from '../../../../../common/checklist-constants';
import { FilterSelect } from '../../../components/ui/filter-select';
import { SearchInput } from '../../../components/ui/search-input';
import {
  activeFilterCount,
  type ChecklistFilters as Filters,
  type IntervalFilter,
  noChecklistFilters,
  type OwnerFilter,
  ownerFilters,
} from '../checklist-list';

interface ChecklistFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** The account the URL narrows the list to (its name), with the way back to all accounts. */
  account: { name: string; onClear: () => void } | null;
}

/** Zoeken (title, account), Tonen (Alles / Van mij / Gedeeld met mij), Herhaling, and the URL's account. */
export function ChecklistFilters({ filters, onChange, account }: ChecklistFiltersProps) {
  const { t } = useTranslation('checklists');
  return (
    <section aria-label={t('filters.label')} className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-2">
        <div className="col-span-2 md:col-span-1 xl:col-span-2">
          <SearchInput
            label={t('filters.search')}
            value={filters.search}
            onChange={(search) => onChange({ ...filters, search })}
            placeholder={t('filters.searchPlaceholder')}
          />
        </div>
        <FilterSelect
          label={t('filters.show')}
          value={filters.owner}
          options={ownerFilters.map((id) => ({ id, label: t(`filters.owner.${id}`) }))}
          onChange={(value) => onChange({ ...filters, owner: value as OwnerFilter })}
        />
        <FilterSelect
          label={t('filters.interval')}
          value={filters.interval}
          options={[{ id: 'all', label: t('filters.intervalAll') }, ...refreshIntervals.map((id) => ({ id, label: t(`repeatOptions.${id}`) }))]}
          onChange={(value) => onChange({ ...filters, interval: value as IntervalFilter })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {account ? (
          <Button
            size="sm"
            variant="secondary"
            onPress={account.onClear}
            aria-label={`${t('filters.account', { name: account.name })}. ${t('filters.clearAccount')}`}
            data-testid="account-filter"
          >
            <span className="max-w-48 truncate">{t('filters.account', { name: account.name })}</span>
            <X aria-hidden="true" className="size-4" />
          </Button>
        ) : null}
        <Button size="sm" variant="tertiary" isDisabled={activeFilterCount(filters) === 0} onPress={() => onChange(noChecklistFilters)}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('filters.reset')}
        </Button>
      </div>
    </section>
  );
}
