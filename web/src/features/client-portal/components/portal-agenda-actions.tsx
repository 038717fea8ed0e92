/**
 * What the client can do with one appointment of the portal's Agenda (issue 33; the rule is
 * `agendaActionOf`): Accepteren and Afwijzen while it waits, "Toch afwijzen" or "Toch accepteren"
 * to change an answer given, and "Aanvraag annuleren" for its own request. Declining asks first,
 * with an optional reason for the account manager; withdrawing a request asks first too.
 */
import { Button, Description, Label, TextArea, TextField } from '@heroui/react';
import { CalendarX, Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarLimits } from '../../../../../common/calendar-constants';
import type { PortalAppointment } from '../../../../../common/schemas/calendar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useAgendaDates } from '../hooks/use-agenda-dates';
import type { AgendaAction } from '../portal-agenda';

export type AgendaBusy = 'accepted' | 'declined' | 'cancel' | null;

interface PortalAgendaActionsProps {
  appointment: PortalAppointment;
  action: AgendaAction;
  /** The team's preview: shown as the client sees them, disabled. */
  readOnly: boolean;
  busy: AgendaBusy;
  onAnswer: (response: 'accepted' | 'declined', reason: string | null) => void;
  onCancel: () => void;
}

export function PortalAgendaActions({ appointment, action, readOnly, busy, onAnswer, onCancel }: PortalAgendaActionsProps) {
  const { t } = useTranslation('portal');
  const dates = useAgendaDates();
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const disabled = readOnly || busy !== null;
  const recurring = appointment.occurrenceStart !== null;
  const when = { title: appointment.title, day: dates.longDay(new Date(appointment.start)), time: dates.timeRange(appointment) };

  const accept = (
    <Button
      size="sm"
      variant={action === 'answer' ? 'primary' : 'tertiary'}
      onPress={() => onAnswer('accepted', null)}
      isDisabled={disabled}
      aria-label={t('agenda.acceptLabel', { title: appointment.title })}
    >
      <Check aria-hidden="true" className="size-4" />
      {busy === 'accepted' ? t('agenda.accepting') : t(action === 'accept' ? 'agenda.acceptAfterAll' : 'agenda.accept')}
    </Button>
  );
  const decline = (
    <Button
      size="sm"
      variant="tertiary"
      onPress={() => {
        setReason('');
        setAsking('decline');
      }}
      isDisabled={disabled}
      aria-label={t('agenda.declineLabel', { title: appointment.title })}
    >
      <X aria-hidden="true" className="size-4" />
      {busy === 'declined' ? t('agenda.declining') : t(action === 'decline' ? 'agenda.declineAfterAll' : 'agenda.decline')}
    </Button>
  );

  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      {action === 'cancel' ? (
        <Button
          size="sm"
          variant="tertiary"
          onPress={() => setAsking('cancel')}
          isDisabled={disabled}
          aria-label={t('agenda.cancelRequestLabel', { title: appointment.title })}
        >
          <CalendarX aria-hidden="true" className="size-4" />
          {busy === 'cancel' ? t('agenda.cancellingRequest') : t('agenda.cancelRequest')}
        </Button>
      ) : null}
      {action === 'answer' || action === 'accept' ? accept : null}
      {action === 'answer' || action === 'decline' ? decline : null}
      <ConfirmDialog
        isOpen={asking === 'decline'}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          onAnswer('declined', reason.trim() || null);
        }}
        title={t('agenda.declineTitle')}
        confirmLabel={t('agenda.decline')}
        busyLabel={t('agenda.declining')}
        isBusy={false}
      >
        <div className="flex flex-col gap-3">
          <p>{t(recurring ? 'agenda.declineSeries' : 'agenda.declineOne', when)}</p>
          <TextField value={reason} onChange={setReason} fullWidth name="reason">
            <Label>{t('agenda.reason')}</Label>
            <TextArea rows={2} variant="secondary" fullWidth maxLength={calendarLimits.declineReasonMax} data-testid="decline-reason" />
            <Description>{t('agenda.reasonHint', { max: calendarLimits.declineReasonMax })}</Description>
          </TextField>
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={asking === 'cancel'}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          onCancel();
        }}
        title={t('agenda.cancelRequestTitle')}
        confirmLabel={t('agenda.cancelRequest')}
        busyLabel={t('agenda.cancellingRequest')}
        isBusy={false}
      >
        {t('agenda.cancelRequestBody', when)}
      </ConfirmDialog>
    </div>
  );
}
