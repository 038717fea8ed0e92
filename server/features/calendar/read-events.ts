/**
 * Reading the calendar (issue 20): a range of occurrences with the providers' deadlines (one
 * event as the dialog shows it: read-event.ts). A range is one statement: the single events by start (a range
 * looks back 31 days, the longest an event lasts) and the series by their last end, each through
 * its own partial index, with the owner and the client joined; series are expanded in Node with
 * the shared rules (series.ts). "Alleen deze" edits are ordinary single rows.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { calendarEventKinds, calendarLimits, type CalendarEventKind } from '../../../common/calendar-constants.js';
import type { CalendarOccurrence, CalendarRangeFilters, CalendarRangeResponse } from '../../../common/schemas/calendar.js';
import type { Db } from '../../db/database.js';
import { calendarEvents, clients, users } from '../../db/schema/index.js';
import { personJson } from '../../lib/people.js';
import type { CalendarRegistry } from './registry.js';
import { occurrenceKey, occurrencesOf } from './series.js';
import type { CalendarActor } from './policy.js';

const dayMs = 86_400_000;
/** Events last at most 31 days (eventProblems): a single event overlapping a range starts at most this long before it. */
const longestEvent = 31 * dayMs;

export const owner = alias(users, 'owner');
export const clientColumns = { id: clients.id, name: clients.name, code: clients.code, color: clients.color };

/** An instant as epoch milliseconds inside json (cheaper to read back than ISO text). */
const epochMs = (column: AnyColumn) => sql`round(date_part('epoch', ${column}) * 1000)`;

/**
 * The columns a range answers, in the order of a row's json array. PGlite hands rows back cell by
 * cell, which for a busy agency's month costs far more than the statement: the answer is one json
 * value — the rows as positional arrays (times as epoch milliseconds), and the owners and clients
 * they name once each instead of on every row.
 */
const rangeTuple = [
  calendarEvents.id,
  calendarEvents.kind,
  calendarEvents.title,
  epochMs(calendarEvents.startsAt),
  epochMs(calendarEvents.endsAt),
  epochMs(calendarEvents.lastEndsAt),
  calendarEvents.allDay,
  calendarEvents.timeZone,
  calendarEvents.rrule,
  sql`case when ${calendarEvents.rrule} is null or cardinality(${calendarEvents.excludedStarts}) = 0 then null else ${calendarEvents.excludedStarts} end`,
  calendarEvents.seriesId,
  epochMs(calendarEvents.originalStart),
  calendarEvents.status,
  calendarEvents.clientResponse,
  calendarEvents.contactType,
  calendarEvents.contactPriority,
  calendarEvents.outcome,
  calendarEvents.ownerId,
  calendarEvents.version,
  calendarEvents.clientId,
] as const;

type RangeTuple = [
  id: string,
  kind: CalendarEventKind,
  title: string,
  startsAt: number,
  endsAt: number,
  lastEndsAt: number,
  allDay: boolean,
  timeZone: string,
  rrule: string | null,
  excludedStarts: string[] | null,
  seriesId: string | null,
  originalStart: number | null,
  status: CalendarOccurrence['status'],
  clientResponse: CalendarOccurrence['clientResponse'],
  contactType: CalendarOccurrence['contactType'],
  contactPriority: CalendarOccurrence['contactPriority'],
  outcome: string | null,
  ownerId: string | null,
  version: number,
  clientId: string | null,
];

/** A range's event as read (its owner and client looked up in the answer's lists). */
interface RangeRow {
  id: string;
  kind: CalendarEventKind;
  title: string;
  startsAt: number;
  endsAt: number;
  lastEndsAt: number;
  allDay: boolean;
  timeZone: string;
  rrule: string | null;
  excludedStarts: string[] | null;
  seriesId: string | null;
  originalStart: number | null;
  status: CalendarOccurrence['status'];
  clientResponse: CalendarOccurrence['clientResponse'];
  contactType: CalendarOccurrence['contactType'];
  contactPriority: CalendarOccurrence['contactPriority'];
  outcome: string | null;
  ownerId: string | null;
  version: number;
  clientId: string | null;
}

