import { Button, Tabs } from '@heroui/react';
import { Building2, LayoutTemplate, ListChecks, Plus } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Person } from '../../../../../common/schemas/ad-accounts';
import type { ChecklistAccount, ChecklistSummary } from '../../../../../common/schemas/checklists';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { IconTabList } from '../../../components/ui/icon-tab-list';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import type { PersonOption } from '../../../components/ui/people-select';
import { useMarketeerFilter } from '../../../lib/marketeer-filter';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorText } from '../../../lib/use-error-text';
import { useNow } from '../../../lib/use-now';
import { useCompanyMembers } from '../../company/api/get-members';
import { useDeleteChecklist } from '../api/delete-checklist';
import { useCompanyAdAccounts } from '../api/get-ad-accounts';
import { useChecklists } from '../api/get-checklists';
import { useChecklistTemplates } from '../api/get-templates';
import { isLoadStopped } from '../api/gated-query';
import { checklistListKey, checklistTemplatesKey } from '../api/keys';
import type { CompanyTemplate, TemplateChoice } from '../checklist-draft';
import { accountOfParam, activeFilterCount, checklistFilterFields, filterChecklists, noChecklistFilters } from '../checklist-list';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { type ChecklistsTab, checklistsViewOf, searchForTab, searchWithOpen, searchWithoutAccount } from '../checklists-view';
import { useLiveChecklists } from '../hooks/use-live-checklists';
import { ChecklistFilters } from './checklist-filters';
import { ChecklistList } from './checklist-list';
import { ChecklistPanel } from './checklist-panel';
import { CreateChecklistDialog } from './create-checklist-dialog';
import { LoadStopped } from './load-stopped';
import { TemplatesView } from './templates-view';
import { MarketeerFilterChip } from '../../company/components/marketeer-filter-chip';
import { useNewParam } from '../../../lib/use-new-param';

interface ChecklistsScreenProps {
  companyId: string | null;
  viewer: Person;
  /** The user's role in the active company is admin (may delete anyone's comment). */
  isAdmin: boolean;
}

const tabIcons = { checklists: ListChecks, templates: LayoutTemplate } as const;

/**
 * /checklists: the company's checklists grouped per ad account (search, Alles / Van mij / Gedeeld
 * met mij, interval, the sidebar's marketeer; `?account=` narrows to one account), the templates, and the open checklist
 * (`?checklist=<id>`) beside them on wide screens, instead of them on small ones. Live through the
 * company channel; loading goes through the fetch gates (2 s apart, stopped after 3 errors).
 */
