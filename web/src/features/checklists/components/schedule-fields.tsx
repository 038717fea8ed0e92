import { Button } from '@heroui/react';
import { Globe, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { refreshIntervals, type RefreshInterval } from '../../../../../common/checklist-constants';
import type { DraftField, DraftProblems, ScheduleDraft } from '../checklist-draft';
import { TimeInput } from '../../../components/ui/time-input';
import { FormSelect } from '../../../components/ui/form-select';

interface ScheduleFieldsProps {
  draft: ScheduleDraft;
  onChange: (changes: Partial<ScheduleDraft>) => void;
  problems: DraftProblems;
  /** Templates have no deadline. */
  showDeadline: boolean;
}

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
const days = Array.from({ length: 31 }, (_, i) => i + 1);

/**
 * Herhalen (Nooit / Dagelijks / Wekelijks / Maandelijks) with the day and time only where they
 * matter, the zone they are in, and an optional deadline.
 */
export function ScheduleFields({ draft, onChange, problems, showDeadline }: ScheduleFieldsProps) {
  const { t } = useTranslation('checklists');
  const repeats = draft.refreshInterval !== 'never';
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-border p-3">
      <legend className="px-1 text-sm font-medium text-foreground">{t('form.schedule')}</legend>
      <FormSelect
        label={t('form.repeat')}
        value={draft.refreshInterval}
        options={refreshIntervals.map((id) => ({ id, label: t(`repeatOptions.${id}`) }))}
        onChange={(value) => onChange({ refreshInterval: value as RefreshInterval })}
        error={problems.fieldError('refreshInterval')}
        description={repeats ? t('form.repeatHint') : undefined}
        triggerRef={problems.fieldRef('refreshInterval')}
        testId="repeat-select"
      />
      {repeats ? (
        <div className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2">
          {draft.refreshInterval === 'weekly' ? (
            <FormSelect
              label={t('form.weekday')}
              value={String(draft.weekday)}
              options={weekdays.map((day) => ({ id: String(day), label: t(`weekdays.${day}`) }))}
              onChange={(value) => onChange({ weekday: Number(value) })}
              error={problems.fieldError('weekday')}
              triggerRef={problems.fieldRef('weekday')}
            />
          ) : null}
          {draft.refreshInterval === 'monthly' ? (
            <FormSelect
              label={t('form.dayOfMonth')}
              value={String(draft.dayOfMonth)}
              options={days.map((day) => ({ id: String(day), label: String(day) }))}
              onChange={(value) => onChange({ dayOfMonth: Number(value) })}
              error={problems.fieldError('dayOfMonth')}
              description={draft.dayOfMonth > 28 ? t('form.dayOfMonthHint') : undefined}
              triggerRef={problems.fieldRef('dayOfMonth')}
            />
          ) : null}
          <ScheduleInput type="time" label={t('form.time')} value={draft.time} onChange={(time) => onChange({ time })} field="time" problems={problems} />
        </div>
      ) : null}
      {repeats ? (
        <p className="flex items-center gap-1.5 text-xs text-muted" data-testid="time-zone-hint">
          <Globe aria-hidden="true" className="size-3.5" />
          {t('form.timeZone')}
        </p>
      ) : null}
      {showDeadline ? (
        <ScheduleInput
          type="datetime-local"
          label={t('form.deadline')}
          value={draft.deadline}
          onChange={(deadline) => onChange({ deadline })}
          field="deadline"
          problems={problems}
          description={t('form.deadlineHint')}
        />
      ) : null}
      {showDeadline && draft.deadline !== '' ? (
        <Button size="sm" variant="tertiary" className="self-start" onPress={() => onChange({ deadline: '' })}>
          <X aria-hidden="true" className="size-4" />
          {t('form.clearDeadline')}
        </Button>
      ) : null}
    </fieldset>
  );
}

interface ScheduleInputProps {
  type: 'time' | 'datetime-local';
  label: string;
  value: string;
  onChange: (value: string) => void;
  field: DraftField;
  problems: DraftProblems;
  /** Shown while there is no error. */
  description?: string;
}

/** The time of day or the deadline: 24-hour time whatever the browser's locale (TimeInput), its error under it. */
function ScheduleInput({ type, label, value, onChange, field, problems, description }: ScheduleInputProps) {
  return (
    <TimeInput
      kind={type === 'time' ? 'time' : 'datetime'}
      label={label}
      value={value}
      onChange={onChange}
      name={field}
      error={problems.fieldError(field)}
      {...(description ? { description } : {})}
      focusRef={problems.fieldRef<HTMLElement>(field)}
    />
  );
}
