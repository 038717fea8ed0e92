/**
 * The calendar's own toolbar: Vandaag, previous/next, the period's title, the view switcher (the
 * views this width offers), on a phone the "Filters" button that folds the filters away, the
 * settings and "Nieuwe afspraak".
 */
import { Button } from '@heroui/react';
import { ChevronLeft, ChevronRight, ListFilter, Plus, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CalendarView } from '../calendar-query';

/** The phone's "Filters" button: whether the filters show, how many are set, the filters' element. */
export interface FiltersToggle {
  open: boolean;
  count: number;
  controls: string;
  onToggle: () => void;
}

interface CalendarToolbarProps {
  title: string;
  view: CalendarView;
  views: readonly CalendarView[];
  isFetching: boolean;
  /** Null: the filters always show (a wide screen). */
  filters: FiltersToggle | null;
  onToday: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onView: (view: CalendarView) => void;
  onNew: () => void;
  onSettings: () => void;
}

export function CalendarToolbar({ title, view, views, isFetching, filters, onToday, onPrevious, onNext, onView, onNew, onSettings }: CalendarToolbarProps) {
  const { t } = useTranslation('calendar');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3" role="toolbar" aria-label={t('toolbar.label')} data-testid="calendar-toolbar">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" onPress={onToday}>
          {t('toolbar.today')}
        </Button>
        <span className="inline-flex">
          <Button size="sm" variant="ghost" isIconOnly aria-label={t('toolbar.previous')} onPress={onPrevious}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button size="sm" variant="ghost" isIconOnly aria-label={t('toolbar.next')} onPress={onNext}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </span>
        <h2 className="min-w-0 text-lg font-semibold text-foreground first-letter:uppercase" aria-live="polite" data-testid="calendar-title">
          {title}
        </h2>
        {isFetching ? (
          <span className="text-xs text-muted" role="status">
            {t('toolbar.loading')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label={t('toolbar.views')} className="inline-flex rounded-xl bg-default p-0.5">
          {views.map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={view === id}
              onClick={() => onView(id)}
              className={`rounded-[0.625rem] px-2.5 py-1.5 text-sm font-medium whitespace-nowrap sm:px-3 outline-none focus-visible:ring-2 focus-visible:ring-focus ${
                view === id ? 'bg-surface text-foreground shadow-sm' : 'text-muted hover:text-foreground'
              }`}
              data-testid={`view-${id}`}
            >
              {t(`views.${id}`)}
            </button>
          ))}
        </div>
        {filters ? (
          <Button
            size="sm"
            variant={filters.count > 0 ? 'secondary' : 'ghost'}
            aria-expanded={filters.open}
            aria-controls={filters.controls}
            onPress={filters.onToggle}
            data-testid="calendar-filters-toggle"
          >
            <ListFilter aria-hidden="true" className="size-4" />
            {filters.count > 0 ? t('toolbar.filtersCount', { count: filters.count }) : t('toolbar.filters')}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" isIconOnly aria-label={t('toolbar.settings')} onPress={onSettings}>
          <Settings2 aria-hidden="true" className="size-4" />
        </Button>
        <Button size="sm" variant="primary" onPress={onNew} data-testid="new-event">
          <Plus aria-hidden="true" className="size-4" />
          {t('toolbar.newEvent')}
        </Button>
      </div>
    </div>
  );
}
