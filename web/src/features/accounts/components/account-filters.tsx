import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/ui/filter-select';
import { SearchInput } from '../../../components/ui/search-input';
import { type AccountListView, type AccountSort, accountSorts, type PlatformFilter, platformFilters } from '../account-list';

interface AccountFiltersProps {
  view: AccountListView;
  onChange: (view: AccountListView) => void;
}

/** Zoeken (name, account id, client), Platform (Alle / Facebook / Google) and Sorteren. */
export function AccountFilters({ view, onChange }: AccountFiltersProps) {
  const { t } = useTranslation('accounts');
  return (
    <section aria-label={t('filters.label')} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_13rem]">
      <SearchInput
        label={t('filters.search')}
        value={view.search}
        onChange={(search) => onChange({ ...view, search })}
        placeholder={t('filters.searchPlaceholder')}
      />
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <FilterSelect
          label={t('filters.platform')}
          value={view.platform}
          options={platformFilters.map((id) => ({ id, label: id === 'all' ? t('filters.all') : t(`platforms.${id}`) }))}
          onChange={(value) => onChange({ ...view, platform: value as PlatformFilter })}
        />
        <FilterSelect
          label={t('filters.sort')}
          value={view.sort}
          options={accountSorts.map((id) => ({ id, label: t(`filters.sorts.${id}`) }))}
          onChange={(value) => onChange({ ...view, sort: value as AccountSort })}
        />
      </div>
    </section>
  );
}
