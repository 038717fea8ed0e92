/**
 * One appointment in the portal's Agenda: its time, title, with whom, where, its status chip, the
 * client's own reason when they declined, and what the client may do with it (portal-agenda-actions:
 * answer, change the answer, withdraw its own request). A series is answered as a whole.
 */
import { Chip } from '@heroui/react';
import { Clock, MapPin, MessageSquareText, Repeat, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalAppointment } from '../../../../../common/schemas/calendar';
import { useAgendaDates } from '../hooks/use-agenda-dates';
import { type AgendaAction, type AgendaStatus, agendaStatusOf } from '../portal-agenda';
import { type AgendaBusy, PortalAgendaActions } from './portal-agenda-actions';

const statusColors: Record<AgendaStatus, 'warning' | 'success' | 'danger' | 'accent' | 'default'> = {
  pending: 'warning',
  unanswered: 'default',
  accepted: 'success',
  declined: 'danger',
  requested: 'accent',
};

interface PortalAgendaItemProps {
  appointment: PortalAppointment;
  /** What the client may do with it (none for a past one). */
  action: AgendaAction | null;
  /** The team's preview: the buttons show as the client sees them, disabled. */
  readOnly?: boolean;
  /** What is being sent for this appointment, if anything. */
  busy: AgendaBusy;
  onAnswer: (response: 'accepted' | 'declined', reason: string | null) => void;
  onCancel: () => void;
  /** Opened from a link (`?event=`): marked and scrolled to. */
  highlighted: boolean;
  now: Date;
}

export function PortalAgendaItem({ appointment, action, readOnly = false, busy, onAnswer, onCancel, highlighted, now }: PortalAgendaItemProps) {
  const { t } = useTranslation('portal');
  const dates = useAgendaDates();
  const status = agendaStatusOf(appointment, now);
  const owner = appointment.owner ? appointment.owner.name || appointment.owner.email : null;
  const recurring = appointment.occurrenceStart !== null;
  const itemRef = useRef<HTMLLIElement>(null);
  // Opened from a link: brought into view once (not again with every live refresh).
  useEffect(() => {
    if (highlighted) itemRef.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);

  return (
    <li
      data-testid="portal-appointment"
      data-event-id={appointment.eventId}
      ref={itemRef}
      className={`flex flex-col gap-3 rounded-xl border bg-surface p-4 sm:flex-row sm:items-start ${
        highlighted ? 'border-(color:--portal-accent) ring-2 ring-(color:--portal-accent)' : 'border-border'
      }`}
    >
      <div className="flex shrink-0 items-center gap-1.5 text-sm font-semibold text-foreground sm:w-28 sm:pt-0.5">
        <Clock aria-hidden="true" className="size-4 text-muted" />
        <time dateTime={appointment.start}>{dates.timeRange(appointment)}</time>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="min-w-0 font-medium break-words text-foreground">{appointment.title}</h4>
          <Chip size="sm" variant="soft" color={statusColors[status]} data-testid="appointment-status">
            {t(`agenda.status.${status}`)}
          </Chip>
        </div>
        <dl className="flex flex-col gap-1 text-sm text-muted">
          {owner ? (
            <div className="flex items-center gap-1.5">
              <dt className="flex items-center gap-1.5">
                <UserRound aria-hidden="true" className="size-3.5" />
                {t('agenda.with')}
              </dt>
              {/* The term "Met" is read (and shown) before it: the name alone, not "Met Met …". */}
              <dd className="min-w-0 break-words">{owner}</dd>
            </div>
          ) : null}
          {appointment.location ? (
            <div className="flex items-center gap-1.5">
              <dt>
                <MapPin aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t('agenda.location')}</span>
              </dt>
              <dd className="min-w-0 break-words">{appointment.location}</dd>
            </div>
          ) : null}
          {recurring ? (
            <div className="flex items-center gap-1.5">
              <dt>
                <Repeat aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t('agenda.repeats')}</span>
              </dt>
              <dd>{t('agenda.recurring')}</dd>
            </div>
          ) : null}
          {appointment.clientResponse === 'declined' && appointment.declineReason ? (
            <div className="flex items-center gap-1.5">
              <dt>
                <MessageSquareText aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t('agenda.yourReason')}</span>
              </dt>
              <dd className="min-w-0 break-words" data-testid="decline-reason-shown">
                {t('agenda.yourReasonText', { reason: appointment.declineReason })}
              </dd>
            </div>
          ) : null}
        </dl>
        {appointment.description ? <p className="text-sm whitespace-pre-line break-words text-foreground">{appointment.description}</p> : null}
      </div>
      {action ? (
        <PortalAgendaActions appointment={appointment} action={action} readOnly={readOnly} busy={busy} onAnswer={onAnswer} onCancel={onCancel} />
      ) : null}
    </li>
  );
}
