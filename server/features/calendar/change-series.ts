/**
 * Changing and deleting a recurring event per scope (ADR 0014): "alleen deze" (`this`), "deze en
 * volgende" (`following`) and "alle" (`all`). The row acted on gives its series and the time acted
 * on (targetOf: `occurrenceStart`, an original start of the series; an "alleen deze" row acted on for
 * `following` or `all` acts on its series at its own original start). WHAT the change does to the
 * series is the pure plan of common/rules/series-edit.ts; this module only reads what the plan needs
 * and writes what it answers:
 * - this: a new row for the one time (series_id + original_start, no rule), the series excludes it;
 *   an existing "alleen deze" row is simply changed (change-events.ts).
 * - split: the series ends the day before; a new series with the changes starts at the time; the
 *   "alleen deze" rows at or after the split are DELETED (their times return as times of the new
 *   series, as the user chose to change every following time).
 * - all: the series itself changes; its "alleen deze" rows move along (or go, without a rule).
 * The caller has locked the row acted on and checked its version; the series' row is locked here.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { expandOccurrences, isOccurrenceStart, type RecurrenceRule, type Series } from '../../../common/rules/recurrence.js';
import { toRRule } from '../../../common/rules/rrule-text.js';
import { planSeriesEdit, ruleBefore, type SeriesEdit, type SeriesEditScope, type Times } from '../../../common/rules/series-edit.js';
import type { DeleteEventQuery, UpdateEventInput } from '../../../common/schemas/calendar.js';
import type { Db } from '../../db/database.js';
import { calendarEvents, type CalendarEventRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { assertValid, changedColumns, copiedContent, movedTimes, ruleColumns, type ChangeResult, type ChangeScope, type EventInsert } from './event-values.js';
import { finishChange } from './finish-change.js';
import { announceCalendarChange, appointmentClient } from './live.js';
import { remindersOf, replaceReminders, scheduleReminders } from './reminders.js';
import { lastEndOf, seriesOf } from './series.js';

/** The series a row belongs to and the time acted on. */
interface Target {
  scope: SeriesEditScope;
  master: CalendarEventRow;
  series: Series;
  /** The "alleen deze" row acted on, or null when the series itself was. */
  override: CalendarEventRow | null;
  occurrence: { start: Date; end: Date };
}

const scopeRequired = (field: string) => new AppError('CALENDAR_SCOPE_REQUIRED', { fields: { [field]: 'CALENDAR_SCOPE_REQUIRED' } });

/** The time of the series starting at `start`, excluded or not (null when the rule has none there). */
function occurrenceAt(series: Series, start: Date): { start: Date; end: Date } | null {
  const found = expandOccurrences({ ...series, excluded: new Set() }, start, new Date(start.getTime() + 1), 50).find(
    (o) => o.start.getTime() === start.getTime(),
  );
  return found ? { start: found.start, end: found.end } : null;
}

/** The row's series and the time acted on; null when an "alleen deze" row lost its series (then it is a single event). */
async function targetOf(tx: Db, row: CalendarEventRow, scope: SeriesEditScope | undefined, occurrenceStart: string | undefined): Promise<Target | null> {
  if (row.rrule === null) {
    const [master] = await tx
      .select()
      .from(calendarEvents)
      .where(and(eq(calendarEvents.id, row.seriesId!), eq(calendarEvents.companyId, row.companyId)))
      .for('update');
    const series = master ? seriesOf(master) : null;
    const occurrence = series && row.originalStart ? occurrenceAt(series, row.originalStart) : null;
    if (!master || !series || !occurrence) return null;
    return { scope: scope === 'following' ? 'following' : 'all', master, series, override: row, occurrence };
  }
  const series = seriesOf(row);
  if (!series) throw new AppError('CALENDAR_OCCURRENCE_UNKNOWN');
  if (!scope) throw scopeRequired('scope');
  if (scope === 'all' && !occurrenceStart) return { scope, master: row, series, override: null, occurrence: { start: row.startsAt, end: row.endsAt } };
  if (!occurrenceStart) throw scopeRequired('occurrenceStart');
  const start = new Date(occurrenceStart);
  // "Deze en volgende" and "alle" may start at a time that is cancelled or edited on its own; "alleen deze" may not.
  const occurrence = scope !== 'this' || isOccurrenceStart(series, start) ? occurrenceAt(series, start) : null;
  if (!occurrence) throw new AppError('CALENDAR_OCCURRENCE_UNKNOWN', { fields: { occurrenceStart: 'CALENDAR_OCCURRENCE_UNKNOWN' } });
  return { scope, master: row, series, override: null, occurrence };
}

