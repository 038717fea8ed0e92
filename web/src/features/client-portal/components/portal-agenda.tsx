/**
 * The portal's Agenda (issue 20; /clientportal/calendar): the client's upcoming appointments by
 * day in the browser's own zone, answering the ones that wait for them, the past ones folded away
 * under "Eerdere afspraken", and "Afspraak aanvragen" with an account manager. `?event=<id>` (the
 * overview's "Actie vereist") marks that appointment. Live: portal.changed loads it again. The
 * team's "Bekijk als klant" shows the same tab read-only (`preview`).
 */
import { Button } from '@heroui/react';
import { CalendarDays, CalendarPlus, ChevronDown, History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { agendaToastMs } from '../../../../../common/calendar-constants';
import type { PortalAppointment } from '../../../../../common/schemas/calendar';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useNow } from '../../../lib/use-now';
import { useCancelRequest, usePortalCalendar, useRespondToAppointment } from '../api/portal-calendar';
import { useAgendaDates } from '../hooks/use-agenda-dates';
import { agendaActionOf, agendaRange, groupByDay, splitByNow, type AgendaDay } from '../portal-agenda';
import type { AgendaBusy } from './portal-agenda-actions';
import { PortalAgendaItem } from './portal-agenda-item';
import { PortalAgendaRequest } from './portal-agenda-request';
import { PortalCard } from './portal-card';

interface PortalAgendaProps {
  companyId: string | null;
  clientId: string;
  /** "Bekijk als klant": the team's read of the same Agenda, with answering and asking shown but disabled. */
  preview?: boolean;
}

export function PortalAgenda({ companyId, clientId, preview = false }: PortalAgendaProps) {
  const { t } = useTranslation('portal');
  const errorText = useErrorText();
  const dates = useAgendaDates();
  const now = useNow(60_000);
  const [range] = useState(() => agendaRange(new Date()));
  const [searchParams] = useSearchParams();
  const linkedEvent = searchParams.get('event');
  const calendar = usePortalCalendar(companyId, clientId, range, preview);
  const respond = useRespondToAppointment(companyId, clientId);
  const cancelRequest = useCancelRequest(companyId, clientId);
  const [answering, setAnswering] = useState<{ key: string; busy: NonNullable<AgendaBusy> } | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [showPast, setShowPast] = useState(false);

  if (calendar.isPending) return <ListSkeleton rows={3} />;
  if (calendar.isError) {
    return <LoadError message={t('agenda.loadFailed')} error={calendar.error} onRetry={() => void calendar.refetch()} isRetrying={calendar.isFetching} />;
  }

  const { appointments, managers } = calendar.data;
  const { upcoming, past } = splitByNow(appointments, now);
  const pastOpen = showPast || past.some((a) => a.eventId === linkedEvent && !upcoming.some((u) => u.eventId === linkedEvent));

  const failed = (error: Error) => {
    // A changed or closed appointment: said for the agenda's 5 s; the list loads again (onSettled).
    const agendaWarning =
      isApiError(error) && (error.code === 'CALENDAR_EVENT_CHANGED' || error.code === 'CALENDAR_RESPONSE_CLOSED' || error.code === 'CALENDAR_NOT_YOUR_REQUEST');
    toast.danger(errorText(error), agendaWarning ? { timeout: agendaToastMs } : {});
  };

  const answer = (appointment: PortalAppointment, response: 'accepted' | 'declined', reason: string | null) => {
    setAnswering({ key: appointment.key, busy: response });
    respond.mutate(
      {
        eventId: appointment.eventId,
        body: {
          response,
          version: appointment.version,
          ...(reason ? { reason } : {}),
          ...(appointment.occurrenceStart ? { occurrenceStart: appointment.occurrenceStart } : {}),
        },
      },
      {
        onSuccess: () => toast.success(t(response === 'accepted' ? 'agenda.accepted' : 'agenda.declined', { title: appointment.title })),
        onError: failed,
        onSettled: () => setAnswering(null),
      },
    );
  };

  const cancel = (appointment: PortalAppointment) => {
    setAnswering({ key: appointment.key, busy: 'cancel' });
    cancelRequest.mutate(
      { eventId: appointment.eventId, version: appointment.version },
      {
        onSuccess: () => toast.success(t('agenda.requestCancelled', { title: appointment.title })),
        onError: failed,
        onSettled: () => setAnswering(null),
      },
    );
  };

  const renderDays = (days: AgendaDay<PortalAppointment>[], answerable: boolean) => (
    <ol className="flex flex-col gap-6">
      {days.map((day) => (
        <li key={day.key} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-muted">
            <time dateTime={day.key}>{dates.dayHeading(day.date)}</time>
          </h3>
          <ul className="flex flex-col gap-2">
            {day.items.map((appointment) => (
              <PortalAgendaItem
                key={appointment.key}
                appointment={appointment}
                action={answerable ? agendaActionOf(appointment, now) : null}
                readOnly={preview}
                busy={answering?.key === appointment.key ? answering.busy : null}
                onAnswer={(response, reason) => answer(appointment, response, reason)}
                onCancel={() => cancel(appointment)}
                highlighted={appointment.eventId === linkedEvent}
                now={now}
              />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );

  return (
    <div className="flex flex-col gap-6">
      <PortalCard icon={CalendarDays} title={t('agenda.upcomingTitle')}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">{t('agenda.intro')}</p>
          {managers.length > 0 ? (
            <Button variant="primary" onPress={() => setRequesting(true)} isDisabled={preview} className="shrink-0" data-testid="request-appointment">
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t('agenda.requestButton')}
            </Button>
          ) : (
            <p className="text-sm text-muted">{t('agenda.noManagers')}</p>
          )}
        </div>
        {upcoming.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-10 text-center" data-testid="agenda-empty">
            <CalendarDays aria-hidden="true" className="size-6 text-muted" />
            <p className="font-medium text-foreground">{t('agenda.emptyTitle')}</p>
            <p className="max-w-md text-sm text-muted">{t(managers.length > 0 ? 'agenda.empty' : 'agenda.emptyNoManagers')}</p>
          </div>
        ) : (
          renderDays(groupByDay(upcoming), true)
        )}
      </PortalCard>

      {past.length > 0 ? (
        <section aria-labelledby="agenda-past" className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-sm sm:p-6">
          <h2 id="agenda-past" className="text-lg font-semibold text-foreground">
            <button
              type="button"
              aria-expanded={pastOpen}
              aria-controls="agenda-past-list"
              onClick={() => setShowPast(!pastOpen)}
              className="-m-1 flex w-full items-center gap-2 rounded-lg p-1 text-left outline-none focus-visible:ring-2 focus-visible:ring-focus"
            >
              <History aria-hidden="true" className="size-5 shrink-0 text-(--portal-accent)" />
              <span className="flex-1">{t('agenda.pastTitle', { count: past.length })}</span>
              <ChevronDown aria-hidden="true" className={`size-5 shrink-0 text-muted transition-transform ${pastOpen ? 'rotate-180' : ''}`} />
            </button>
          </h2>
          <div id="agenda-past-list" hidden={!pastOpen}>
            {pastOpen ? renderDays(groupByDay(past, 'desc'), false) : null}
          </div>
        </section>
      ) : null}

      {requesting ? (
        <PortalAgendaRequest
          companyId={companyId}
          clientId={clientId}
          managers={managers}
          onClose={() => setRequesting(false)}
          onRequested={() => setRequesting(false)}
        />
      ) : null}
    </div>
  );
}
