/** One event on the grid: time, title, the client's code, a priority badge for contact moments, "Voorlopig" for a request; and its accessible name. */
import type { EventContentArg } from '@fullcalendar/core';
import type { TFunction } from 'i18next';
import { useLayoutEffect, useRef } from 'react';
import { entryOf } from '../calendar-events';

export function GridEvent({ arg, t }: { arg: EventContentArg; t: TFunction<'calendar'> }) {
  const entry = entryOf(arg.event.extendedProps);
  const occurrence = entry?.type === 'event' ? entry.occurrence : null;
  const client = entry?.type === 'event' ? entry.client : null;
  const list = arg.view.type.startsWith('list');
  // The event's element keeps its name current: FullCalendar reuses it after a move or a
  // colleague's change (eventDidMount, which names it first, does not run again).
  const bodyRef = useRef<HTMLSpanElement>(null);
  const label = gridEventLabel(arg, t);
  useLayoutEffect(() => {
    bodyRef.current?.closest('.fc-event')?.setAttribute('aria-label', label);
  }, [label]);
  return (
    <span className="cal-event-body" ref={bodyRef}>
      {arg.timeText && !list ? <span className="cal-event-time">{arg.timeText}</span> : null}
      <span className="cal-event-title">{arg.event.title}</span>
      {/* On one line (a month's day, a short event) these give way to the title (calendar.css). */}
      <span className="cal-event-extras">
        {client?.code ? <span className="cal-event-client">{client.code}</span> : null}
        {occurrence?.contactPriority && occurrence.contactPriority !== 'normaal' ? (
          <span className={`cal-priority-badge cal-priority-badge-${occurrence.contactPriority}`}>{t(`priorities.${occurrence.contactPriority}`)}</span>
        ) : null}
        {occurrence?.status === 'tentative' ? <span className="cal-event-flag">{t('grid.tentative')}</span> : null}
        {occurrence?.outcomeDue ? <span className="cal-event-flag cal-event-flag-due">{t('grid.outcomeDue')}</span> : null}
      </span>
    </span>
  );
}

/** "Klantafspraak: Kwartaalgesprek, 09:00, Bakkerij Jansen, voorlopig". */
export function gridEventLabel(arg: { event: { title: string; extendedProps: Record<string, unknown> }; timeText: string }, t: TFunction<'calendar'>): string {
  const entry = entryOf(arg.event.extendedProps);
  if (!entry) return arg.event.title;
  if (entry.type === 'deadline') return [t('kinds.deadline'), arg.event.title, arg.timeText, entry.deadline.client?.name].filter(Boolean).join(', ');
  const o = entry.occurrence;
  return [
    `${t(`kinds.${o.kind}`)}: ${o.title}`,
    arg.timeText || t('grid.allDay'),
    entry.client?.name,
    o.contactPriority ? t('grid.priority', { priority: t(`priorities.${o.contactPriority}`) }) : null,
    o.status === 'tentative' ? t('grid.tentative') : null,
    o.outcomeDue ? t('grid.outcomeDue') : null,
  ]
    .filter(Boolean)
    .join(', ');
}
