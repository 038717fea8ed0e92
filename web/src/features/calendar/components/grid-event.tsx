/**
 * One event on the grid: time, title, the client's code, a priority badge for contact moments,
 * "Voorlopig" for a request; and its accessible name. Built as plain DOM (FullCalendar's
 * `{ domNodes }`), not as a React element: FullCalendar renders a React element through a portal
 * of its own per event, re-rendered with every change and followed by a full re-measure of the
 * grid on the next frame — the largest part of a view switch with hundreds of events
 * (npm run bench calendar-screen). A day's "+N meer" (calendar-density.ts) is built here too.
 */
import type { EventContentArg, EventMountArg } from '@fullcalendar/core';
import type { TFunction } from 'i18next';
import { moreLabel, moreOf } from '../calendar-density';
import { type CalendarEntry, entryOf } from '../calendar-events';

function span(className: string, text?: string): HTMLSpanElement {
  const el = document.createElement('span');
  el.className = className;
  if (text) el.textContent = text;
  return el;
}

/** FullCalendar's eventContent: the event's content as DOM nodes. */
export function gridEventContent(arg: EventContentArg, t: TFunction<'calendar'>, language: string): { domNodes: Node[] } {
  const list = arg.view.type.startsWith('list');
  const more = moreOf(arg.event.extendedProps);
  if (more) {
    // In the month grid the event's own element is the control (focusable, role button, named in
    // eventDidMount); an agenda row is no control, so there it is a button, whose click reaches
    // FullCalendar's eventClick like a click on the row.
    // A time grid's busy stretch is a narrow column beside the kept events: the count alone.
    const text = more.hidden ? `+${more.count}` : t('grid.more', { count: more.count });
    if (!list) return { domNodes: [span('cal-more-body', text)] };
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'cal-more-body';
    button.textContent = text;
    button.setAttribute('aria-label', moreLabel(more, t, language));
    return { domNodes: [button] };
  }
  const entry = entryOf(arg.event.extendedProps);
  const occurrence = entry?.type === 'event' ? entry.occurrence : null;
  const client = entry?.type === 'event' ? entry.client : null;
  const body = span('cal-event-body');
  if (arg.timeText && !list) body.append(span('cal-event-time', arg.timeText));
  body.append(span('cal-event-title', arg.event.title));
  // On one line (a month's day, a short event) these give way to the title (calendar.css).
  const extras = span('cal-event-extras');
  if (client?.code) extras.append(span('cal-event-client', client.code));
  if (occurrence?.contactPriority && occurrence.contactPriority !== 'normaal')
    extras.append(span(`cal-priority-badge cal-priority-badge-${occurrence.contactPriority}`, t(`priorities.${occurrence.contactPriority}`)));
  if (occurrence?.status === 'tentative') extras.append(span('cal-event-flag', t('grid.tentative')));
  if (occurrence?.outcomeDue) extras.append(span('cal-event-flag cal-event-flag-due', t('grid.outcomeDue')));
  body.append(extras);
  // The event's element keeps its name current: FullCalendar reuses it after a move or a
  // colleague's change (eventDidMount, which names it first, does not run again). The content is
  // in the element once FullCalendar's render has run, before the next microtask.
  const label = gridEventLabel(arg, t);
  queueMicrotask(() => {
    const el = body.closest('.fc-event');
    if (el && el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label);
  });
  return { domNodes: [body] };
}

/** FullCalendar's eventDidMount: the element's name, role and test ids. */
export function markGridEvent(arg: EventMountArg, t: TFunction<'calendar'>, language: string): void {
  const more = moreOf(arg.event.extendedProps);
  if (more) {
    arg.el.dataset.testid = 'calendar-more';
    // An agenda row holds a button (gridEventContent); a month's entry is the control itself.
    if (!arg.view.type.startsWith('list')) {
      arg.el.setAttribute('role', 'button');
      arg.el.setAttribute('aria-label', moreLabel(more, t, language));
    }
    return;
  }
  const entry = entryOf(arg.event.extendedProps);
  arg.el.setAttribute('aria-label', gridEventLabel(arg, t));
  arg.el.dataset.testid = entry?.type === 'deadline' ? 'calendar-deadline' : 'calendar-event';
  if (entry?.type === 'event') arg.el.dataset.eventId = entry.occurrence.eventId;
  if (entry?.type === 'deadline') {
    arg.el.setAttribute('role', 'link');
    arg.el.tabIndex = 0;
  }
}

const labels = new WeakMap<TFunction<'calendar'>, WeakMap<object, { timeText: string; label: string }>>();

/**
 * "Klantafspraak: Kwartaalgesprek, 09:00, Bakkerij Jansen, voorlopig". Kept per entry (the same
 * object for as long as the range's answer) and time: the grid asks for it on every render of an
 * event, twice, and each translation costs.
 */
export function gridEventLabel(arg: { event: { title: string; extendedProps: Record<string, unknown> }; timeText: string }, t: TFunction<'calendar'>): string {
  const entry = entryOf(arg.event.extendedProps);
  if (!entry) return arg.event.title;
  let byEntry = labels.get(t);
  if (!byEntry) labels.set(t, (byEntry = new WeakMap()));
  const known = byEntry.get(entry);
  if (known?.timeText === arg.timeText) return known.label;
  const label = labelOf(entry, arg.event.title, arg.timeText, t);
  byEntry.set(entry, { timeText: arg.timeText, label });
  return label;
}

function labelOf(entry: CalendarEntry, title: string, timeText: string, t: TFunction<'calendar'>): string {
  if (entry.type === 'deadline') return [t('kinds.deadline'), title, timeText, entry.deadline.client?.name].filter(Boolean).join(', ');
  const o = entry.occurrence;
  return [
    `${t(`kinds.${o.kind}`)}: ${o.title}`,
    timeText || t('grid.allDay'),
    entry.client?.name,
    o.contactPriority ? t('grid.priority', { priority: t(`priorities.${o.contactPriority}`) }) : null,
    o.status === 'tentative' ? t('grid.tentative') : null,
    o.outcomeDue ? t('grid.outcomeDue') : null,
  ]
    .filter(Boolean)
    .join(', ');
}
