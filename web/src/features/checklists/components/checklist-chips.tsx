import { Chip } from '@heroui/react';
import type { TFunction } from 'i18next';
import { CalendarClock, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChecklistType, RefreshInterval, RefreshSettings } from '../../../../../common/checklist-constants';
import { deadlineState, refreshLabel } from '../checklist-format';
import { type ChecklistTime, useChecklistTime } from '../hooks/use-checklist-time';

/*
 * Each piece comes twice: a component that finds its texts itself (the open checklist, the
 * templates), and a view that is handed `t` and the time formats by its row (the list of up to
 * some hundred rows asks for the translations once, not several times per row).
 */

const typeColors = { normal: 'default', audit: 'warning', launch: 'accent', report: 'success' } as const;

/** The checklist's type: Standaard, Audit, Lancering, Rapportage. */
export function TypeChip({ type }: { type: ChecklistType }) {
  const { t } = useTranslation('checklists');
  return <TypeChipView type={type} t={t} />;
}

export function TypeChipView({ type, t }: { type: ChecklistType; t: TFunction<'checklists'> }) {
  return (
    <Chip size="sm" variant="soft" color={typeColors[type]} data-testid="checklist-type">
      {t(`types.${type}`)}
    </Chip>
  );
}

/** The refresh text: 'Dagelijks 09:00', 'Wekelijks ma 09:00', 'Maandelijks dag 1 09:00'; null for 'never'. */
export function refreshText(t: TFunction<'checklists'>, interval: RefreshInterval, settings: RefreshSettings): string | null {
  const label = refreshLabel(interval, settings);
  if (!label) return null;
  if (label.key === 'daily') return t('interval.daily', { time: label.time });
  if (label.key === 'weekly') return t('interval.weekly', { time: label.time, day: t(`weekdaysShort.${label.weekday}` as 'weekdaysShort.1') });
  return t('interval.monthly', { time: label.time, day: label.day });
}

export function useRefreshText() {
  const { t } = useTranslation('checklists');
  return (interval: RefreshInterval, settings: RefreshSettings): string | null => refreshText(t, interval, settings);
}

/** The refresh interval as a chip (none for a one-off checklist). */
export function IntervalChip({ interval, settings }: { interval: RefreshInterval; settings: RefreshSettings }) {
  const { t } = useTranslation('checklists');
  return <IntervalChipView interval={interval} settings={settings} t={t} />;
}

export function IntervalChipView({ interval, settings, t }: { interval: RefreshInterval; settings: RefreshSettings; t: TFunction<'checklists'> }) {
  const text = refreshText(t, interval, settings);
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

interface DeadlineProps {
  deadline: string;
  now: Date;
  isCompleted: boolean;
}

/** The deadline, red once past (and the checklist not done), orange within a day. */
export function DeadlineText(props: DeadlineProps) {
  const { t } = useTranslation('checklists');
  const time = useChecklistTime();
  return <DeadlineView {...props} t={t} time={time} />;
}

export function DeadlineView({ deadline, now, isCompleted, t, time }: DeadlineProps & { t: TFunction<'checklists'>; time: ChecklistTime }) {
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
