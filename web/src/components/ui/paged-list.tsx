import { Button } from '@heroui/react';
import { RotateCcw, SearchX } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './load-error';
import { LoadMoreFooter } from './load-more-footer';

/** What the list reads of TanStack Query's `useInfiniteQuery` result. */
export interface PagedQuery<P> {
  isPending: boolean;
  error: unknown;
  data: { pages: P[] } | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface PagedListLabels {
  loadFailed: string;
  /** The list's accessible name. */
  label: string;
  /** "n …" and, while more pages wait, "n … (meer laden kan)". */
  count: (count: number) => string;
  countMore: (count: number) => string;
  loadMore: string;
  loadingMore: string;
  end: string;
  noResults: string;
  noResultsBody: string;
  reset: string;
  /** Read after the count by a screen reader only (e.g. that the list updates by itself). */
  countNote?: string | undefined;
}

interface PagedListProps<P, T> {
  query: PagedQuery<P>;
  /** The items of one page. */
  itemsOf: (page: P) => T[];
  keyOf: (item: T) => string;
  /** One row: an `<li>`. */
  renderItem: (item: T) => ReactNode;
  labels: PagedListLabels;
  /** A search or filter narrows the list: an empty list then says "no results" with a reset button. */
  narrowed: boolean;
  onReset: () => void;
  /** The search box holds text the list does not show yet (typing has not paused). */
  searching: boolean;
  /** What an empty list says when nothing narrows it (per status, with its action). */
  empty: ReactNode;
  testId: string;
  /** The rows' arrangement: one under the other (default), or a grid of cards. */
  layout?: 'list' | 'grid';
  /** Between the count and the rows (a bar of actions on the selection). */
  toolbar?: ReactNode;
  /** After the list (the dialogs its rows open). */
  children?: ReactNode;
}

/**
 * A screen's list loaded a page at a time ("Meer laden"): a skeleton while the first page loads, the
 * load error with a retry, the empty states (none for the filters, with a reset; none at all), the
 * count, the rows, and the footer. Dimmed while a new search loads (the previous result stays).
 */
export function PagedList<P, T>({
  query,
  itemsOf,
  keyOf,
  renderItem,
  labels,
  narrowed,
  onReset,
  searching,
  empty,
  testId,
  layout = 'list',
  toolbar,
  children,
}: PagedListProps<P, T>) {
  if (query.isPending) return <ListSkeleton rows={4} />;
  if (!query.data) {
    return <LoadError message={labels.loadFailed} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  const items = query.data.pages.flatMap(itemsOf);
  const busy = searching || query.isPlaceholderData;

  if (items.length === 0) {
    return (
      <div aria-busy={busy} data-testid={testId}>
        {narrowed ? (
          <EmptyState icon={SearchX} title={labels.noResults} description={labels.noResultsBody}>
            <Button size="sm" variant="tertiary" onPress={onReset}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {labels.reset}
            </Button>
          </EmptyState>
        ) : (
          empty
        )}
        {children}
      </div>
    );
  }

  return (
    <div className={`flex flex-col gap-3 transition-opacity ${busy ? 'opacity-60' : ''}`} aria-busy={busy} data-testid={testId}>
      <p className="text-xs text-muted" aria-live="polite">
        {query.hasNextPage ? labels.countMore(items.length) : labels.count(items.length)}
        {labels.countNote ? <span className="sr-only"> {labels.countNote}</span> : null}
      </p>
      {toolbar}
      <ul
        aria-label={labels.label}
        className={layout === 'grid' ? 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5' : 'flex flex-col gap-2'}
      >
        {items.map((item) => (
          <Fragment key={keyOf(item)}>{renderItem(item)}</Fragment>
        ))}
      </ul>
      <LoadMoreFooter pages={query} count={items.length} labels={labels} className="py-2" />
      {children}
    </div>
  );
}

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * The labels from a namespace's keys under `prefix` (`loadFailed`, `label`, `count`, `countMore`,
 * `loadMore`, `loadingMore`, `end`, `noResults`, `noResultsBody`, and `live` when `withLiveNote`)
 * and its `filters.reset`.
 */
export function usePagedListLabels(ns: 'clients' | 'forms' | 'creatives', prefix: 'list' | 'submissions', withLiveNote = false): PagedListLabels {
  const { t: typed } = useTranslation(ns);
  const t = typed as unknown as LooseT;
  const k = (key: string, options?: Record<string, unknown>) => t(`${prefix}.${key}`, options);
  return {
    loadFailed: k('loadFailed'),
    label: k('label'),
    count: (count) => k('count', { count }),
    countMore: (count) => k('countMore', { count }),
    loadMore: k('loadMore'),
    loadingMore: k('loadingMore'),
    end: k('end'),
    noResults: k('noResults'),
    noResultsBody: k('noResultsBody'),
    reset: t('filters.reset'),
    countNote: withLiveNote ? k('live') : undefined,
  };
}
