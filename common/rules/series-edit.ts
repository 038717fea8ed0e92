/**
 * What a change of one time of a recurring event does to its series (ADR 0014): "alleen deze"
 * (`this`), "deze en volgende" (`following`) and "alle" (`all`), answered as one plan that the server
 * applies as it is (server/features/calendar/change-series.ts).
 * - this: the time becomes a row of its own at its new times; the series excludes its original start.
 * - following: the series ends the day before the time (until set, count cleared) and a new series
 *   starts at the time's new times. A count, given or kept, counts from the series' FIRST time, as
 *   the form shows it: the new series keeps the times that are left (10 times, split at the 3rd: 8),
 *   so the two together never hold more than the series did. From the first time it is `all`.
 * - all: every time moves by the wall-clock shift of the time acted on (09:00 → 10:00 stays 10:00
 *   across daylight saving), its cancelled times and "alleen deze" rows along with it.
 * A rule left as it was follows the time to another weekday (a weekly series on Mondays whose time is
 * moved to Tuesday repeats on Tuesdays); a given rule is taken as the user chose it.
 */
import { dateKeyOfDayNumber, dayMs, dayNumberOfKey, localMsToUtcMs, utcMsToLocalMs } from './calendar-time.js';
import { occurrenceAtStart, type RecurrenceRule, type Series } from './recurrence.js';

export type SeriesEditScope = 'this' | 'following' | 'all';

export interface Times {
  start: Date;
  end: Date;
}

/** An "alleen deze" row of the series. */
export interface SeriesOverride {
  id: string;
  originalStart: Date;
}

export interface SeriesEditInput {
  series: Series;
  scope: SeriesEditScope;
  /** The original times of the time acted on (a time of the series, excluded or not). */
  occurrence: Times;
  /** That time's start and end after the change. */
  moved: Times;
  /** The rule the change gives (null: no longer repeating); undefined keeps the series' rule. */
  rule?: RecurrenceRule | null;
  /** The series' "alleen deze" rows, the one acted on included. */
  overrides: readonly SeriesOverride[];
  /** The "alleen deze" row acted on, or null when a time of the series itself was. */
  actedOn?: string | null;
}

export type SeriesEdit =
  | { kind: 'this'; exclude: Date; times: Times }
  | {
      kind: 'split';
      /** The old series: its rule ending the day before, and its exclusions before the split. */
      before: { rule: RecurrenceRule; excluded: Date[] };
      /** The new series from the time acted on. */
      after: { times: Times; rule: RecurrenceRule | null; excluded: Date[] };
      deleteOverrides: string[];
    }
  | { kind: 'all'; times: Times; rule: RecurrenceRule | null; excluded: Date[]; deleteOverrides: string[]; moveOverrides: SeriesOverride[] }
  /** The change cannot be made: the field and code to answer. */
  | { kind: 'problem'; field: string; code: 'RECURRENCE_UNTIL_BEFORE_START' };

const localMs = (t: Date, timeZone: string) => utcMsToLocalMs(t.getTime(), timeZone);
const localDay = (t: Date, timeZone: string) => Math.floor(localMs(t, timeZone) / dayMs);

/** `t` moved by a wall-clock delta in `timeZone` (09:00 moved an hour stays 10:00 across daylight saving). */
export function shiftLocal(t: Date, localDeltaMs: number, timeZone: string): Date {
  if (localDeltaMs === 0) return t;
  return new Date(localMsToUtcMs(localMs(t, timeZone) + localDeltaMs, timeZone));
}

/** A weekly rule's days moved by `days` (Monday + 1 → Tuesday, Sunday + 1 → Monday); other rules as they are. */
export function shiftWeekdays(rule: RecurrenceRule, days: number): RecurrenceRule {
  const shift = ((days % 7) + 7) % 7;
  if (rule.freq !== 'weekly' || shift === 0 || rule.byWeekday.length === 0) return rule;
  return { ...rule, byWeekday: [...new Set(rule.byWeekday.map((d) => ((d - 1 + shift) % 7) + 1))].sort((a, b) => a - b) };
}

