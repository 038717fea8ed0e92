import { Button, ToggleButton, ToggleButtonGroup } from '@heroui/react';
import { LayoutGrid, List, Palette, Plus, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { creativeStatusValues, type CreativeStatus } from '../../../../../common/creative-constants';
import type { CreativeListResponse } from '../../../../../common/schemas/creatives';
import { EmptyState } from '../../../components/ui/empty-state';
import { FilterSelect } from '../../../components/ui/filter-select';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedList, usePagedListLabels } from '../../../components/ui/paged-list';
import { SearchInput } from '../../../components/ui/search-input';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorText } from '../../../lib/use-error-text';
import { useListScreen } from '../../../lib/use-list-screen';
import { choiceFilter, textFilter, type UrlFilterFields } from '../../../lib/use-url-filters';
import { useClientOptions } from '../../clients/api/get-client-options';
import { MarketeerFilterChip } from '../../company/components/marketeer-filter-chip';
import { useBulkReview, useCreativeList, type CreativeListFilters } from '../api/creatives-api';
import { NewCreativeDialog } from '../upload/new-creative-dialog';
import { CreativeItem } from './creative-item';

const statusChoices = ['all', ...creativeStatusValues] as const;
const dueChoices = ['all', 'overdue', 'week', 'none'] as const;
const viewChoices = ['grid', 'list'] as const;

interface OverviewFilters {
  search: string;
  status: (typeof statusChoices)[number];
  due: (typeof dueChoices)[number];
  client: string;
  view: (typeof viewChoices)[number];
}

/** The filters and the view in the address: /creatives?status=in_review&client=<id>&view=list. */
const overviewFields: UrlFilterFields<OverviewFilters> = {
  search: textFilter('q'),
  status: choiceFilter('status', statusChoices, 'all'),
  due: choiceFilter('due', dueChoices, 'all'),
  client: textFilter('client'),
  view: choiceFilter('view', viewChoices, 'grid'),
};

/**
 * /creatives: the company's creatives per client and campaign, as a grid of pictures or a list;
 * filters for client, status, due date and the sidebar's marketeer, a search over name, campaign
 * and client; "Nieuwe creative" and, for the selected ones, "Naar review sturen".
 */
export function CreativesOverview({ companyId }: { companyId: string }) {
  const { t } = useTranslation('creatives');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const list = useListScreen(overviewFields, {
    newKind: 'creative',
    onNew: () => setCreating(true),
    resetTo: { search: '', status: 'all', due: 'all', client: '' },
  });
  const { search, status, due, client, view } = list.values;
  const clients = useClientOptions(companyId);
  const bulk = useBulkReview(companyId);
  useDocumentTitle(t('title'));
  const filters: CreativeListFilters = {
    q: list.q,
    clientId: client || null,
    status: status === 'all' ? null : (status as CreativeStatus),
    due: due === 'all' ? null : due,
    marketeer: list.marketeerId,
  };
  const query = useCreativeList(companyId, filters);
  const labels = usePagedListLabels('creatives', 'list', true);
  const narrowed = search.trim() !== '' || status !== 'all' || due !== 'all' || client !== '' || list.marketeerId !== null;

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const sendSelected = () => {
    const ids = [...selected];
    bulk.mutate(ids, {
      onSuccess: ({ sent, skipped }) => {
        setSelected(new Set());
        if (sent.length > 0) toast.success(t('bulk.sent', { count: sent.length }));
        if (skipped.length > 0) toast.warning(t('bulk.skipped', { count: skipped.length }));
      },
      onError: (error) => toast.danger(errorText(error)),
    });
  };

  const toolbar =
    selected.size > 0 ? (
      <div
        className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface px-3 py-2"
        role="region"
        aria-label={t('bulk.label')}
        data-testid="creatives-bulk"
      >
        <span className="text-sm text-foreground" aria-live="polite">
          {t('bulk.selected', { count: selected.size })}
        </span>
        <Button size="sm" variant="primary" onPress={sendSelected} isPending={bulk.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {t('bulk.review')}
        </Button>
        <Button size="sm" variant="ghost" onPress={() => setSelected(new Set())}>
          {t('bulk.clear')}
        </Button>
      </div>
    ) : null;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="primary" onPress={() => setCreating(true)} data-testid="new-creative-button">
            <Plus aria-hidden="true" />
            {t('create')}
          </Button>
        }
      />
      <MarketeerFilterChip companyId={companyId} hint={(name) => t('filters.marketeerHint', { name })} />
      <section aria-label={t('filters.label')} className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.5fr)_auto] md:items-end">
        <FilterSelect
          label={t('filters.client')}
          value={client || 'all'}
          options={[{ id: 'all', label: t('filters.allClients') }, ...(clients.data?.clients ?? []).map((c) => ({ id: c.id, label: c.name }))]}
          onChange={(value) => list.setFilters({ client: value === 'all' ? '' : value })}
        />
        <FilterSelect
          label={t('filters.status')}
          value={status}
          options={statusChoices.map((id) => ({ id, label: id === 'all' ? t('filters.allStatuses') : t(`status.${id}`) }))}
          onChange={(value) => list.setFilters({ status: value as OverviewFilters['status'] })}
        />
        <FilterSelect
          label={t('filters.due')}
          value={due}
          options={dueChoices.map((id) => ({ id, label: t(`filters.dueChoice.${id}`) }))}
          onChange={(value) => list.setFilters({ due: value as OverviewFilters['due'] })}
        />
        <div className="col-span-2 md:col-span-1">
          <SearchInput
            label={t('filters.search')}
            value={search}
            onChange={(value) => list.setFilters({ search: value })}
            placeholder={t('filters.searchPlaceholder')}
          />
        </div>
        <ToggleButtonGroup
          aria-label={t('filters.view')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[view]}
          onSelectionChange={(keys) => {
            const [next] = [...keys];
            if (next) list.setFilters({ view: next as OverviewFilters['view'] });
          }}
          className="col-span-2 justify-self-start md:col-span-1"
        >
          <ToggleButton id="grid" aria-label={t('filters.grid')} isIconOnly>
            <LayoutGrid aria-hidden="true" className="size-4" />
          </ToggleButton>
          <ToggleButton id="list" aria-label={t('filters.list')} isIconOnly>
            <List aria-hidden="true" className="size-4" />
          </ToggleButton>
        </ToggleButtonGroup>
      </section>
      <PagedList
        query={query}
        itemsOf={(page: CreativeListResponse) => page.creatives}
        keyOf={(item) => item.id}
        layout={view}
        toolbar={toolbar}
        renderItem={(item) => (
          <CreativeItem
            creative={item}
            layout={view}
            open={`/creatives?creative=${item.id}`}
            selected={selected.has(item.id)}
            onSelect={(on) => toggle(item.id, on)}
          />
        )}
        labels={labels}
        narrowed={narrowed}
        onReset={list.reset}
        searching={list.searching}
        testId="creatives-list"
        empty={
          <EmptyState icon={Palette} title={t('empty.title')} description={t('empty.body')}>
            <Button size="sm" variant="primary" onPress={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('create')}
            </Button>
          </EmptyState>
        }
      />
      {creating ? (
        <NewCreativeDialog
          companyId={companyId}
          clientId={client || null}
          onClose={() => setCreating(false)}
          onDone={(creative) => {
            setCreating(false);
            toast.success(t('created'), { description: creative.name });
            void navigate(`/creatives?creative=${creative.id}`);
          }}
        />
      ) : null}
    </>
  );
}