export function ChecklistsScreen({ companyId, viewer, isAdmin }: ChecklistsScreenProps) {
  const { t, ready } = useTranslation('checklists');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const now = useNow();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const view = checklistsViewOf(searchParams);
  const list = useChecklists(companyId);
  const templates = useChecklistTemplates(companyId);
  const adAccounts = useCompanyAdAccounts(companyId);
  const members = useCompanyMembers({ companyId, enabled: companyId !== null });
  const remove = useDeleteChecklist(companyId);
  const [filters, setFilters] = useUrlFilters(checklistFilterFields);
  // The sidebar's marketeer selector ('Alle Marketeers' is null).
  const marketeerId = useMarketeerFilter((s) => s.selectedMarketeerId);
  const [creating, setCreating] = useState<{ initial: TemplateChoice | null } | null>(null);
  const [deleting, setDeleting] = useState<ChecklistSummary | null>(null);
  const [shownDelete, setShownDelete] = useState<ChecklistSummary | null>(null);
  useDocumentTitle(view.tab === 'templates' ? `${t('tabs.templates')} · ${t('title')}` : t('title'));

  const colleagues = useMemo<PersonOption[]>(() => (members.data ?? []).filter((m) => m.role !== 'client'), [members.data]);
  const people = useMemo(() => new Map(colleagues.map((person) => [person.id, person])), [colleagues]);
  const accounts: readonly ChecklistAccount[] = adAccounts.data ?? [];
  const checklists = useMemo(() => list.data?.checklists ?? [], [list.data]);
  const companyTemplates: readonly CompanyTemplate[] = templates.data?.templates ?? [];

  // Read from the address bar itself: a quick second click can come before React renders the first.
  // Stable (navigate does not change with the query string), so the memoized rows keep their props.
  const setOpen = useCallback(
    (id: string | null) => {
      const current = new URLSearchParams(window.location.search);
      void navigate({ search: `?${searchWithOpen(current, id).toString()}` }, { replace: id === null });
    },
    [navigate],
  );

  // The list follows the filters at a lower priority: typing stays immediate, and React renders
  // the filtered rows in the background (interrupted by the next key).
  const listFilters = useDeferredValue(filters);
  const accountParam = useMemo(() => checklistsViewOf(searchParams).account, [searchParams]);
  const shown = useMemo(
    () => filterChecklists(checklists, listFilters, viewer.id, accountParam, marketeerId),
    [checklists, listFilters, viewer.id, accountParam, marketeerId],
  );

  useLiveChecklists(companyId, viewer.id, (id) => {
    if (new URLSearchParams(window.location.search).get('checklist') !== id) return;
    setOpen(null);
    toast.info(t('detail.gone'));
  });

  // `new=checklist` (the command palette's "Nieuwe checklist") opens the create dialog once.
  useNewParam('checklist', searchParams, setSearchParams, ready && companyId !== null, () => setCreating((open) => open ?? { initial: null }));

  if (!ready) return <ListSkeleton rows={4} />;
  if (!companyId) {
    return (
      <div className="mx-auto w-full max-w-7xl">
        <EmptyState icon={Building2} title={t('noCompanyTitle')} description={te('codes.NO_ACTIVE_COMPANY')} />
      </div>
    );
  }

  const filterAccount = accountParam ? accountOfParam(accountParam, [...accounts, ...checklists.map((c) => c.adAccount)]) : null;
  const isFiltered = activeFilterCount(filters) > 0 || marketeerId !== null;

  const selectTab = (tab: ChecklistsTab) => {
    const current = new URLSearchParams(window.location.search);
    if ((current.get('tab') === 'templates' ? 'templates' : 'checklists') === tab) return;
    setSearchParams(searchForTab(current, tab));
  };

  const closeOpen = () => {
    const id = view.openId;
    setOpen(null);
    if (id) window.requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-checklist-id="${CSS.escape(id)}"] button`)?.focus());
  };

  const startCreate = (initial: TemplateChoice | null) => setCreating({ initial });

  const askDelete = (checklist: ChecklistSummary) => {
    setDeleting(checklist);
    setShownDelete(checklist);
  };

  const confirmDelete = () => {
    const target = deleting;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success(target.isTemplate ? t('delete.templateDone') : t('delete.done'), { description: target.title });
        if (new URLSearchParams(window.location.search).get('checklist') === target.id) setOpen(null);
      },
      onError: (error) => toast.danger(t('delete.failed'), { description: errorText(error) }),
      onSettled: () => setDeleting(null),
    });
  };

  const listStopped = isLoadStopped(checklistListKey(companyId));
  const openId = view.openId;

  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-6">
      {/* A small screen shows the open checklist alone: the page keeps its h1 for assistive technology. */}
      {openId ? <h1 className="sr-only xl:hidden">{t('title')}</h1> : null}
      <div className={openId ? 'hidden xl:block' : ''}>
        <PageHeader
          title={t('title')}
          description={t('description')}
          actions={
            <Button variant="primary" onPress={() => startCreate(null)} data-testid="create-checklist-button">
              <Plus aria-hidden="true" />
              {t('add.button')}
            </Button>
          }
        />
      </div>
      <div className="grid min-w-0 items-start gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className={`min-w-0 ${openId ? 'hidden xl:block' : ''}`}>
          <Tabs selectedKey={view.tab} onSelectionChange={(key) => selectTab(key as ChecklistsTab)}>
            <IconTabList
              label={t('tabs.label')}
              tabs={(['checklists', 'templates'] as const).map((id) => ({ id, icon: tabIcons[id], label: t(`tabs.${id}`) }))}
            />
            <Tabs.Panel id="checklists" className="flex min-w-0 flex-col gap-4 px-0 pt-4 pb-0">
              <MarketeerFilterChip companyId={companyId} />
              {listStopped ? <LoadStopped /> : null}
              {list.data ? (
                <>
                  {checklists.length > 0 ? (
                    <>
                      <ChecklistFilters
                        filters={filters}
                        onChange={setFilters}
                        account={
                          accountParam
                            ? {
                                name: filterAccount?.name ?? accountParam.value,
                                onClear: () => setSearchParams(searchWithoutAccount(new URLSearchParams(window.location.search))),
                              }
                            : null
                        }
                      />
                      <p className="text-xs text-muted" aria-live="polite">
                        {shown.length === checklists.length
                          ? t('list.count', { count: checklists.length })
                          : t('list.countFiltered', { count: shown.length, total: checklists.length })}
                      </p>
                    </>
                  ) : null}
                  <ChecklistList
                    all={checklists}
                    shown={shown}
                    forAccount={accountParam !== null}
                    isFiltered={isFiltered}
                    people={people}
                    openId={openId}
                    now={now}
                    onOpen={setOpen}
                    onCreate={() => startCreate(null)}
                    onResetFilters={() => setFilters(noChecklistFilters)}
                  />
                </>
              ) : listStopped ? null : list.isError ? (
                <LoadError message={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
              ) : (
                <ListSkeleton rows={4} />
              )}
            </Tabs.Panel>
            <Tabs.Panel id="templates" className="px-0 pt-4 pb-0">
              <TemplatesView
                templates={templates.data?.templates}
                isPending={templates.isPending}
                error={templates.error}
                isStopped={isLoadStopped(checklistTemplatesKey(companyId))}
                isRetrying={templates.isFetching}
                onRetry={() => void templates.refetch()}
                openId={openId}
                onOpen={setOpen}
                onUse={startCreate}
                onDelete={askDelete}
              />
            </Tabs.Panel>
          </Tabs>
        </div>
        {openId ? (
          <div className="min-w-0 xl:sticky xl:top-6 xl:max-h-[calc(100dvh-3rem)] xl:overflow-auto xl:rounded-2xl" data-testid="checklist-panel-scroll">
            <ChecklistPanel
              key={openId}
              companyId={companyId}
              checklistId={openId}
              me={viewer}
              viewerId={viewer.id}
              isAdmin={isAdmin}
              colleagues={colleagues}
              accounts={accounts}
              now={now}
              onClose={closeOpen}
              onOpen={setOpen}
              onUseTemplate={(template) => startCreate({ kind: 'company', template })}
              onDelete={askDelete}
            />
          </div>
        ) : list.data ? (
          <p className="hidden items-center justify-center rounded-2xl border border-dashed border-border p-8 text-center text-sm text-muted xl:flex">
            {checklists.length > 0 || view.tab === 'templates' ? t('list.choose') : t('list.start')}
          </p>
        ) : null}
      </div>
      {creating ? (
        <CreateChecklistDialog
          companyId={companyId}
          accounts={accounts}
          templates={companyTemplates}
          initial={creating.initial}
          accountId={filterAccount?.id ?? null}
          onClose={() => setCreating(null)}
          onCreated={(id, title) => {
            setCreating(null);
            toast.success(t('create.done'), { description: title });
            const current = new URLSearchParams(window.location.search);
            setSearchParams(searchWithOpen(searchForTab(current, 'checklists'), id));
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title={shownDelete?.isTemplate ? t('delete.templateTitle') : t('delete.title')}
        confirmLabel={t('delete.confirm')}
        busyLabel={t('delete.busy')}
        isBusy={remove.isPending}
      >
        <p>{shownDelete?.isTemplate ? t('delete.templateBody', { title: shownDelete.title }) : t('delete.body', { title: shownDelete?.title ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
