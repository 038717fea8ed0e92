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
import { type CalendarView, isTimeGridView } from './calendar-query';

/** At most this many events per day in the month grid and in the agenda; the rest behind "+N meer". */
export const dayCaps = { month: 3, agenda: 8 } as const;

/** At most this many timed events side by side in the week and day views; the rest behind a "+N meer" beside them. */
export const stackCaps = { week: 2, '3days': 3, day: 7 } as const;

/** The "+N meer" entry of one day, or of a busy stretch of a day in a time grid (extendedProps.entry of its grid event). */
export interface MoreEntry {
  type: 'more';
  /** 'YYYY-MM-DD' on the grid. */
  date: string;
  count: number;
  /** In a time grid: the hidden events themselves (listed when it is opened) and the stretch they cover ('HH:mm'). */
  hidden?: readonly EventInput[];
  from?: string;
  to?: string;
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

const gridTimeMs = (value: EventInput['start']) => Date.parse(`${String(value)}Z`);
const gridTimeOf = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/** A busy stretch's "+N meer" in a time grid: a timed event beside the kept ones, covering the hidden events' times. */
export function stackMoreInput(date: string, hidden: readonly EventInput[], startMs: number, endMs: number): EventInput {
  const start = gridTimeOf(startMs);
  const end = gridTimeOf(endMs);
  return {
    id: `more:${start}`,
    title: `+${hidden.length}`,
    start,
    end,
    allDay: false,
    editable: false,
    classNames: ['cal-more', 'cal-more-stack'],
    extendedProps: {
      last: 1,
      entry: { type: 'more', date, count: hidden.length, hidden, from: start.slice(11, 16), to: end.slice(11, 16) } satisfies MoreEntry,
    },
  };
}

/**
 * The week and day views: of the timed events, at most `cap` side by side (placed as FullCalendar
 * places them: by start, longer first, each in the first column free at its start); the rest of a
 * busy stretch (hidden events overlapping one another) behind one "+N meer" beside them, which
 * lists them. An event spanning days is kept only where every one of its days has room. All-day
 * events are kept (their row shows three a day, FullCalendar's "+N" for the rest). FullCalendar
 * lays out every event it is given, also those its eventMaxStack would then hide: this gives it
 * only what it shows.
 */
export function capStacks(inputs: readonly EventInput[], cap: number): EventInput[] {
  const hiddenInputs = new Set<EventInput>();
  const timed = inputs.filter((input) => !input.allDay).sort(compareInputs);
  /** Per day number: the end (ms) of the last event in each column. */
  const columns = new Map<number, number[]>();
  /** Per day number: the hidden events with their part of that day, by start. */
  const hiddenByDay = new Map<number, { input: EventInput; start: number; end: number }[]>();
  for (const input of timed) {
    const start = gridTimeMs(input.start);
    const end = input.end ? Math.max(gridTimeMs(input.end), start) : start;
    const [first, last] = daysOf(input);
    const parts: { day: number; start: number; end: number; column: number }[] = [];
    let fits = true;
    for (let d = first; d <= last; d++) {
      const partStart = Math.max(start, d * dayMs);
      const partEnd = Math.min(end, (d + 1) * dayMs);
      const ends = columns.get(d) ?? [];
      let column = ends.findIndex((e) => e <= partStart);
      if (column < 0) column = ends.length;
      if (column >= cap) fits = false;
      parts.push({ day: d, start: partStart, end: partEnd, column });
    }
    for (const part of parts) {
      if (fits) {
        const ends = columns.get(part.day) ?? [];
        ends[part.column] = Math.max(part.end, part.start + 1);
        columns.set(part.day, ends);
      } else {
        const list = hiddenByDay.get(part.day) ?? [];
        list.push({ input, start: part.start, end: Math.max(part.end, part.start + 1) });
        hiddenByDay.set(part.day, list);
      }
    }
    if (!fits) hiddenInputs.add(input);
  }
  const more: EventInput[] = [];
  for (const [day, list] of [...hiddenByDay.entries()].sort((a, b) => a[0] - b[0])) {
    let stretch: typeof list = [];
    let stretchEnd = 0;
    const flush = () => {
      if (stretch.length > 0)
        more.push(
          stackMoreInput(
            dateOfDayNumber(day),
            stretch.map((h) => h.input),
            stretch[0]!.start,
            stretchEnd,
          ),
        );
      stretch = [];
    };
    for (const hidden of list) {
      if (stretch.length > 0 && hidden.start >= stretchEnd) flush();
      if (stretch.length === 0) stretchEnd = hidden.end;
      stretch.push(hidden);
      stretchEnd = Math.max(stretchEnd, hidden.end);
    }
    flush();
  }
  return hiddenInputs.size === 0 ? [...inputs] : [...inputs.filter((input) => !hiddenInputs.has(input)), ...more];
}

const cache = new WeakMap<readonly EventInput[], Map<string, EventInput[]>>();

/** A period of the grid, 'YYYY-MM-DD' days, the end exclusive (a week or a day view's). */
export interface GridPeriod {
  start: string;
  end: string;
}

/**
 * The period a view shows around a date ('YYYY-MM-DD'), as FullCalendar lays it out here (weeks
 * from Monday): the week (and the agenda's week) holding it, the day, or the month's six-week grid.
 */
export function periodFor(view: CalendarView, date: string): GridPeriod {
  const day = dayNumber(date);
  if (view === 'day') return { start: date.slice(0, 10), end: dateOfDayNumber(day + 1) };
  if (view === '3days') return { start: date.slice(0, 10), end: dateOfDayNumber(day + 3) };
  const mondayOf = (n: number) => n - ((new Date(n * dayMs).getUTCDay() + 6) % 7);
  if (view === 'month') {
    const first = mondayOf(dayNumber(`${date.slice(0, 7)}-01`));
    return { start: dateOfDayNumber(first), end: dateOfDayNumber(first + 42) };
  }
  const monday = mondayOf(day);
  return { start: dateOfDayNumber(monday), end: dateOfDayNumber(monday + 7) };
}

/**
 * Where "Vorige" and "Volgende" go from a view on `date` ('YYYY-MM-DD'): the first day of the
 * period before and of the one after (the 1st of the month in the month view), as FullCalendar's
 * own prev and next.
 */
export function neighbourDates(view: CalendarView, date: string): [string, string] {
  if (view === 'month') {
    const [year, month] = date.split('-').map(Number) as [number, number];
    const first = (step: number) => new Date(Date.UTC(year, month - 1 + step, 1)).toISOString().slice(0, 10);
    return [first(-1), first(1)];
  }
  const start = dayNumber(periodFor(view, date).start);
  const step = view === 'day' ? 1 : view === '3days' ? 3 : 7;
  return [dateOfDayNumber(start - step), dateOfDayNumber(start + step)];
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
  if (isTimeGridView(view) && !period) return inputs;
  const key = view === 'month' || view === 'agenda' ? view : `${view}:${period!.start}:${period!.end}`;
  let byView = cache.get(inputs);
  if (!byView) cache.set(inputs, (byView = new Map()));
  let answer = byView.get(key);
  if (!answer)
    byView.set(
      key,
      (answer = view === 'month' || view === 'agenda' ? capPerDay(inputs, dayCaps[view]) : capStacks(inputsIn(inputs, period!), stackCaps[view])),
    );
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
/** "dinsdag 24 november", or "dinsdag 24 november, 09:00–11:30" for a busy stretch: where a "+N meer" stands. */
export function moreWhere(more: MoreEntry, language: string): string {
  let format = dayFormats.get(language);
  if (!format) dayFormats.set(language, (format = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })));
  const day = format.format(new Date(`${more.date}T00:00:00Z`));
  return more.from && more.to ? `${day}, ${more.from}–${more.to}` : day;
}

/** "+12 meer op dinsdag 24 november" (", 09:00–11:30" for a busy stretch): the accessible name of a "+N meer". */
export function moreLabel(more: MoreEntry, t: TFunction<'calendar'>, language: string): string {
  return t('grid.moreOn', { count: more.count, day: moreWhere(more, language) });
}
