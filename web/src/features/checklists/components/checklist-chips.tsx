import { Chip } from '@heroui/react';
import { CalendarClock, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChecklistType, RefreshInterval, RefreshSettings } from '../../../../../common/checklist-constants';
import { deadlineState, refreshLabel } from '../checklist-format';
import { useChecklistTime } from '../hooks/use-checklist-time';

const typeColors = { normal: 'default', audit: 'warning', launch: 'accent', report: 'success' } as const;

/** The checklist's type: Standaard, Audit, Lancering, Rapportage. */
export function TypeChip({ type }: { type: ChecklistType }) {
  const { t } = useTranslation('checklists');
  return (
    <Chip size="sm" variant="soft" color={typeColors[type]} data-testid="checklist-type">
      {t(`types.${type}`)}
    </Chip>
  );
}

/** The refresh text: 'Dagelijks 09:00', 'Wekelijks ma 09:00', 'Maandelijks dag 1 09:00'; null for 'never'. */
export function useRefreshText() {
  const { t } = useTranslation('checklists');
  return (interval: RefreshInterval, settings: RefreshSettings): string | null => {
    const label = refreshLabel(interval, settings);
    if (!label) return null;
    if (label.key === 'daily') return t('interval.daily', { time: label.time });
    if (label.key === 'weekly') return t('interval.weekly', { time: label.time, day: t(`weekdaysShort.${label.weekday}` as 'weekdaysShort.1') });
    return t('interval.monthly', { time: label.time, day: label.day });
  };
}

/** The refresh interval as a chip (none for a one-off checklist). */
export function IntervalChip({ interval, settings }: { interval: RefreshInterval; settings: RefreshSettings }) {
  const text = useRefreshText()(interval, settings);
  if (!text) return null;
  return (
    <Chip size="sm" variant="soft" color="default" data-testid="checklist-interval">
      <Repeat aria-hidden="true" className="size-3" />
      {text}
    </Chip>
  );
}

const deadlineClasses = {
  past: 'rounded-md bg-danger-soft px-1.5 font-medium text-danger-soft-foreground',
  soon: 'rounded-md bg-warning-soft px-1.5 font-medium text-warning-soft-foreground',
  later: 'text-muted',
} as const;

/** The deadline, red once past (and the checklist not done), orange within a day. */
export function DeadlineText({ deadline, now, isCompleted }: { deadline: string; now: Date; isCompleted: boolean }) {
  const { t } = useTranslation('checklists');
  const time = useChecklistTime();
  const state = deadlineState(deadline, now, isCompleted);
  const date = time.short(deadline);
  return (
    <span className={`inline-flex items-center gap-1 ${deadlineClasses[state]}`} data-testid="checklist-deadline" data-state={state}>
      <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
      <time dateTime={deadline} title={time.long(deadline)}>
        {state === 'past' ? t('card.deadlinePast', { date }) : t('card.deadline', { date })}
      </time>
    </span>
  );
}