/** The series' "alleen deze" rows. */
async function overridesOf(tx: Db, masterId: string): Promise<{ id: string; originalStart: Date }[]> {
  const rows = await tx
    .select({ id: calendarEvents.id, originalStart: calendarEvents.originalStart })
    .from(calendarEvents)
    .where(eq(calendarEvents.seriesId, masterId));
  return rows.flatMap((o) => (o.originalStart ? [{ id: o.id, originalStart: o.originalStart }] : []));
}

const deleteRows = async (tx: Db, ids: readonly string[]) => {
  if (ids.length > 0) await tx.delete(calendarEvents).where(inArray(calendarEvents.id, [...ids]));
};

/** A change of a recurring event per its scope; null when the row turned out to be a single event. */
export async function updateInSeries(s: ChangeScope, row: CalendarEventRow, input: UpdateEventInput): Promise<ChangeResult | null> {
  const target = await targetOf(s.tx, row, input.scope, input.occurrenceStart);
  if (!target) return null;
  const set = await changedColumns(s.tx, s.actor.companyId, target.master, input);
  // What the user saw: the "alleen deze" row, or the series' time.
  const seen = target.override ?? asRow({ startsAt: target.occurrence.start, endsAt: target.occurrence.end }, target.master);
  const moved = input.start || input.end ? movedTimes({ start: seen.startsAt, end: seen.endsAt }, input) : target.occurrence;
  const plan = planSeriesEdit({
    series: target.series,
    scope: target.scope,
    occurrence: target.occurrence,
    moved,
    rule: input.recurrence,
    overrides: await overridesOf(s.tx, target.master.id),
    actedOn: target.override?.id ?? null,
  });
  const change: Change = { ...s, target, seen, moved, set, reminders: input.reminders };
  if (plan.kind === 'problem') throw new AppError(plan.code, { fields: { [plan.field]: plan.code } });
  if (plan.kind === 'this') return applyThis(change, plan);
  if (plan.kind === 'split') return applySplit(change, plan);
  return applyAll(change, plan);
}

/** One change being applied: the scope, the series and time acted on, what the user saw, the columns the change sets. */
interface Change extends ChangeScope {
  target: Target;
  seen: CalendarEventRow;
  /** The time acted on after the change. */
  moved: Times;
  set: Partial<EventInsert>;
  /** The reminders the change gives; undefined keeps the series'. */
  reminders: UpdateEventInput['reminders'];
}

const asRow = (values: Partial<EventInsert>, base: CalendarEventRow): CalendarEventRow => ({ ...base, ...values }) as CalendarEventRow;

/** The series' reminders for a new row made from it (unless the change gives its own). */
async function remindersFor(c: Change) {
  const masterId = c.target.master.id;
  return c.reminders ?? (await remindersOf(c.tx, [masterId])).get(masterId) ?? [];
}

async function bumpMaster(s: ChangeScope, master: CalendarEventRow, set: Partial<EventInsert>): Promise<void> {
  await s.tx
    .update(calendarEvents)
    .set({ ...set, version: master.version + 1, updatedBy: s.actor.userId, updatedAt: s.now })
    .where(eq(calendarEvents.id, master.id));
}

/** The series' own rule and last end after a change of its rule (its start and end as they are). */
const masterRule = (master: CalendarEventRow, rule: RecurrenceRule) => ({
  rrule: toRRule(rule),
  lastEndsAt: lastEndOf({ start: master.startsAt, end: master.endsAt, timeZone: master.timeZone, rule }),
});

/** A new row made from the series: its content, the change, the given times and rule. */
function newRow(c: Change, times: Times, rule: RecurrenceRule | null, extra: Partial<EventInsert>): EventInsert {
  const timeZone = c.set.timeZone ?? c.target.master.timeZone;
  const values: EventInsert = {
    ...copiedContent(c.target.master),
    ...c.set,
    startsAt: times.start,
    endsAt: times.end,
    ...ruleColumns(times.start, times.end, timeZone, rule),
    seriesId: null,
    originalStart: null,
    ...extra,
    updatedBy: c.actor.userId,
    createdAt: c.now,
    updatedAt: c.now,
  };
  assertValid(asRow(values, c.target.master), rule);
  return values;
}

