import { Button } from '@heroui/react';
import { Archive, RotateCcw, SearchX, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import { useNow } from '../../../lib/use-now';
import { useClientList } from '../api/get-clients';
import type { ClientListFilters } from '../api/keys';
import { ClientRow } from './client-row';

interface ClientListProps {
  companyId: string;
  filters: ClientListFilters;
  /** The search box holds text the list does not show yet (typing has not paused). */
  searching: boolean;
  onAdd: () => void;
  onReset: () => void;
}

/** The clients a page at a time ("Meer laden"), and the empty states: none at all, none archived, none for the filters. */
export function ClientList({ companyId, filters, searching, onAdd, onReset }: ClientListProps) {
  const { t } = useTranslation('clients');
  const now = useNow();
  const list = useClientList(companyId, filters);

  if (list.isPending) return <ListSkeleton rows={4} />;
  if (list.isError && !list.data) {
    return <LoadError message={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  }

  const clients = list.data.pages.flatMap((page) => page.clients);
  const narrowed = filters.q !== '' || filters.manager !== null;
  const busy = searching || list.isPlaceholderData;

  if (clients.length === 0) {
    if (narrowed) {
      return (
        <div aria-busy={busy} data-testid="clients-list">
          <EmptyState icon={SearchX} title={t('list.noResults')} description={t('list.noResultsBody')}>
            <Button size="sm" variant="tertiary" onPress={onReset}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('filters.reset')}
            </Button>
          </EmptyState>
        </div>
      );
    }
    if (filters.status === 'archived') {
      return (
        <div data-testid="clients-list">
          <EmptyState icon={Archive} title={t('list.emptyArchivedTitle')} description={t('list.emptyArchivedBody')} />
        </div>
      );
    }
    return (
      <div data-testid="clients-list">
        <EmptyState icon={Users} title={t('list.emptyTitle')} description={t('list.emptyBody')}>
          <Button variant="primary" onPress={onAdd}>
            {t('form.addTitle')}
          </Button>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className={`flex flex-col gap-3 transition-opacity ${busy ? 'opacity-60' : ''}`} aria-busy={busy} data-testid="clients-list">
      <p className="text-xs text-muted" aria-live="polite">
        {list.hasNextPage ? t('list.countMore', { count: clients.length }) : t('list.count', { count: clients.length })}
      </p>
      <ul aria-label={t('list.label')} className="flex flex-col gap-2">
        {clients.map((client) => (
          <ClientRow key={client.id} client={client} now={now} />
        ))}
      </ul>
      <LoadMoreFooter
        pages={list}
        count={clients.length}
        labels={{ loadMore: t('list.loadMore'), loadingMore: t('list.loadingMore'), end: t('list.end') }}
        className="py-2"
      />
    </div>
  );
}
