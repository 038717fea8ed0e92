/** The calendar's filters: clients, kinds (Intern, Klantafspraak, Contactmoment, Deadline) and colleagues, each a multi-select; kept in the address. */
import { Button } from '@heroui/react';
import { X } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarFilterKinds, type CalendarFilterKind } from '../../../../../common/calendar-constants';
import { activeFilterCount, type CalendarFilters as Filters, noCalendarFilters } from '../calendar-query';
import { MultiSelect, type Option } from './form-controls';

interface CalendarFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  clients: readonly Option[];
  colleagues: readonly Option[];
  /** The sidebar's marketeer selector is set: it decides whose calendar shows. */
  colleaguesLocked: boolean;
  /** The element's id (the phone's "Filters" button controls it). */
  id?: string;
}

/** Memoised: a view switch or a move changes the address, not the filters (the screen keeps their identity). */
export const CalendarFilters = memo(function CalendarFilters({ filters, onChange, clients, colleagues, colleaguesLocked, id }: CalendarFiltersProps) {
  const { t } = useTranslation('calendar');
  const kinds = calendarFilterKinds.map((id) => ({ id, label: t(`kinds.${id}`) }));
  const labelClassName = 'text-xs text-muted';
  return (
    <div
      id={id}
      role="group"
      aria-label={t('filters.label')}
      className="grid min-w-0 grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,14rem))_auto]"
      data-testid="calendar-filters"
    >
      <MultiSelect
        label={t('filters.clients')}
        placeholder={t('filters.allClients')}
        options={clients}
        value={filters.clients}
        onChange={(ids) => onChange({ ...filters, clients: ids })}
        labelClassName={labelClassName}
        testId="filter-clients"
      />
      <MultiSelect
        label={t('filters.kinds')}
        placeholder={t('filters.allKinds')}
        options={kinds}
        value={filters.kinds}
        onChange={(ids) => onChange({ ...filters, kinds: ids as CalendarFilterKind[] })}
        labelClassName={labelClassName}
        testId="filter-kinds"
      />
      <MultiSelect
        label={t('filters.colleagues')}
        placeholder={t('filters.allColleagues')}
        options={colleagues}
        value={filters.owners}
        onChange={(ids) => onChange({ ...filters, owners: ids })}
        isDisabled={colleaguesLocked}
        labelClassName={labelClassName}
        testId="filter-colleagues"
      />
      {activeFilterCount(filters) > 0 ? (
        <Button variant="ghost" size="sm" onPress={() => onChange(noCalendarFilters)} className="justify-self-start">
          <X aria-hidden="true" className="size-4" />
          {t('filters.reset')}
        </Button>
      ) : null}
    </div>
  );
});
