import { Button, Description, FieldError, Input, Label, TextField } from '@heroui/react';
import { Globe, X } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshIntervals, type RefreshInterval } from '../../../../../common/checklist-constants';
import type { DraftField, ScheduleDraft } from '../checklist-draft';
import { FormSelect } from './form-select';

interface ScheduleProblems {
  fieldError: (field: DraftField) => string | null;
  fieldRef: <E extends HTMLElement>(field: DraftField) => (element: E | null) => void;
}

interface ScheduleFieldsProps {
  draft: ScheduleDraft;
  onChange: (changes: Partial<ScheduleDraft>) => void;
  problems: ScheduleProblems;
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
          <TextField
            type="time"
            value={draft.time}
            onChange={(time) => onChange({ time })}
            isInvalid={Boolean(problems.fieldError('time'))}
            validationBehavior="aria"
            fullWidth
            variant="secondary"
            className="min-w-0"
            name="time"
          >
            <Label>{t('form.time')}</Label>
            <Input ref={problems.fieldRef<HTMLInputElement>('time') as Ref<HTMLInputElement>} fullWidth className="min-w-0" />
            <FieldError>{problems.fieldError('time')}</FieldError>
          </TextField>
        </div>
      ) : null}
      {repeats ? (
        <p className="flex items-center gap-1.5 text-xs text-muted" data-testid="time-zone-hint">
          <Globe aria-hidden="true" className="size-3.5" />
          {t('form.timeZone')}
        </p>
      ) : null}
      {showDeadline ? (
        <TextField
          type="datetime-local"
          value={draft.deadline}
          onChange={(deadline) => onChange({ deadline })}
          isInvalid={Boolean(problems.fieldError('deadline'))}
          validationBehavior="aria"
          fullWidth
          variant="secondary"
          className="min-w-0"
          name="deadline"
        >
          <Label>{t('form.deadline')}</Label>
          <Input ref={problems.fieldRef<HTMLInputElement>('deadline') as Ref<HTMLInputElement>} fullWidth className="min-w-0" />
          {problems.fieldError('deadline') ? null : <Description>{t('form.deadlineHint')}</Description>}
          <FieldError>{problems.fieldError('deadline')}</FieldError>
        </TextField>
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
