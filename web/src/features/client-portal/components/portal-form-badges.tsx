import { Chip } from '@heroui/react';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now';
import type { PortalFormState } from '../api/portal-forms';
import { deadlineCountdown } from '../portal-forms';

const dayFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long' });

/** "Nog 3 dagen" / "Vandaag" / "Verlopen" with the date, for a form that is not submitted yet. */
export function DeadlineBadge({ deadline, state }: { deadline: string | null; state: PortalFormState }) {
  const { t } = useTranslation('formFill');
  const now = useNow(60_000);
  if (!deadline || state === 'submitted') return null;
  const countdown = deadlineCountdown(deadline, now);
  if (countdown.kind === 'none') return null;
  const label =
    countdown.kind === 'days'
      ? t('portal.countdown.days', { count: countdown.days })
      : t(countdown.kind === 'today' ? 'portal.countdown.today' : 'portal.countdown.overdue');
  const color = countdown.kind === 'overdue' ? 'danger' : countdown.kind === 'today' || countdown.days <= 2 ? 'warning' : 'default';
  return (
    <span className="inline-flex items-center gap-2 text-xs text-muted">
      <Chip size="sm" variant="soft" color={color} data-testid="form-countdown">
        <CalendarClock aria-hidden="true" className="size-3" />
        {label}
      </Chip>
      <span>{t('portal.deadline', { date: dayFormat.format(new Date(deadline)) })}</span>
    </span>
  );
}

export function StateBadge({ state }: { state: PortalFormState }) {
  const { t } = useTranslation('formFill');
  const color = state === 'submitted' ? 'success' : state === 'draft' ? 'accent' : 'default';
  return (
    <Chip size="sm" variant="soft" color={color} data-testid="form-state">
      {t(`portal.states.${state}`)}
    </Chip>
  );
}