async function applyThis(c: Change, plan: Extract<SeriesEdit, { kind: 'this' }>): Promise<ChangeResult> {
  const { master } = c.target;
  const [made] = await c.tx
    .insert(calendarEvents)
    .values(newRow(c, plan.times, null, { seriesId: master.id, originalStart: plan.exclude }))
    .returning();
  await bumpMaster(c, master, { excludedStarts: [...master.excludedStarts, plan.exclude] });
  await replaceReminders(c.tx, made!, await remindersFor(c), c.now);
  await scheduleReminders(c.tx, master.id, c.now);
  return finishChange(c, c.seen, made!, [master, made!]);
}

async function applySplit(c: Change, plan: Extract<SeriesEdit, { kind: 'split' }>): Promise<ChangeResult> {
  const { master } = c.target;
  const [made] = await c.tx
    .insert(calendarEvents)
    .values(newRow(c, plan.after.times, plan.after.rule, { excludedStarts: plan.after.excluded }))
    .returning();
  await deleteRows(c.tx, plan.deleteOverrides);
  await bumpMaster(c, master, { ...masterRule(master, plan.before.rule), excludedStarts: plan.before.excluded });
  await replaceReminders(c.tx, made!, await remindersFor(c), c.now);
  await scheduleReminders(c.tx, master.id, c.now);
  return finishChange(c, c.seen, made!, [master, made!]);
}

async function applyAll(c: Change, plan: Extract<SeriesEdit, { kind: 'all' }>): Promise<ChangeResult> {
  const { master, override } = c.target;
  await deleteRows(c.tx, plan.deleteOverrides);
  if (plan.moveOverrides.length > 0) {
    // Two steps: the (series, original start) key must stay unique after every row.
    await c.tx
      .update(calendarEvents)
      .set({ seriesId: null })
      .where(
        inArray(
          calendarEvents.id,
          plan.moveOverrides.map((o) => o.id),
        ),
      );
    for (const o of plan.moveOverrides) {
      await c.tx.update(calendarEvents).set({ seriesId: master.id, originalStart: o.originalStart }).where(eq(calendarEvents.id, o.id));
      await scheduleReminders(c.tx, o.id, c.now);
    }
  }
  const timeZone = c.set.timeZone ?? master.timeZone;
  const columns = {
    ...c.set,
    startsAt: plan.times.start,
    endsAt: plan.times.end,
    ...ruleColumns(plan.times.start, plan.times.end, timeZone, plan.rule),
    excludedStarts: plan.excluded,
  };
  const after = asRow(columns, master);
  assertValid(after, plan.rule);
  await bumpMaster(c, master, columns);
  if (c.reminders) await replaceReminders(c.tx, master, c.reminders, c.now);
  else await scheduleReminders(c.tx, master.id, c.now);
  // The time acted on as the user now sees it.
  return finishChange(c, c.seen, asRow({ startsAt: c.moved.start, endsAt: c.moved.end }, after), [master, override, after]);
}

/** A delete of a recurring event per its scope; false when the row turned out to be a single event. */
export async function deleteInSeries(s: ChangeScope, row: CalendarEventRow, query: DeleteEventQuery): Promise<boolean> {
  const target = await targetOf(s.tx, row, query.scope, query.occurrenceStart);
  if (!target) return false;
  const { master } = target;
  const at = target.occurrence.start;
  const before = query.scope === 'following' ? ruleBefore(target.series, at) : null;
  if (query.scope === 'this') {
    // Only for the series itself: an "alleen deze" row acted on with `this` is deleted by the caller.
    await bumpMaster(s, master, { excludedStarts: [...master.excludedStarts, at] });
    await scheduleReminders(s.tx, master.id, s.now);
  } else if (before) {
    await deleteRows(
      s.tx,
      (await overridesOf(s.tx, master.id)).filter((o) => o.originalStart >= at).map((o) => o.id),
    );
    await bumpMaster(s, master, { ...masterRule(master, before), excludedStarts: master.excludedStarts.filter((e) => e < at) });
    await scheduleReminders(s.tx, master.id, s.now);
  } else {
    // The whole series: its "alleen deze" rows first (series_id is no foreign key).
    await s.tx.delete(calendarEvents).where(eq(calendarEvents.seriesId, master.id));
    await s.tx.delete(calendarEvents).where(eq(calendarEvents.id, master.id));
  }
  await announceCalendarChange(s.tx, s.emit, { companyId: s.actor.companyId, eventId: row.id, clientIds: [master, row].flatMap(appointmentClient) });
  return true;
}
