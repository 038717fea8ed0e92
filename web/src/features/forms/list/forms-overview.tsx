import { Button } from '@heroui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { useMarketeerFilter } from '../../../lib/marketeer-filter';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNewParam } from '../../../lib/use-new-param';
import { choiceFilter, textFilter, type UrlFilterFields, useUrlFilters } from '../../../lib/use-url-filters';
import { MarketeerFilterChip } from '../../company/components/marketeer-filter-chip';
import type { FormListFilters } from './api/forms-api';
import { type FormStatus, formStatusValues } from '../../../../../common/form-constants';
import { FormList } from './form-list';
import { NewFormDialog } from './new-form-dialog';
import { SegmentedFilter } from './segmented-filter';

/** The search and the status in the address: /forms?q=intake&status=archived. */
const formListFields: UrlFilterFields<{ search: string; status: FormStatus }> = {
  search: textFilter('q'),
  status: choiceFilter('status', formStatusValues, 'published'),
};

/**
 * The company's forms: "Nieuw formulier" (the builder opens after it), the status (Concept,
 * Gepubliceerd, Gearchiveerd), the search (asked of the server once typing pauses) and the
 * sidebar's marketeer (the forms that colleague owns).
 */
export function FormsOverview({ companyId }: { companyId: string }) {
  const { t } = useTranslation('forms');
  const [searchParams, setSearchParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [{ search, status }, setFilters] = useUrlFilters(formListFields);
  const q = useDebouncedValue(search.trim(), 300);
  const ownerId = useMarketeerFilter((s) => s.selectedMarketeerId);
  const selectMarketeer = useMarketeerFilter((s) => s.selectMarketeer);
  useDocumentTitle(t('title'));
  // `new=form` (Ctrl-K "Nieuw formulier") opens the dialog once.
  useNewParam('form', searchParams, setSearchParams, true, () => setCreating(true));

  const filters: FormListFilters = { status, q, ownerId };
  const reset = () => {
    setFilters({ search: '' });
    selectMarketeer(null);
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="primary" onPress={() => setCreating(true)} data-testid="new-form-button">
            <Plus aria-hidden="true" />
            {t('create.button')}
          </Button>
        }
      />
      <MarketeerFilterChip companyId={companyId} hint={(name) => t('filters.ownerHint', { name })} />
      <section aria-label={t('filters.label')} className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SegmentedFilter
          label={t('filters.statusLabel')}
          value={status}
          options={formStatusValues.map((id) => ({ id, label: t(`status.${id}`) }))}
          onChange={(value) => setFilters({ status: value })}
        />
        <div className="w-full sm:max-w-xs">
          <SearchInput
            label={t('filters.search')}
            value={search}
            onChange={(value) => setFilters({ search: value })}
            placeholder={t('filters.searchPlaceholder')}
          />
        </div>
      </section>
      <FormList companyId={companyId} filters={filters} searching={search.trim() !== q} onCreate={() => setCreating(true)} onReset={reset} />
      {creating ? <NewFormDialog companyId={companyId} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