interface RangeRows {
  rows: RangeRow[];
  people: CalendarRangeResponse['people'];
  clients: CalendarRangeResponse['clients'];
}

interface RangeInput {
  from: Date;
  to: Date;
  kinds: readonly CalendarEventKind[] | null;
  clientIds: readonly string[] | null;
  ownerIds: readonly string[] | null;
}

/**
 * A short range skips the monthly series that cannot have a time in it: a monthly series (shorter
 * than a day per time) falls on its start's local day of the month, so its day must be one of the
 * range's days (a day either side for the zones). Monthly series run long, so without this a week
 * would read most of them for nothing. Ranges of four weeks and more read them all.
 */
function monthlyPrefilter(from: Date, to: Date): SQL | undefined {
  if (to.getTime() - from.getTime() >= 28 * dayMs) return undefined;
  const days = new Set<number>();
  for (let t = from.getTime() - dayMs; t <= to.getTime() + dayMs; t += dayMs) days.add(new Date(t).getUTCDate());
  const list = sql.raw([...days].join(', '));
  return sql`(${calendarEvents.rrule} not like 'FREQ=MONTHLY%' or ${calendarEvents.endsAt} - ${calendarEvents.startsAt} >= interval '1 day'
    or extract(day from ${calendarEvents.startsAt} at time zone ${calendarEvents.timeZone})::int in (${list}))`;
}

/** The single events overlapping the range (by start, through its index) and the series reaching into it, as one json value. */
function rangeQuery(db: Db, companyId: string, input: RangeInput): SQL {
  const filters: (SQL | undefined)[] = [
    eq(calendarEvents.companyId, companyId),
    input.kinds ? inArray(calendarEvents.kind, [...input.kinds]) : undefined,
    input.clientIds ? inArray(calendarEvents.clientId, [...input.clientIds]) : undefined,
    input.ownerIds ? inArray(calendarEvents.ownerId, [...input.ownerIds]) : undefined,
  ];
  const part = (where: SQL | undefined) =>
    db
      .select({ r: sql`json_build_array(${sql.join([...rangeTuple], sql`, `)})`.as('r'), ownerId: calendarEvents.ownerId, clientId: calendarEvents.clientId })
      .from(calendarEvents)
      .where(and(...filters, where));
  const singles = part(
    and(
      isNull(calendarEvents.rrule),
      gt(calendarEvents.startsAt, new Date(input.from.getTime() - longestEvent)),
      lt(calendarEvents.startsAt, input.to),
      gt(calendarEvents.endsAt, input.from),
    ),
  );
  const series = part(
    and(
      isNotNull(calendarEvents.rrule),
      gt(calendarEvents.lastEndsAt, input.from),
      lt(calendarEvents.startsAt, input.to),
      monthlyPrefilter(input.from, input.to),
    ),
  );
  return sql`with t as (${singles} union all ${series})
    select json_build_array(
      (select json_agg(t.r) from t),
      (select json_agg(${personJson(users)}) from ${users} where ${users.id} in (select t.owner_id from t)),
      (select json_agg(json_build_array(${clients.id}, ${clients.name}, ${clients.code}, ${clients.color})) from ${clients} where ${clients.id} in (select t.client_id from t))
    ) as answer`;
}

async function rangeRows(db: Db, companyId: string, input: RangeInput): Promise<RangeRows> {
  const result = (await db.execute(rangeQuery(db, companyId, input))) as unknown as { rows: { answer: unknown }[] };
  const raw = result.rows[0]?.answer;
  const [tuples, people, clientTuples] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    RangeTuple[] | null,
    CalendarRangeResponse['people'] | null,
    [string, string, string | null, string | null][] | null,
  ];
  const rows = (tuples ?? []).map((r) => ({
    id: r[0],
    kind: r[1],
    title: r[2],
    startsAt: r[3],
    endsAt: r[4],
    lastEndsAt: r[5],
    allDay: r[6],
    timeZone: r[7],
    rrule: r[8],
    excludedStarts: r[9],
    seriesId: r[10],
    originalStart: r[11],
    status: r[12],
    clientResponse: r[13],
    contactType: r[14],
    contactPriority: r[15],
    outcome: r[16],
    ownerId: r[17],
    version: r[18],
    clientId: r[19],
  }));
  return { rows, people: people ?? [], clients: (clientTuples ?? []).map(([id, name, code, color]) => ({ id, name, code, color })) };
}

