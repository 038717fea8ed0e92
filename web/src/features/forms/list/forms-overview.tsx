import { Button } from '@heroui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchInput } from '../../../components/ui/search-input';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListScreen } from '../../../lib/use-list-screen';
import { choiceFilter, textFilter, type UrlFilterFields } from '../../../lib/use-url-filters';
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
  const [creating, setCreating] = useState(false);
  // `new=form` (Ctrl-K "Nieuw formulier") opens the dialog once; the sidebar's marketeer: the forms that colleague owns.
  const list = useListScreen(formListFields, { newKind: 'form', onNew: () => setCreating(true), resetTo: { search: '' } });
  const { search, status } = list.values;
  const setFilters = list.setFilters;
  useDocumentTitle(t('title'));
  const filters: FormListFilters = { status, q: list.q, ownerId: list.marketeerId };

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
      <FormList companyId={companyId} filters={filters} searching={list.searching} onCreate={() => setCreating(true)} onReset={list.reset} />
      {creating ? <NewFormDialog companyId={companyId} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
