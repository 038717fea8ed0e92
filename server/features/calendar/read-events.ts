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

/** An instant as epoch milliseconds text (cheaper to write and to read back than ISO text). */
const epochMs = (column: AnyColumn | SQL) => sql`(date_part('epoch', ${column}) * 1000)::bigint`;

/** Field and row separators of the range's text answer: control characters, which no stored text holds (the API refuses them; `translate` makes sure for the title). */
const fieldSep = '\x1f';
const rowSep = '\x1e';
const fieldSepSql = sql.raw('chr(31)');
const rowSepSql = sql.raw('chr(30)');

/**
 * The columns a range answers, in the order of a row's fields. PGlite hands rows back cell by cell,
 * which for a busy agency's month costs far more than the statement, and building json costs
 * PostgreSQL a type lookup per value: the rows come back as one text value instead — fields joined
 * by U+001F, rows by U+001E, a NULL as an empty field (none of these fields is ever empty text),
 * instants as epoch milliseconds — and the owners and clients they name as json, once each.
 */
const rangeFields: SQL[] = [
  sql`${calendarEvents.id}`,
  sql`${calendarEvents.kind}`,
  sql`translate(${calendarEvents.title}, ${fieldSepSql} || ${rowSepSql}, '  ')`,
  epochMs(calendarEvents.startsAt),
  epochMs(calendarEvents.endsAt),
  epochMs(calendarEvents.lastEndsAt),
  sql`case when ${calendarEvents.allDay} then '1' else '0' end`,
  sql`${calendarEvents.timeZone}`,
  sql`${calendarEvents.rrule}`,
  sql`case when ${calendarEvents.rrule} is null or cardinality(${calendarEvents.excludedStarts}) = 0 then null
    else (select string_agg(${epochMs(sql`x`)}::text, ',') from unnest(${calendarEvents.excludedStarts}) x) end`,
  sql`${calendarEvents.seriesId}`,
  epochMs(calendarEvents.originalStart),
  sql`${calendarEvents.status}`,
  sql`${calendarEvents.clientResponse}`,
  sql`${calendarEvents.contactType}`,
  sql`${calendarEvents.contactPriority}`,
  sql`${calendarEvents.outcome}`,
  sql`${calendarEvents.ownerId}`,
  sql`${calendarEvents.version}`,
  sql`${calendarEvents.clientId}`,
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
  /** Epoch milliseconds. */
  excludedStarts: number[];
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

const orNull = (field: string | undefined) => (field ? field : null);

/** One row of the text answer (rangeFields' order; an empty field is NULL). */
function rangeRowOf(text: string): RangeRow {
  const f = text.split(fieldSep);
  return {
    id: f[0]!,
    kind: f[1] as CalendarEventKind,
    title: f[2]!,
    startsAt: Number(f[3]),
    endsAt: Number(f[4]),
    lastEndsAt: Number(f[5]),
    allDay: f[6] === '1',
    timeZone: f[7]!,
    rrule: orNull(f[8]),
    excludedStarts: f[9] ? f[9].split(',').map(Number) : [],
    seriesId: orNull(f[10]),
    originalStart: f[11] ? Number(f[11]) : null,
    status: f[12] as CalendarOccurrence['status'],
    clientResponse: f[13] as CalendarOccurrence['clientResponse'],
    contactType: orNull(f[14]) as CalendarOccurrence['contactType'],
    contactPriority: orNull(f[15]) as CalendarOccurrence['contactPriority'],
    outcome: orNull(f[16]),
    ownerId: orNull(f[17]),
    version: Number(f[18]),
    clientId: orNull(f[19]),
  };
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
      .select({ r: sql`concat(${sql.join(rangeFields, sql`, ${fieldSepSql}, `)})`.as('r'), ownerId: calendarEvents.ownerId, clientId: calendarEvents.clientId })
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
    select
      (select string_agg(t.r, ${rowSepSql}) from t) as events,
      (select json_agg(${personJson(users)}) from ${users} where ${users.id} in (select t.owner_id from t)) as people,
      (select json_agg(json_build_array(${clients.id}, ${clients.name}, ${clients.code}, ${clients.color})) from ${clients} where ${clients.id} in (select t.client_id from t)) as clients`;
}

const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

async function rangeRows(db: Db, companyId: string, input: RangeInput): Promise<RangeRows> {
  const result = (await db.execute(rangeQuery(db, companyId, input))) as unknown as { rows: { events: string | null; people: unknown; clients: unknown }[] };
  const answer = result.rows[0];
  const rows = answer?.events ? answer.events.split(rowSep).map(rangeRowOf) : [];
  const people = jsonOf<CalendarRangeResponse['people'] | null>(answer?.people);
  const clientTuples = jsonOf<[string, string, string | null, string | null][] | null>(answer?.clients);
  return { rows, people: people ?? [], clients: (clientTuples ?? []).map(([id, name, code, color]) => ({ id, name, code, color })) };
}

/** A past contact moment of the reader's own without an outcome (a series: its last time). */
function outcomeDue(row: RangeRow, end: number, readerId: string, now: number): boolean {
  if (row.kind !== 'contact' || row.outcome !== null || row.ownerId !== readerId || end >= now) return false;
  return row.rrule === null || end === row.lastEndsAt;
}

/** A time of an event in the range, before it is written out. */
interface Time {
  row: RangeRow;
  start: number;
  end: number;
  recurring: boolean;
}

/** By start, then by key (the event id: one event has one time per start). */
const byStart = (a: Time, b: Time) => a.start - b.start || (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0);

/** ISO text of instants, per range read: an agency's times fall on few distinct minutes. */
function isoWriter(): (ms: number) => string {
  const written = new Map<number, string>();
  return (ms) => {
    let text = written.get(ms);
    if (text === undefined) written.set(ms, (text = new Date(ms).toISOString()));
    return text;
  };
}

function occurrence({ row, start, end, recurring }: Time, iso: (ms: number) => string, readerId: string, now: number): CalendarOccurrence {
  return {
    key: occurrenceKey(row.id, recurring, start),
    eventId: row.id,
    seriesId: recurring ? row.id : row.seriesId,
    occurrenceStart: recurring ? iso(start) : row.originalStart === null ? null : iso(row.originalStart),
    kind: row.kind,
    title: row.title,
    start: iso(start),
    end: iso(end),
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
    const times: Time[] = [];
    for (const row of rows) {
      if (row.rrule === null) {
        if (row.startsAt < to.getTime() && row.endsAt > from.getTime()) times.push({ row, start: row.startsAt, end: row.endsAt, recurring: false });
        continue;
      }
      const fields = {
        startsAt: new Date(row.startsAt),
        endsAt: new Date(row.endsAt),
        timeZone: row.timeZone,
        rrule: row.rrule,
        excludedStarts: row.excludedStarts.map((ms) => new Date(ms)),
      };
      for (const o of occurrencesOf(fields, from, to, max + 1)) times.push({ row, start: o.start.getTime(), end: o.end.getTime(), recurring: true });
    }
    times.sort(byStart);
    if (times.length > max) {
      times.length = max;
      truncated = true;
    }
    const iso = isoWriter();
    for (const time of times) events.push(occurrence(time, iso, reader.userId, now.getTime()));
  }
  const deadlines =
    asked === null || asked.includes('deadline')
      ? await registry.deadlines(db, reader, { from, to, ...(clientIds ? { clientIds } : {}), ...(ownerIds ? { ownerIds } : {}) })
      : [];
  return { events, ...named, deadlines, truncated };
}