/** A past contact moment of the reader's own without an outcome (a series: its last time). */
function outcomeDue(row: RangeRow, end: Date, readerId: string, now: Date): boolean {
  if (row.kind !== 'contact' || row.outcome !== null || row.ownerId !== readerId || end >= now) return false;
  return row.rrule === null || end.getTime() === row.lastEndsAt;
}

function occurrence(row: RangeRow, start: Date, end: Date, recurring: boolean, readerId: string, now: Date): CalendarOccurrence {
  return {
    key: occurrenceKey(row.id, recurring, start),
    eventId: row.id,
    seriesId: recurring ? row.id : row.seriesId,
    occurrenceStart: recurring ? start.toISOString() : row.originalStart === null ? null : new Date(row.originalStart).toISOString(),
    kind: row.kind,
    title: row.title,
    start: start.toISOString(),
    end: end.toISOString(),
    allDay: row.allDay,
    status: row.status,
    clientResponse: row.clientResponse,
    clientId: row.clientId,
    ownerId: row.ownerId,
    contactType: row.kind === 'contact' ? row.contactType : null,
    contactPriority: row.kind === 'contact' ? row.contactPriority : null,
    outcomeDue: outcomeDue(row, end, readerId, now),
    version: row.version,
  };
}

/** GET /api/calendar/events: the occurrences overlapping [from, to) and the deadlines in it, by start. */
export async function readRange(
  db: Db,
  registry: CalendarRegistry,
  reader: CalendarActor,
  filters: CalendarRangeFilters,
  now = new Date(),
): Promise<CalendarRangeResponse> {
  const from = new Date(filters.from);
  const to = new Date(filters.to);
  const asked = filters.kinds && filters.kinds.length > 0 ? filters.kinds : null;
  const stored = asked ? calendarEventKinds.filter((k) => asked.includes(k)) : [...calendarEventKinds];
  const clientIds = filters.clients && filters.clients.length > 0 ? filters.clients : null;
  const ownerIds = filters.owners && filters.owners.length > 0 ? filters.owners : null;

  const events: CalendarOccurrence[] = [];
  let named: Pick<RangeRows, 'people' | 'clients'> = { people: [], clients: [] };
  let truncated = false;
  if (stored.length > 0) {
    const kinds = stored.length === calendarEventKinds.length ? null : stored;
    const { rows, ...lists } = await rangeRows(db, reader.companyId, { from, to, kinds, clientIds, ownerIds });
    named = lists;
    const max = calendarLimits.occurrencesMax;
    for (const row of rows) {
      const startsAt = new Date(row.startsAt);
      const endsAt = new Date(row.endsAt);
      if (row.rrule === null) {
        if (startsAt < to && endsAt > from) events.push(occurrence(row, startsAt, endsAt, false, reader.userId, now));
        continue;
      }
      const fields = { startsAt, endsAt, timeZone: row.timeZone, rrule: row.rrule, excludedStarts: (row.excludedStarts ?? []).map((text) => new Date(text)) };
      for (const o of occurrencesOf(fields, from, to, max + 1)) events.push(occurrence(row, o.start, o.end, true, reader.userId, now));
    }
    events.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.key < b.key ? -1 : 1));
    if (events.length > max) {
      events.length = max;
      truncated = true;
    }
  }
  const deadlines =
    asked === null || asked.includes('deadline')
      ? await registry.deadlines(db, reader, { from, to, ...(clientIds ? { clientIds } : {}), ...(ownerIds ? { ownerIds } : {}) })
      : [];
  return { events, ...named, deadlines, truncated };
}
