/**
 * What the grid is given, per view: what a person can see, not the whole loaded range. The range
 * read is the six-week month grid (some 4,000 events for a busy agency), but FullCalendar renders,
 * lays out and measures every event it is given — in a month view even those its `dayMaxEvents`
 * then hides. So the month and the agenda get at most a few events per day and, for the rest, one
 * "+N meer" entry per day (a real event: focusable, named "+12 meer op dinsdag 24 november",
 * opening that day); the week and day views get the events of the week or day shown (their
 * stacks capped by FullCalendar's `eventMaxStack`, which does not render what it hides).
 * The answers are cached per loaded range and view kind, so switching back and forth gives
 * FullCalendar the same array (no re-parse) and no work is repeated.
 */
import type { EventInput } from '@fullcalendar/core';
import type { TFunction } from 'i18next';
import type { CalendarView } from './calendar-query';

/** At most this many events per day in the month grid and in the agenda; the rest behind "+N meer". */
export const dayCaps = { month: 3, agenda: 8 } as const;

/** The "+N meer" entry of one day (extendedProps.entry of its grid event). */
export interface MoreEntry {
  type: 'more';
  /** 'YYYY-MM-DD' on the grid. */
  date: string;
  count: number;
}

const dayMs = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / dayMs;
const dateOfDayNumber = (n: number) => new Date(n * dayMs).toISOString().slice(0, 10);

/** The grid days an input covers, as day numbers [first, last] (all-day ends are exclusive; a timed event ending at midnight ends the day before). */
export function daysOf(input: Pick<EventInput, 'start' | 'end' | 'allDay'>): [number, number] {
  const start = String(input.start);
  const first = dayNumber(start);
  if (input.end === undefined || input.end === null) return [first, first];
  const end = String(input.end);
  let last = dayNumber(end);
  if (input.allDay || end.length === 10 || end.endsWith('T00:00:00')) last -= 1;
  return [first, Math.max(first, last)];
}

/** FullCalendar's own order within a day (start, longer first, title), so the events kept are the ones it would show first. */
function compareInputs(a: EventInput, b: EventInput): number {
  const as = String(a.start);
  const bs = String(b.start);
  if (as !== bs) return as < bs ? -1 : 1;
  const ae = String(a.end ?? a.start);
  const be = String(b.end ?? b.start);
  if (ae !== be) return ae > be ? -1 : 1;
  const at = String(a.title ?? '');
  const bt = String(b.title ?? '');
  return at < bt ? -1 : at > bt ? 1 : 0;
}

/** The "+N meer" grid event of a day: an all-day event ordered after the day's events (eventOrder '-last,…': FullCalendar sorts a missing field after a present one). */
export function moreInput(date: string, count: number): EventInput {
  return {
    id: `more:${date}`,
    title: `+${count}`,
    start: date,
    allDay: true,
    editable: false,
    classNames: ['cal-more'],
    extendedProps: { last: 1, entry: { type: 'more', date, count } satisfies MoreEntry },
  };
}

/**
 * At most `perDay` events per day (an event spanning days is kept only where every one of its days
 * has room, else counted on each of them), in FullCalendar's order, then a "+N meer" per day with
 * hidden events. The kept inputs are the same objects (FullCalendar is given nothing new for them).
 */
export function capPerDay(inputs: readonly EventInput[], perDay: number): EventInput[] {
  const sorted = [...inputs].sort(compareInputs);
  const shown = new Map<number, number>();
  const hidden = new Map<number, number>();
  const kept: EventInput[] = [];
  for (const input of sorted) {
    const [first, last] = daysOf(input);
    let fits = true;
    for (let d = first; d <= last && fits; d++) fits = (shown.get(d) ?? 0) < perDay;
    const counts = fits ? shown : hidden;
    for (let d = first; d <= last; d++) counts.set(d, (counts.get(d) ?? 0) + 1);
    if (fits) kept.push(input);
  }
  const more = [...hidden.entries()].sort((a, b) => a[0] - b[0]).map(([d, count]) => moreInput(dateOfDayNumber(d), count));
  return [...kept, ...more];
}

const cache = new WeakMap<readonly EventInput[], Map<string, EventInput[]>>();

/** A period of the grid, 'YYYY-MM-DD' days, the end exclusive (a week or a day view's). */
export interface GridPeriod {
  start: string;
  end: string;
}

/** The inputs with a day in the period (the same objects). */
export function inputsIn(inputs: readonly EventInput[], period: GridPeriod): EventInput[] {
  const first = dayNumber(period.start);
  const end = dayNumber(period.end);
  return inputs.filter((input) => {
    const [from, to] = daysOf(input);
    return from < end && to >= first;
  });
}

/**
 * The inputs for a view (cached per inputs array, view kind and period): capped per day in the
 * month and the agenda; in the week and day views those of the period shown (a week holds a
 * sixth of the range: FullCalendar parses, expands and slices no more than that), or all while
 * it is not known yet.
 */
export function inputsForView(inputs: readonly EventInput[], view: CalendarView, period: GridPeriod | null = null): readonly EventInput[] {
  if ((view === 'week' || view === 'day') && !period) return inputs;
  const key = view === 'month' || view === 'agenda' ? view : `${view}:${period!.start}:${period!.end}`;
  let byView = cache.get(inputs);
  if (!byView) cache.set(inputs, (byView = new Map()));
  let answer = byView.get(key);
  if (!answer) byView.set(key, (answer = view === 'month' || view === 'agenda' ? capPerDay(inputs, dayCaps[view]) : inputsIn(inputs, period!)));
  return answer;
}

/** The "+N meer" entry behind a grid event, if it is one. */
export function moreOf(extendedProps: Record<string, unknown>): MoreEntry | null {
  const entry = extendedProps.entry as MoreEntry | undefined;
  return entry?.type === 'more' ? entry : null;
}

/** The grid's event order: FullCalendar's own, with each day's "+N meer" last. */
export const gridEventOrder = '-last,start,-duration,allDay,title';

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** "+12 meer op dinsdag 24 november": the accessible name of a day's "+N meer". */
export function moreLabel(more: MoreEntry, t: TFunction<'calendar'>, language: string): string {
  let format = dayFormats.get(language);
  if (!format) dayFormats.set(language, (format = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })));
  return t('grid.moreOn', { count: more.count, day: format.format(new Date(`${more.date}T00:00:00Z`)) });
}
