import { useSearchParams } from 'react-router';
import { useMarketeerFilter } from './marketeer-filter';
import { useDebouncedValue } from './use-debounced-value';
import { useNewParam } from './use-new-param';
import { type UrlFilterFields, useUrlFilters } from './use-url-filters';

interface ListScreenOptions<T> {
  /** `new=<kind>` in the address (a "Nieuw …" shortcut) calls `onNew` once. */
  newKind: string;
  onNew: () => void;
  /** What "Filters wissen" sets (the sidebar's marketeer is cleared too). */
  resetTo: Partial<T>;
}

/**
 * A list screen's filters (clients, forms): the address's filters with a search box, the search as
 * the server is asked it (trimmed, once typing pauses 300 ms), the sidebar's marketeer, the "new"
 * shortcut, and the reset of an empty result.
 */
export function useListScreen<T extends { search: string }>(fields: UrlFilterFields<T>, { newKind, onNew, resetTo }: ListScreenOptions<T>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [values, setFilters] = useUrlFilters(fields);
  const q = useDebouncedValue(values.search.trim(), 300);
  const marketeerId = useMarketeerFilter((s) => s.selectedMarketeerId);
  const selectMarketeer = useMarketeerFilter((s) => s.selectMarketeer);
  useNewParam(newKind, searchParams, setSearchParams, true, onNew);
  const reset = () => {
    setFilters(resetTo);
    selectMarketeer(null);
  };
  return { values, setFilters, q, searching: values.search.trim() !== q, marketeerId, reset };
}
