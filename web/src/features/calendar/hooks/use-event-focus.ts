/**
 * An event opened from outside the grid — the inbox, Ctrl-K, a link: the address names the event
 * (`event=`) but no date — is shown, not only opened: once it is read the grid goes to its date
 * in the view shown, and the event
 * stays marked there (EventHighlight) after its card is closed, until another is opened this way.
 * A click on the grid, or a reload of an address with a date, leaves the grid where it is.
 *
 * The request is taken when the address arrives: the screen writes the shown date into the
 * address right after its first render (use-shown-range.ts), before the event has been read.
 *
 * One read: the focus observes the open card's query (the same key, api/get-event.ts) without
 * fetching it itself (`enabled: false`), so the card's request is the only one, and letting go of
 * it never cancels the card's read (TanStack Query cancels a read only when its last observer
 * leaves, and the card observes it as long as the address names the event).
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { calendarEventQuery } from '../api/get-event';
import type { CalendarQuery } from '../calendar-query';
import { type EventFocus, eventFocusOf } from '../event-focus';

/** The event the address asks to show: one named without a date. */
function requestOf(query: CalendarQuery): { eventId: string } | null {
  return query.eventId && !query.date ? { eventId: query.eventId } : null;
}

export function useEventFocus(companyId: string, query: CalendarQuery, timeZone: string, goToDate: (date: string) => void): EventFocus | null {
  const { key } = useLocation();
  const [request, setRequest] = useState(() => requestOf(query));
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    // A new address (a navigation): an event without a date asks to be shown.
    setSeenKey(key);
    const asked = requestOf(query);
    if (asked) setRequest(asked);
  }
  const [focus, setFocus] = useState<EventFocus | null>(null);
  const eventId = request?.eventId ?? null;
  const event = useQuery({ ...calendarEventQuery(companyId, eventId, query.highlightChanges ? query.notificationId : null), enabled: false });

  const found = event.data?.event;
  if (request && found?.id === request.eventId) {
    setRequest(null);
    setFocus(eventFocusOf(found, timeZone, new Date(event.dataUpdatedAt)));
  } else if (request && event.isError) {
    // An event that cannot be read (gone): its card says so, the grid stays.
    setRequest(null);
  }

  // The grid follows a new focus after its commit (moving a grid renders it synchronously: use-grid-view.ts).
  useEffect(() => {
    if (focus) queueMicrotask(() => goToDate(focus.date));
  }, [focus, goToDate]);

  return focus;
}
