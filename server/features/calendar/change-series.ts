/**
 * Changing and deleting a recurring event per scope (issue 20): "alleen deze" (`this`), "deze en
 * volgende" (`following`) and "alle" (`all`). The time acted on is `occurrenceStart` (an original
 * start of the series); an "alleen deze" row acted on for `following` or `all` acts on its series
 * at its own original start.
 * - this: a new row replaces the one time (series_id + original_start, no rule) and the series
 *   excludes that start; an existing "alleen deze" row is simply changed (change-events.ts).
 * - following: the series ends the day before (splitSeries' `before`) and a new series with the
 *   changes starts at the time acted on (`after`). The "alleen deze" rows at or after the split are
 *   DELETED: their times return as plain times of the new series (their own edits are dropped, as
 *   the user chose to change every following time). From the first time it is the same as `all`.
 * - all: the series itself changes; a new time moves every time by the same wall-clock delta as the
 *   time acted on (its cancelled times and "alleen deze" rows move along). An "alleen deze" row
 *   acted on with `all` is deleted: its time shows the series' values again.
 * The caller has locked the row acted on and checked its version; the series' row is locked here.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { expandOccurrences, isOccurrenceStart, splitSeries, toRRule, type Series } from '../../../common/rules/recurrence.js';
import type { DeleteEventQuery, UpdateEventInput } from '../../../common/schemas/calendar.js';
import type { Db } from '../../db/database.js';
import { calendarEvents, type CalendarEventRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { ChangeResult, ChangeScope } from './change-events.js';
import { assertValid, changedColumns, copiedContent, localDelta, movedTimes, ruleColumns, shiftLocal, type EventInsert } from './event-values.js';
import { announceCalendarChange, appointmentClient } from './live.js';
import { notifyContactChanged } from './notify.js';
import { remindersOf, replaceReminders, scheduleReminders } from './reminders.js';
import { lastEndOf, seriesOf } from './series.js';

/** The series a row belongs to and the time acted on. */
interface Target {
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
async function targetOf(tx: Db, row: CalendarEventRow, scope: string | undefined, occurrenceStart: string | undefined): Promise<Target | null> {
  if (row.rrule === null) {
    const [master] = await tx
      .select()
      .from(calendarEvents)
      .where(and(eq(calendarEvents.id, row.seriesId!), eq(calendarEvents.companyId, row.companyId)))
      .for('update');
    const series = master ? seriesOf(master) : null;
    const occurrence = series && row.originalStart ? occurrenceAt(series, row.originalStart) : null;
    if (!master || !series || !occurrence) return null;
    return { master, series, override: row, occurrence };
  }
  const series = seriesOf(row);
  if (!series) throw new AppError('CALENDAR_OCCURRENCE_UNKNOWN');
  if (!scope) throw scopeRequired('scope');
  if (scope === 'all' && !occurrenceStart) return { master: row, series, override: null, occurrence: { start: row.startsAt, end: row.endsAt } };
  if (!occurrenceStart) throw scopeRequired('occurrenceStart');
  const start = new Date(occurrenceStart);
  // "Deze en volgende" and "alle" may start at a time that is cancelled or edited on its own; "alleen deze" may not.
  const occurrence = scope !== 'this' || isOccurrenceStart(series, start) ? occurrenceAt(series, start) : null;
  if (!occurrence) throw new AppError('CALENDAR_OCCURRENCE_UNKNOWN', { fields: { occurrenceStart: 'CALENDAR_OCCURRENCE_UNKNOWN' } });
  return { master: row, series, override: null, occurrence };
}

/** The series' "alleen deze" rows. */
const overridesOf = (tx: Db, masterId: string) =>
  tx.select({ id: calendarEvents.id, originalStart: calendarEvents.originalStart }).from(calendarEvents).where(eq(calendarEvents.seriesId, masterId));

const asRow = (values: EventInsert, base: CalendarEventRow): CalendarEventRow => ({ ...base, ...values }) as CalendarEventRow;

/** A change of a recurring event per its scope; null when the row turned out to be a single event. */
export async function updateInSeries(s: ChangeScope, row: CalendarEventRow, input: UpdateEventInput): Promise<ChangeResult | null> {
  const target = await targetOf(s.tx, row, input.scope, input.occurrenceStart);
  if (!target) return null;
  const set = await changedColumns(s.tx, s.actor.companyId, target.master, input);
  // What the user saw: the "alleen deze" row, or the series' time.
  const seen = target.override ?? { ...target.master, startsAt: target.occurrence.start, endsAt: target.occurrence.end };
  const moved = input.start || input.end ? movedTimes({ start: seen.startsAt, end: seen.endsAt }, input) : target.occurrence;
  if (input.scope === 'this') return changeThis(s, target, seen, moved, set, input);
  if (input.scope === 'following') {
    const split = splitSeries(target.series, target.occurrence.start);
    if (split.before) return changeFollowing(s, target, seen, moved, set, input, split);
  }
  return changeAll(s, target, seen, moved, set, input);
}

type Moved = { start: Date; end: Date };

async function finish(s: ChangeScope, seen: CalendarEventRow, after: CalendarEventRow, clients: (CalendarEventRow | null)[]): Promise<ChangeResult> {
  const mailed = await notifyContactChanged(s.tx, s.emit, seen, after, { actorId: s.actor.userId, appOrigin: s.ctx.env.appOrigin, now: s.now });
  await announceCalendarChange(s.tx, s.emit, { companyId: s.actor.companyId, eventId: after.id, clientIds: clients.flatMap(appointmentClient) });
  return { eventId: after.id, mailed };
}

/** The series' reminders for a new row made from it (unless the change gives its own). */
async function remindersFor(s: ChangeScope, masterId: string, input: UpdateEventInput) {
  return input.reminders ?? (await remindersOf(s.tx, [masterId])).get(masterId) ?? [];
}

async function bumpMaster(s: ChangeScope, master: CalendarEventRow, set: Partial<EventInsert>): Promise<void> {
  await s.tx
    .update(calendarEvents)
    .set({ ...set, version: master.version + 1, updatedBy: s.actor.userId, updatedAt: s.now })
    .where(eq(calendarEvents.id, master.id));
}

async function changeThis(s: ChangeScope, t: Target, seen: CalendarEventRow, moved: Moved, set: Partial<EventInsert>, input: UpdateEventInput) {
  const values: EventInsert = {
    ...copiedContent(t.master),
    ...set,
    startsAt: moved.start,
    endsAt: moved.end,
    rrule: null,
    lastEndsAt: moved.end,
    seriesId: t.master.id,
    originalStart: t.occurrence.start,
    updatedBy: s.actor.userId,
    createdAt: s.now,
    updatedAt: s.now,
  };
  assertValid(asRow(values, t.master), null);
  const [made] = await s.tx.insert(calendarEvents).values(values).returning();
  await bumpMaster(s, t.master, { excludedStarts: [...t.master.excludedStarts, t.occurrence.start] });
  await replaceReminders(s.tx, made!, await remindersFor(s, t.master.id, input), s.now);
  await scheduleReminders(s.tx, t.master.id, s.now);
  return finish(s, seen, made!, [t.master, made!]);
}

async function changeFollowing(
  s: ChangeScope,
  t: Target,
  seen: CalendarEventRow,
  moved: Moved,
  set: Partial<EventInsert>,
  input: UpdateEventInput,
  split: ReturnType<typeof splitSeries>,
) {
  const { master } = t;
  const at = t.occurrence.start;
  const rule = input.recurrence !== undefined ? input.recurrence : split.after;
  const later = (await overridesOf(s.tx, master.id)).filter((o) => o.originalStart !== null && o.originalStart >= at);
  const laterStarts = new Set(later.map((o) => o.originalStart!.getTime()));
  const shift = localDelta(at, moved.start, master.timeZone);
  const timeZone = set.timeZone ?? master.timeZone;
  const values: EventInsert = {
    ...copiedContent(master),
    ...set,
    startsAt: moved.start,
    endsAt: moved.end,
    ...ruleColumns(moved.start, moved.end, timeZone, rule),
    excludedStarts: rule ? master.excludedStarts.filter((e) => e >= at && !laterStarts.has(e.getTime())).map((e) => shiftLocal(e, shift, master.timeZone)) : [],
    seriesId: null,
    originalStart: null,
    updatedBy: s.actor.userId,
    createdAt: s.now,
    updatedAt: s.now,
  };
  assertValid(asRow(values, master), rule);
  const [made] = await s.tx.insert(calendarEvents).values(values).returning();
  if (later.length > 0)
    await s.tx.delete(calendarEvents).where(
      inArray(
        calendarEvents.id,
        later.map((o) => o.id),
      ),
    );
  await bumpMaster(s, master, {
    rrule: toRRule(split.before!),
    lastEndsAt: lastEndOf({ start: master.startsAt, end: master.endsAt, timeZone: master.timeZone, rule: split.before }),
    excludedStarts: master.excludedStarts.filter((e) => e < at),
  });
  await replaceReminders(s.tx, made!, await remindersFor(s, master.id, input), s.now);
  await scheduleReminders(s.tx, master.id, s.now);
  return finish(s, seen, made!, [master, made!]);
}

async function changeAll(s: ChangeScope, t: Target, seen: CalendarEventRow, moved: Moved, set: Partial<EventInsert>, input: UpdateEventInput) {
  const { master } = t;
  const timesChanged = moved.start.getTime() !== t.occurrence.start.getTime() || moved.end.getTime() !== t.occurrence.end.getTime();
  const shift = localDelta(t.occurrence.start, moved.start, master.timeZone);
  const start = shiftLocal(master.startsAt, shift, master.timeZone);
  const end = timesChanged ? new Date(start.getTime() + moved.end.getTime() - moved.start.getTime()) : master.endsAt;
  const rule = input.recurrence !== undefined ? input.recurrence : t.series.rule;
  const timeZone = set.timeZone ?? master.timeZone;
  const acted = t.override?.originalStart?.getTime() ?? null;
  const overrides = (await overridesOf(s.tx, master.id)).filter((o) => o.id !== t.override?.id);
  if (t.override) await s.tx.delete(calendarEvents).where(eq(calendarEvents.id, t.override.id));
  // Without a rule the series is one event: its "alleen deze" rows go.
  if (!rule && overrides.length > 0)
    await s.tx.delete(calendarEvents).where(
      inArray(
        calendarEvents.id,
        overrides.map((o) => o.id),
      ),
    );
  if (rule && shift !== 0 && overrides.length > 0) {
    // Two steps: the (series, original start) key must stay unique after every row.
    const ids = overrides.map((o) => o.id);
    await s.tx.update(calendarEvents).set({ seriesId: null }).where(inArray(calendarEvents.id, ids));
    for (const o of overrides) {
      await s.tx
        .update(calendarEvents)
        .set({ seriesId: master.id, originalStart: shiftLocal(o.originalStart!, shift, master.timeZone) })
        .where(eq(calendarEvents.id, o.id));
      await scheduleReminders(s.tx, o.id, s.now);
    }
  }
  const after = asRow(
    {
      ...master,
      ...set,
      startsAt: start,
      endsAt: end,
      ...ruleColumns(start, end, timeZone, rule),
      excludedStarts: rule ? master.excludedStarts.filter((e) => e.getTime() !== acted).map((e) => shiftLocal(e, shift, master.timeZone)) : [],
    },
    master,
  );
  assertValid(after, rule);
  await bumpMaster(s, master, {
    ...set,
    startsAt: start,
    endsAt: end,
    rrule: after.rrule,
    lastEndsAt: after.lastEndsAt,
    excludedStarts: after.excludedStarts,
  });
  if (input.reminders) await replaceReminders(s.tx, master, input.reminders, s.now);
  else await scheduleReminders(s.tx, master.id, s.now);
  return finish(s, seen, { ...after, startsAt: moved.start, endsAt: moved.end }, [master, t.override, after]);
}

/** A delete of a recurring event per its scope; false when the row turned out to be a single event. */
export async function deleteInSeries(s: ChangeScope, row: CalendarEventRow, query: DeleteEventQuery): Promise<boolean> {
  const target = await targetOf(s.tx, row, query.scope, query.occurrenceStart);
  if (!target) return false;
  const { master } = target;
  const at = target.occurrence.start;
  const announce = () =>
    announceCalendarChange(s.tx, s.emit, { companyId: s.actor.companyId, eventId: row.id, clientIds: [master, row].flatMap(appointmentClient) });
  if (query.scope === 'this') {
    // Only for the series itself: an "alleen deze" row acted on with `this` is deleted by the caller.
    await bumpMaster(s, master, { excludedStarts: [...master.excludedStarts, at] });
    await scheduleReminders(s.tx, master.id, s.now);
    await announce();
    return true;
  }
  const split = query.scope === 'following' ? splitSeries(target.series, at) : null;
  if (split?.before) {
    const later = (await overridesOf(s.tx, master.id)).filter((o) => o.originalStart !== null && o.originalStart >= at);
    if (later.length > 0)
      await s.tx.delete(calendarEvents).where(
        inArray(
          calendarEvents.id,
          later.map((o) => o.id),
        ),
      );
    await bumpMaster(s, master, {
      rrule: toRRule(split.before),
      lastEndsAt: lastEndOf({ start: master.startsAt, end: master.endsAt, timeZone: master.timeZone, rule: split.before }),
      excludedStarts: master.excludedStarts.filter((e) => e < at),
    });
    await scheduleReminders(s.tx, master.id, s.now);
  } else {
    // The whole series: its "alleen deze" rows first (series_id is no foreign key).
    await s.tx.delete(calendarEvents).where(eq(calendarEvents.seriesId, master.id));
    await s.tx.delete(calendarEvents).where(eq(calendarEvents.id, master.id));
  }
  await announce();
  return true;
}
