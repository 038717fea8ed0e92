/** The event dialog's recurrence: Niet / Dagelijks / Wekelijks op [ma … zo] / Maandelijks, elke N, eindigt op een datum of na N keer. */
import { FieldError } from '@heroui/react';
import { useTranslation } from 'react-i18next';
import { TextFormField } from '../../../components/ui/text-form-field';
import { type CountPosition, pickedWeekdays } from '../draft-times';
import type { EventDraft, RepeatChoice } from '../event-draft';
import { DateInput, FormSelect, WeekdayField } from './form-controls';

interface RecurrenceFieldsProps {
  draft: EventDraft;
  change: (changes: Partial<EventDraft>) => void;
  error: string | null;
  untilError: string | null;
  countError: string | null;
  fieldRef: (element: HTMLElement | null) => void;
  untilRef: (element: HTMLElement | null) => void;
  /** Editing a time of a series that ends after a number of times: where this time stands. */
  position?: CountPosition | null;
}

export function RecurrenceFields({ draft, change, error, untilError, countError, fieldRef, untilRef, position = null }: RecurrenceFieldsProps) {
  const { t } = useTranslation('calendar');
  const choices: RepeatChoice[] = ['none', 'daily', 'weekly', 'monthly'];
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" data-testid="event-recurrence">
      <legend className="sr-only">{t('form.recurrence.label')}</legend>
      <FormSelect
        label={t('form.recurrence.label')}
        name="repeat"
        value={draft.repeat}
        options={choices.map((id) => ({ id, label: t(`form.recurrence.${id}`) }))}
        onChange={(value) => change({ repeat: value as RepeatChoice })}
        error={draft.repeat === 'none' ? error : null}
        containerRef={(el) => fieldRef(el?.querySelector('button') ?? null)}
        description={t('form.recurrence.hint')}
      />
      {draft.repeat === 'none' ? null : (
        <>
          <div className="flex items-end gap-2">
            <TextFormField
              label={t('form.recurrence.every')}
              suffix={<span className="text-sm text-muted">{t(`form.recurrence.unit_${draft.repeat}`, { count: Number(draft.interval) || 1 })}</span>}
              name="interval"
              value={draft.interval}
              onChange={(interval) => change({ interval })}
              inputMode="numeric"
              maxLength={2}
              error={draft.repeat === 'weekly' ? null : error}
              className="w-40"
            />
          </div>
          {draft.repeat === 'weekly' ? (
            <WeekdayField
              label={t('form.recurrence.days')}
              value={draft.byWeekday.map(String)}
              onChange={(values) => change(pickedWeekdays(values.map(Number)))}
              isInvalid={Boolean(error)}
              className="flex flex-wrap gap-2"
              name="byWeekday"
            >
              <FieldError>{error}</FieldError>
            </WeekdayField>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <FormSelect
              label={t('form.recurrence.ends')}
              name="endsBy"
              value={draft.endsBy}
              options={[
                { id: 'until', label: t('form.recurrence.until') },
                { id: 'count', label: t('form.recurrence.count') },
              ]}
              onChange={(value) => change({ endsBy: value === 'count' ? 'count' : 'until' })}
            />
            {draft.endsBy === 'until' ? (
              <DateInput
                label={t('form.recurrence.untilDate')}
                name="until"
                value={draft.until}
                onChange={(until) => change({ until })}
                error={untilError}
                focusRef={untilRef}
              />
            ) : (
              <TextFormField
                label={t('form.recurrence.countLabel')}
                name="count"
                value={draft.count}
                onChange={(count) => change({ count })}
                inputMode="numeric"
                maxLength={4}
                error={countError ?? untilError}
                description={position ? t('form.recurrence.countPosition', { ...position }) : undefined}
              />
            )}
          </div>
        </>
      )}
    </fieldset>
  );
}
