/**
 * Drags and resizes on the grid: PATCH with the version seen (for one time of a series after the
 * "alleen deze / deze en volgende / alle" choice, `pending`), then the range read again. A conflict
 * (409) puts the event back and says so (5 s). FullCalendar has already drawn the event in its new
 * place; the request is sent without mutation state (no useMutation), so a drop re-renders nothing
 * of the screen until the answer's toast and the refetched range.
 */
import type { EventDropArg } from '@fullcalendar/core';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecurrenceScope } from '../../../../../common/calendar-constants';
import type { CalendarOccurrence } from '../../../../../common/schemas/calendar';
import { isApiError } from '../../../lib/api-client';
import { toast, toastTimeoutMs } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useLatest } from '../../../lib/use-latest';
import { updateEvent } from '../api/change-events';
import { calendarKey } from '../api/keys';
import { entryOf, isRecurring } from '../calendar-events';
import { fromGridDate } from '../calendar-zone';

export interface PendingMove {
  occurrence: CalendarOccurrence;
  start: string;
  end: string;
  allDay: boolean;
  revert: () => void;
}

const hourMs = 3_600_000;

export function useEventMoves(companyId: string, timeZone: string) {
  const { t } = useTranslation('calendar');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMove | null>(null);

  const send = async (move: PendingMove, scope: RecurrenceScope | null) => {
    const o = move.occurrence;
    try {
      await updateEvent({
        id: o.eventId,
        changes: {
          start: move.start,
          end: move.end,
          allDay: move.allDay,
          version: o.version,
          ...(scope ? { scope } : {}),
          ...(o.occurrenceStart ? { occurrenceStart: o.occurrenceStart } : {}),
        },
      });
      toast.success(t('move.saved'), { description: o.title });
    } catch (error) {
      move.revert();
      if (isApiError(error) && error.code === 'CALENDAR_EVENT_CHANGED') toast.warning(t('move.changed'), { timeout: toastTimeoutMs.agendaWarning });
      else toast.danger(t('move.failed'), { description: errorText(error), timeout: toastTimeoutMs.agendaWarning });
    } finally {
      // After a failure too: a 409 means someone changed it, and the grid shows the new version.
      void queryClient.invalidateQueries({ queryKey: calendarKey(companyId) });
    }
  };
  const sendRef = useLatest(send);

  /** The grid's eventDrop and eventResize (the same object between renders: the grid is memoised). */
  const onEventChange = useCallback(
    (arg: EventDropArg | EventResizeDoneArg) => {
      const entry = entryOf(arg.event.extendedProps);
      const start = arg.event.start;
      if (!entry || entry.type !== 'event' || !start) {
        arg.revert();
        return;
      }
      const allDay = arg.event.allDay;
      const endDate = arg.event.end ?? new Date(start.getTime() + (allDay ? 24 : 1) * hourMs);
      const move: PendingMove = {
        occurrence: entry.occurrence,
        start: fromGridDate(start, timeZone),
        end: fromGridDate(endDate, timeZone),
        allDay,
        revert: arg.revert,
      };
      if (isRecurring(entry.occurrence)) setPending(move);
      else void sendRef.current(move, null);
    },
    [timeZone, sendRef],
  );

  return {
    onEventChange,
    /** A series' time dropped, waiting for the scope. */
    pending,
    cancel: () => {
      pending?.revert();
      setPending(null);
    },
    choose: (scope: RecurrenceScope) => {
      if (pending) void send(pending, scope);
      setPending(null);
    },
  };
}
