import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/ui/filter-select';
import { SearchInput } from '../../../components/ui/search-input';
import type { ClientListFilters } from '../api/keys';

const statuses = ['active', 'archived', 'all'] as const;

interface ClientFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  status: ClientListFilters['status'];
  onStatusChange: (status: ClientListFilters['status']) => void;
}

/** Zoeken (name or code) and Status (Actief / Gearchiveerd / Alle). */
export function ClientFilters({ search, onSearchChange, status, onStatusChange }: ClientFiltersProps) {
  const { t } = useTranslation('clients');
  return (
    <section aria-label={t('filters.label')} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
      <SearchInput label={t('filters.search')} value={search} onChange={onSearchChange} placeholder={t('filters.searchPlaceholder')} />
      <FilterSelect
        label={t('filters.status')}
        value={status}
        options={statuses.map((id) => ({ id, label: t(`status.${id}`) }))}
        onChange={(value) => onStatusChange(value as ClientListFilters['status'])}
      />
    </section>
  );
}
