/** A past contact moment of mine without an outcome: "Afgerond", "Geen gehoor", "Opvolgen over [N] dagen" (POST …/outcome). */
import { Button } from '@heroui/react';
import { CircleCheck, PhoneMissed, Repeat } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarLimits, type ContactOutcome } from '../../../../../common/calendar-constants';
import type { CalendarEvent } from '../../../../../common/schemas/calendar';
import { useErrorText } from '../../../lib/use-error-text';
import { toast } from '../../../lib/toast';
import { useRecordOutcome } from '../api/change-events';
import { dateText } from '../event-text';

interface OutcomePromptProps {
  companyId: string;
  event: CalendarEvent;
  timeZone: string;
  /** "Opvolgen" planned the next contact moment: open it. */
  onFollowUp: (followUp: CalendarEvent) => void;
}

export function OutcomePrompt({ companyId, event, timeZone, onFollowUp }: OutcomePromptProps) {
  const { t } = useTranslation('calendar');
  const errorText = useErrorText();
  const record = useRecordOutcome(companyId);
  const [days, setDays] = useState('7');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const daysId = useId();

  const send = (outcome: ContactOutcome) => {
    setError(null);
    const followUpDays = Number(days);
    // The promise, not mutate's callbacks: the prompt itself goes away once the event has its outcome.
    record
      .mutateAsync({
        id: event.id,
        outcome,
        version: event.version,
        ...(outcome === 'opvolgen' ? { followUpDays: Number.isInteger(followUpDays) ? followUpDays : 0 } : {}),
      })
      .then(
        ({ followUp }) => {
          if (followUp) {
            toast.success(t('outcome.followUp', { date: dateText(followUp.start, timeZone) }), { description: followUp.title });
            onFollowUp(followUp);
          } else toast.success(t('outcome.saved'));
        },
        (e: unknown) => setError(errorText(e)),
      );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning-soft p-3" data-testid="outcome-prompt">
      <div>
        <h3 id={headingId} className="text-sm font-semibold text-foreground">
          {t('outcome.title')}
        </h3>
        <p className="text-xs text-muted">{t('outcome.body')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="primary" onPress={() => send('afgerond')} isDisabled={record.isPending} data-testid="outcome-afgerond">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('outcome.afgerond')}
        </Button>
        <Button size="sm" variant="secondary" onPress={() => send('geen_gehoor')} isDisabled={record.isPending} data-testid="outcome-geen-gehoor">
          <PhoneMissed aria-hidden="true" className="size-4" />
          {t('outcome.geen_gehoor')}
        </Button>
        <span className="inline-flex items-center gap-2">
          <Button
            size="sm"
            variant="secondary"
            onPress={() => send('opvolgen')}
            isDisabled={record.isPending}
            aria-describedby={daysId}
            data-testid="outcome-opvolgen"
          >
            <Repeat aria-hidden="true" className="size-4" />
            {t('outcome.opvolgen')}
          </Button>
          <input
            id={daysId}
            type="number"
            min={1}
            max={calendarLimits.followUpDaysMax}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            aria-label={t('outcome.daysLabel')}
            className="h-8 w-16 rounded-lg border border-border bg-field px-2 text-sm text-field-foreground outline-none focus-visible:ring-2 focus-visible:ring-focus"
            data-testid="outcome-days"
          />
          <span className="text-sm text-muted">{t('outcome.days')}</span>
        </span>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
