/** The calendar's filters: clients, kinds (Intern, Klantafspraak, Contactmoment, Deadline) and colleagues, each a multi-select; kept in the address. */
import { Button, Label, ListBox, Select } from '@heroui/react';
import { X } from 'lucide-react';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarFilterKinds, type CalendarFilterKind } from '../../../../../common/calendar-constants';
import { activeFilterCount, type CalendarFilters as Filters, noCalendarFilters } from '../calendar-query';
import type { Option } from './form-controls';

interface CalendarFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  clients: readonly Option[];
  colleagues: readonly Option[];
  /** The sidebar's marketeer selector is set: it decides whose calendar shows. */
  colleaguesLocked: boolean;
}

export function CalendarFilters({ filters, onChange, clients, colleagues, colleaguesLocked }: CalendarFiltersProps) {
  const { t } = useTranslation('calendar');
  const kinds = calendarFilterKinds.map((id) => ({ id, label: t(`kinds.${id}`) }));
  return (
    <div
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
        testId="filter-clients"
      />
      <MultiSelect
        label={t('filters.kinds')}
        placeholder={t('filters.allKinds')}
        options={kinds}
        value={filters.kinds}
        onChange={(ids) => onChange({ ...filters, kinds: ids as CalendarFilterKind[] })}
        testId="filter-kinds"
      />
      <MultiSelect
        label={t('filters.colleagues')}
        placeholder={t('filters.allColleagues')}
        options={colleagues}
        value={filters.owners}
        onChange={(ids) => onChange({ ...filters, owners: ids })}
        isDisabled={colleaguesLocked}
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
}

interface MultiSelectProps {
  label: string;
  placeholder: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  isDisabled?: boolean;
  testId: string;
}

function MultiSelect({ label, placeholder, options, value, onChange, isDisabled, testId }: MultiSelectProps) {
  const chosen = options.filter((o) => value.includes(o.id));
  return (
    <div className="min-w-0" data-testid={testId}>
      <Select
        selectionMode="multiple"
        value={[...value]}
        onChange={(keys: Key[]) => onChange(keys.map(String))}
        placeholder={placeholder}
        isDisabled={isDisabled}
        fullWidth
        variant="secondary"
        className="min-w-0"
      >
        <Label className="text-xs text-muted">{label}</Label>
        <Select.Trigger className="min-h-9">
          <Select.Value className="min-w-0 flex-1 truncate text-sm">
            {({ isPlaceholder }) => (isPlaceholder || chosen.length === 0 ? placeholder : chosen.map((o) => o.label).join(', '))}
          </Select.Value>
          <Select.Indicator />
        </Select.Trigger>
        <Select.Popover>
          <ListBox selectionMode="multiple" className="max-h-64 overflow-y-auto">
            {options.map((option) => (
              <ListBox.Item key={option.id} id={option.id} textValue={option.label}>
                <span className="min-w-0 flex-1 break-words">{option.label}</span>
                <ListBox.ItemIndicator />
              </ListBox.Item>
            ))}
          </ListBox>
        </Select.Popover>
      </Select>
    </div>
  );
}
