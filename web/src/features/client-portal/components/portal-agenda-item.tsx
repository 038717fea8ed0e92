/**
 * One appointment in the portal's Agenda: its time, title, with whom, where, its status chip and —
 * while it waits for the client — Accepteren and Afwijzen (declining asks first). A series is
 * answered as a whole, which the confirm says.
 */
import { Button, Chip } from '@heroui/react';
import { Check, Clock, MapPin, Repeat, UserRound, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalAppointment } from '../../../../../common/schemas/calendar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useAgendaDates } from '../hooks/use-agenda-dates';
import { type AgendaStatus, agendaStatusOf } from '../portal-agenda';

const statusColors: Record<AgendaStatus, 'warning' | 'success' | 'danger' | 'accent' | 'default'> = {
  pending: 'warning',
  unanswered: 'default',
  accepted: 'success',
  declined: 'danger',
  requested: 'accent',
};

interface PortalAgendaItemProps {
  appointment: PortalAppointment;
  /** Accepteren / Afwijzen are offered (waiting for the client, not begun). */
  canAnswer: boolean;
  /** The team's preview: the answer buttons show as the client sees them, disabled. */
  readOnly?: boolean;
  /** The answer being sent for this appointment, if any. */
  busy: 'accepted' | 'declined' | null;
  onAnswer: (response: 'accepted' | 'declined') => void;
  /** Opened from a link (`?event=`): marked and scrolled to. */
  highlighted: boolean;
  now: Date;
}

export function PortalAgendaItem({ appointment, canAnswer, readOnly = false, busy, onAnswer, highlighted, now }: PortalAgendaItemProps) {
  const { t } = useTranslation('portal');
  const dates = useAgendaDates();
  const [confirming, setConfirming] = useState(false);
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
              <dt>
                <UserRound aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{t('agenda.with')}</span>
              </dt>
              <dd className="min-w-0 break-words">{t('agenda.withName', { name: owner })}</dd>
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
        </dl>
        {appointment.description ? <p className="text-sm whitespace-pre-line break-words text-foreground">{appointment.description}</p> : null}
      </div>
      {canAnswer ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            size="sm"
            variant="primary"
            onPress={() => onAnswer('accepted')}
            isDisabled={readOnly || busy !== null}
            aria-label={t('agenda.acceptLabel', { title: appointment.title })}
          >
            <Check aria-hidden="true" className="size-4" />
            {busy === 'accepted' ? t('agenda.accepting') : t('agenda.accept')}
          </Button>
          <Button
            size="sm"
            variant="tertiary"
            onPress={() => setConfirming(true)}
            isDisabled={readOnly || busy !== null}
            aria-label={t('agenda.declineLabel', { title: appointment.title })}
          >
            <X aria-hidden="true" className="size-4" />
            {busy === 'declined' ? t('agenda.declining') : t('agenda.decline')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onAnswer('declined');
        }}
        title={t('agenda.declineTitle')}
        confirmLabel={t('agenda.decline')}
        busyLabel={t('agenda.declining')}
        isBusy={false}
      >
        {t(recurring ? 'agenda.declineSeries' : 'agenda.declineOne', {
          title: appointment.title,
          day: dates.longDay(new Date(appointment.start)),
          time: dates.timeRange(appointment),
        })}
      </ConfirmDialog>
    </li>
  );
}