/** The rule ending the local day before `date` ('YYYY-MM-DD'). */
const endingBefore = (rule: RecurrenceRule, date: string): RecurrenceRule => ({
  ...rule,
  byWeekday: [...rule.byWeekday],
  until: dateKeyOfDayNumber(dayNumberOfKey(date)! - 1),
  count: null,
});

/** The plan for a change of a recurring event's time; throws a RangeError when `occurrence` is not a time of the series. */
export function planSeriesEdit(input: SeriesEditInput): SeriesEdit {
  const { series, occurrence, moved } = input;
  const at = occurrence.start;
  const found = occurrenceAtStart(series, at);
  if (!found) throw new RangeError('planSeriesEdit: not a time of the series');
  if (input.scope === 'this') return { kind: 'this', exclude: at, times: moved };

  const zone = series.timeZone;
  const shift = localMs(moved.start, zone) - localMs(at, zone);
  const kept = input.rule === undefined ? shiftWeekdays(series.rule, localDay(moved.start, zone) - localDay(at, zone)) : input.rule;
  const excluded = [...(series.excluded ?? [])].sort((x, y) => x - y).map((ms) => new Date(ms));
  const others = input.overrides.filter((o) => o.id !== input.actedOn);

  if (input.scope === 'following' && found.index > 0) {
    // The count is of the whole series: the new one keeps what is left after the times before the split.
    const rule = kept && kept.count !== null ? { ...kept, count: kept.count - found.index } : kept;
    if (rule && rule.count !== null && rule.count < 1) return { kind: 'problem', field: 'recurrence.count', code: 'RECURRENCE_UNTIL_BEFORE_START' };
    const later = input.overrides.filter((o) => o.originalStart >= at);
    const returning = new Set(later.map((o) => o.originalStart.getTime()));
    return {
      kind: 'split',
      before: {
        rule: endingBefore(series.rule, found.date),
        excluded: excluded.filter((e) => e < at),
      },
      after: {
        times: moved,
        rule,
        // Cancelled times after the split stay cancelled; the times of the deleted "alleen deze" rows return.
        excluded: rule ? excluded.filter((e) => e >= at && !returning.has(e.getTime())).map((e) => shiftLocal(e, shift, zone)) : [],
      },
      deleteOverrides: later.map((o) => o.id),
    };
  }

  const timesChanged = moved.start.getTime() !== at.getTime() || moved.end.getTime() !== occurrence.end.getTime();
  const start = shiftLocal(series.start, shift, zone);
  const end = timesChanged ? new Date(start.getTime() + moved.end.getTime() - moved.start.getTime()) : series.end;
  const acted = input.actedOn ? at.getTime() : null;
  return {
    kind: 'all',
    times: { start, end },
    rule: kept,
    excluded: kept ? excluded.filter((e) => e.getTime() !== acted).map((e) => shiftLocal(e, shift, zone)) : [],
    // The row acted on shows the series' values again; without a rule the series is one event and its rows go.
    deleteOverrides: [...(input.actedOn ? [input.actedOn] : []), ...(kept ? [] : others.map((o) => o.id))],
    moveOverrides: kept && shift !== 0 ? others.map((o) => ({ id: o.id, originalStart: shiftLocal(o.originalStart, shift, zone) })) : [],
  };
}

/** "Deze en volgende" delete: the old series' rule ending the day before `at` (null: `at` is its first time, the whole series goes). */
export function ruleBefore(series: Series, at: Date): RecurrenceRule | null {
  const found = occurrenceAtStart(series, at);
  if (!found) throw new RangeError('ruleBefore: not a time of the series');
  return found.index === 0 ? null : endingBefore(series.rule, found.date);
}
