/**
 * What the grid shows: the range's occurrences and deadlines as FullCalendar event inputs, in the
 * user's zone's wall clock (calendar-zone.ts). Colours come from classes per kind (calendar.css),
 * with the client's colour as the accent border; a client's unconfirmed request is hatched.
 * Built once per answer (the screen memoises it), the unchanged ones kept across refetches, so
 * switching views or dragging re-renders nothing that did not change; calendar-density.ts cuts
 * them per view.
 */
import type { EventInput } from '@fullcalendar/core';
import { avatarPalette } from '../../../../common/rules/avatar';
import type { CalendarDeadline, CalendarOccurrence } from '../../../../common/schemas/calendar';
import type { ClientSummary } from '../../../../common/schemas/clients';
import { isLocalMidnight, toGridDate, toGridTime } from './calendar-zone';

export type CalendarEntry = { type: 'event'; occurrence: CalendarOccurrence; client: ClientSummary | null } | { type: 'deadline'; deadline: CalendarDeadline };

const hexColour = /^#[0-9a-f]{6}$/i;
const deadlineMinutes = 30;

/**
 * A client's colour as an accent: a client stores a palette key ('amber', common/schemas/clients.ts),
 * shown as that colour's strong tone; a hex colour as it is; anything else none.
 */
export function clientAccent(color: string | null | undefined): string | undefined {
  if (!color) return undefined;
  if (hexColour.test(color)) return color;
  return avatarPalette.find((c) => c.key === color)?.fg;
}

/** One occurrence; `client` is its client from the answer's `clients` (named once per answer). */
export function occurrenceInput(occurrence: CalendarOccurrence, timeZone: string, client: ClientSummary | null = null): EventInput {
  const classNames = ['cal-event', `cal-kind-${occurrence.kind}`];
  if (occurrence.status === 'tentative') classNames.push('cal-tentative');
  if (occurrence.kind === 'appointment' && occurrence.clientResponse === 'declined') classNames.push('cal-declined');
  if (occurrence.contactPriority) classNames.push(`cal-priority-${occurrence.contactPriority}`);
  if (occurrence.outcomeDue) classNames.push('cal-outcome-due');
  const input: EventInput = {
    id: occurrence.key,
    title: occurrence.title,
    allDay: occurrence.allDay,
    classNames,
    editable: true,
    extendedProps: { entry: { type: 'event', occurrence, client } satisfies CalendarEntry },
  };
  if (occurrence.allDay) {
    input.start = toGridDate(occurrence.start, timeZone);
    const end = toGridDate(occurrence.end, timeZone);
    // All-day ends are exclusive (midnight after the last day); one ending within its first day is that day.
    if (end > input.start) input.end = end;
  } else {
    input.start = toGridTime(occurrence.start, timeZone);
    input.end = toGridTime(occurrence.end, timeZone);
  }
  const colour = clientAccent(client?.color);
  if (colour) input.borderColor = colour;
  return input;
}

export function deadlineInput(deadline: CalendarDeadline, timeZone: string): EventInput {
  const allDay = isLocalMidnight(deadline.at, timeZone);
  const input: EventInput = {
    id: `deadline:${deadline.key}`,
    title: deadline.title,
    allDay,
    start: allDay ? toGridDate(deadline.at, timeZone) : toGridTime(deadline.at, timeZone),
    classNames: ['cal-event', 'cal-deadline', ...(deadline.done ? ['cal-deadline-done'] : [])],
    editable: false,
    extendedProps: { entry: { type: 'deadline', deadline } satisfies CalendarEntry },
  };
  if (!allDay) input.end = toGridTime(new Date(Date.parse(deadline.at) + deadlineMinutes * 60_000).toISOString(), timeZone);
  const colour = clientAccent(deadline.client?.color);
  if (colour) input.borderColor = colour;
  return input;
}

const occurrenceInputs = new WeakMap<CalendarOccurrence, { timeZone: string; client: ClientSummary | null; input: EventInput }>();
const deadlineInputs = new WeakMap<CalendarDeadline, { timeZone: string; input: EventInput }>();

const answerInputs = new WeakMap<object, { timeZone: string; inputs: readonly EventInput[] }>();

/**
 * The grid's inputs for one answer of the range (occurrences first, then deadlines): the same
 * array for the same answer (the range shown and a prefetched one meet here, and what is cut from
 * it per view is cached on it: calendar-density.ts). An occurrence or deadline that a refetch left
 * unchanged (TanStack Query keeps its object) keeps its input object, and with it what the grid
 * derived from it (its accessible name).
 */
export function gridInputs(
  answer: { events: readonly CalendarOccurrence[]; clients: readonly ClientSummary[]; deadlines: readonly CalendarDeadline[] },
  timeZone: string,
): readonly EventInput[] {
  const known = answerInputs.get(answer);
  if (known?.timeZone === timeZone) return known.inputs;
  const clients = new Map(answer.clients.map((c) => [c.id, c]));
  const ofOccurrence = (o: CalendarOccurrence) => {
    const client = o.clientId ? (clients.get(o.clientId) ?? null) : null;
    const known = occurrenceInputs.get(o);
    if (known && known.timeZone === timeZone && known.client === client) return known.input;
    const input = occurrenceInput(o, timeZone, client);
    occurrenceInputs.set(o, { timeZone, client, input });
    return input;
  };
  const ofDeadline = (d: CalendarDeadline) => {
    const known = deadlineInputs.get(d);
    if (known && known.timeZone === timeZone) return known.input;
    const input = deadlineInput(d, timeZone);
    deadlineInputs.set(d, { timeZone, input });
    return input;
  };
  const inputs = [...answer.events.map(ofOccurrence), ...answer.deadlines.map(ofDeadline)];
  answerInputs.set(answer, { timeZone, inputs });
  return inputs;
}

/** The entry behind a grid event (its extendedProps). */
export function entryOf(extendedProps: Record<string, unknown>): CalendarEntry | null {
  const entry = extendedProps.entry as CalendarEntry | undefined;
  return entry && (entry.type === 'event' || entry.type === 'deadline') ? entry : null;
}

/** Whether an occurrence is one time of a series (a move or delete asks "alleen deze / deze en volgende / alle"). */
export function isRecurring(occurrence: Pick<CalendarOccurrence, 'seriesId' | 'occurrenceStart'>): boolean {
  return occurrence.seriesId !== null || occurrence.occurrenceStart !== null;
}
