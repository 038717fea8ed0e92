import { Label, SearchField } from '@heroui/react';
import { Palette } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canvaExportFormats, type CanvaDesign, type CanvaExportFormat } from '../../../../../common/schemas/creative-imports';
import { FormSelect } from '../../../components/ui/form-select';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCanvaDesigns } from '../api/imports';
import { ImportThumb } from './import-thumb';

interface CanvaDesignsProps {
  /** The design being imported (its button shows a spinner, all are disabled meanwhile). */
  busyId: string | null;
  onPick: (design: CanvaDesign, format: CanvaExportFormat) => void;
}

/**
 * The person's Canva designs as a grid of buttons (Enter or Space picks one): a search over their
 * titles (Canva's own, asked once typing pauses), the format the design comes in as, and the next
 * page with "Meer laden" (or by scrolling to it).
 */
export function CanvaDesigns({ busyId, onPick }: CanvaDesignsProps) {
  const { t } = useTranslation('creatives');
  const { t: tc } = useTranslation();
  const [search, setSearch] = useState('');
  const [format, setFormat] = useState<CanvaExportFormat>('png');
  const query = useDebouncedValue(search.trim(), 400);
  const designs = useCanvaDesigns(query, true);
  const items = designs.data?.pages.flatMap((page) => page.designs) ?? [];
  const busy = busyId !== null;

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-start">
        <SearchField value={search} onChange={setSearch} fullWidth variant="secondary" className="min-w-0">
          <Label>{t('import.canva.search')}</Label>
          <SearchField.Group>
            <SearchField.SearchIcon />
            <SearchField.Input placeholder={t('import.canva.searchPlaceholder')} className="min-w-0" />
            {/* HeroUI's close button says "Close" otherwise. */}
            <SearchField.ClearButton aria-label={tc('clearSearch')} />
          </SearchField.Group>
        </SearchField>
        <FormSelect
          label={t('import.canva.format')}
          value={format}
          options={canvaExportFormats.map((id) => ({ id, label: t(`import.canva.formats.${id}`) }))}
          onChange={(value) => setFormat(value as CanvaExportFormat)}
          testId="canva-format"
        />
      </div>
      {format === 'png' || format === 'jpg' ? <p className="-mt-2 text-xs text-muted">{t('import.canva.firstPage')}</p> : null}
      {designs.isPending ? (
        <ListSkeleton rows={3} />
      ) : designs.isError ? (
        <LoadError message={t('import.canva.loadFailed')} error={designs.error} onRetry={() => void designs.refetch()} isRetrying={designs.isFetching} />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted" role="status">
          {query ? t('import.canva.noMatches', { query }) : t('import.canva.empty')}
        </p>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('import.canva.list')} aria-busy={busy} data-testid="canva-designs">
            {items.map((design) => (
              <li key={design.id} className="min-w-0">
                <button
                  type="button"
                  // Not `disabled` while an import runs: the picked one keeps the keyboard focus.
                  onClick={() => !busy && onPick(design, format)}
                  aria-disabled={busy || undefined}
                  className="flex w-full flex-col overflow-hidden rounded-xl border border-border bg-surface text-left transition-colors hover:border-accent hover:bg-default/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:border-border aria-disabled:hover:bg-surface"
                  data-testid="canva-design"
                >
                  <span className="relative">
                    <ImportThumb src={design.thumbnailUrl} icon={Palette} className="aspect-square w-full" />
                    {busyId === design.id ? (
                      <span className="absolute inset-0 flex items-center justify-center bg-overlay/70">
                        <Spinner />
                      </span>
                    ) : null}
                  </span>
                  <span className="flex min-w-0 flex-col px-2.5 py-2">
                    <span className="line-clamp-2 text-sm font-medium break-words text-foreground">{design.title}</span>
                    {design.pageCount ? <span className="text-xs text-muted">{t('import.canva.pages', { count: design.pageCount })}</span> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <LoadMoreFooter
            pages={designs}
            count={items.length}
            labels={{ loadMore: t('import.loadMore'), loadingMore: t('import.loadingMore'), end: t('import.canva.end') }}
            className="py-1"
          />
        </>
      )}
    </div>
  );
}
