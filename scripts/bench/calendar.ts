/**
 * npm run bench calendar (issue 20): one agency with 20,000 calendar events — 16,000 single ones
 * and 4,000 recurring series (weekly, daily and monthly, each running one to six months) spread
 * over two years around today among ten colleagues — on top of the demo workspace, vacuumed and
 * analyzed, on PGlite and on PostgreSQL (BENCH_DATABASE_URL or the local server; skipped when
 * unreachable). Times `GET /api/calendar/events` through the app (validation, the read with its
 * series expanded, the deadlines and the JSON answer: server time without the network) for a
 * week and a month, also filtered by colleague and by kind, and one event's detail.
 * Budget (issue 20): a week ≤ 20 ms and a month ≤ 40 ms on PGlite (PASS/FAIL on the median).
 * Options after --: --pglite | --postgres.
 */
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { RecurrenceRule } from '../../common/rules/recurrence.js';
import { toRRule } from '../../common/rules/rrule-text.js';
import { buildApp } from '../../server/app.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { calendarEvents, clients, companies, companyUsers, users } from '../../server/db/schema/index.js';
import { lastEndOf } from '../../server/features/calendar/series.js';
import { hashPassword } from '../../server/lib/password.js';
import { seedDemoWithSession } from './api-data.js';
import { benchEnv, timeMedianP95, withScratchPostgres } from './bench-kit.js';

const runs = 60;
const budgets = { week: 20, month: 40, search: 30 } as const;
const sizes = { single: 16_000, series: 4_000, extraColleagues: 7 } as const;
const zone = 'Europe/Amsterdam';
const day = 86_400_000;

const timed = (task: () => Promise<unknown>) => timeMedianP95(task, runs);

/** A small deterministic random source, so every run seeds the same calendar. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const kinds = ['internal', 'internal', 'appointment', 'contact', 'contact'] as const;

/** Local working-hours start (8:00–17:30 on the half hour) of a day offset from the base, as an instant (Amsterdam, UTC+1/+2 approximated by the seed's hour choice). */
function workTime(base: number, dayOffset: number, rnd: () => number): Date {
  const d = new Date(base + dayOffset * day);
  d.setUTCHours(7 + Math.floor(rnd() * 9), rnd() < 0.5 ? 0 : 30, 0, 0);
  return d;
}

async function addCalendarDataset(database: Database, companyId: string, team: string[], clientIds: string[]): Promise<void> {
  const rnd = random(20);
  const base = Date.now() - 365 * day;
  const rows: (typeof calendarEvents.$inferInsert)[] = [];
  const common = (i: number) => {
    const kind = kinds[i % kinds.length]!;
    const owner = team[i % team.length]!;
    const clientId = kind === 'internal' && i % 3 !== 0 ? null : clientIds[i % clientIds.length]!;
    return {
      companyId,
      kind,
      title: `${kind === 'contact' ? 'Bel' : kind === 'appointment' ? 'Afspraak' : 'Overleg'} ${i}`,
      timeZone: zone,
      ownerId: owner,
      createdBy: owner,
      clientId,
      ...(kind === 'contact'
        ? { contactType: 'telefoon' as const, contactPriority: 'normaal' as const, contactPhone: '+31612345678', contactCompany: 'Bench bv' }
        : {}),
    };
  };
  for (let i = 0; i < sizes.single; i++) {
    const start = workTime(base, Math.floor(rnd() * 730), rnd);
    const end = new Date(start.getTime() + (30 + Math.floor(rnd() * 4) * 30) * 60_000);
    rows.push({ ...common(i), startsAt: start, endsAt: end, lastEndsAt: end });
  }
  for (let i = 0; i < sizes.series; i++) {
    const start = workTime(base, Math.floor(rnd() * 730), rnd);
    const end = new Date(start.getTime() + 30 * 60_000);
    const pick = rnd();
    const months = 1 + Math.floor(rnd() * 6);
    const untilDate = new Date(start.getTime() + months * 30 * day).toISOString().slice(0, 10);
    const rule: RecurrenceRule =
      pick < 0.7
        ? { freq: 'weekly', interval: 1, byWeekday: [], until: untilDate, count: null }
        : pick < 0.85
          ? {
              freq: 'daily',
              interval: 1 + Math.floor(rnd() * 3),
              byWeekday: [],
              until: new Date(start.getTime() + (7 + Math.floor(rnd() * 21)) * day).toISOString().slice(0, 10),
              count: null,
            }
          : { freq: 'monthly', interval: 1, byWeekday: [], until: untilDate, count: null };
    rows.push({
      ...common(sizes.single + i),
      startsAt: start,
      endsAt: end,
      rrule: toRRule(rule),
      lastEndsAt: lastEndOf({ start, end, timeZone: zone, rule }),
    });
  }
  for (let i = 0; i < rows.length; i += 1_000) await database.db.insert(calendarEvents).values(rows.slice(i, i + 1_000));
  if (database.pglite) await database.pglite.exec('vacuum analyze');
  else await database.db.execute(sql`vacuum analyze`);
}

/** Seven more marketeers in the agency, so the colleague filter picks one of ten. */
async function addColleagues(database: Database, companyId: string): Promise<string[]> {
  const hash = await hashPassword('Bench1234!');
  const ids: string[] = [];
  for (let i = 1; i <= sizes.extraColleagues; i++) {
    const [user] = await database.db
      .insert(users)
      .values({ email: `collega${i}@bench.nl`, name: `Collega ${i}`, passwordHash: hash, role: 'marketeer', emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    await database.db.insert(companyUsers).values({ companyId, userId: user!.id, role: 'marketeer' });
    ids.push(user!.id);
  }
  return ids;
}

/**
 * The calendar dataset on top of a seeded demo workspace: seven more colleagues in the demo agency
 * and 20,000 events among the ten of them; answers the team's and the agency's clients' ids.
 * Also used by `npm run bench calendar-screen`.
 */
export async function seedCalendarBench(database: Database): Promise<{ team: string[]; clientIds: string[] }> {
  const db = database.db;
  const [agency] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo Marketingbureau'));
  const people = await db
    .select({ id: users.id, email: users.email, role: companyUsers.role })
    .from(users)
    .innerJoin(companyUsers, eq(companyUsers.userId, users.id))
    .where(eq(companyUsers.companyId, agency!.id));
  const team = [...people.filter((p) => p.role !== 'client').map((p) => p.id), ...(await addColleagues(database, agency!.id))];
  const clientIds = (await db.select({ id: clients.id }).from(clients).where(eq(clients.companyId, agency!.id))).map((r) => r.id);
  if (clientIds.length === 0) throw new Error('the demo agency has no clients');
  await addCalendarDataset(database, agency!.id, team, clientIds);
  return { team, clientIds };
}

async function run(label: string, database: Database): Promise<boolean> {
  const started = performance.now();
  const token = await seedDemoWithSession(database);
  const { team, clientIds } = await seedCalendarBench(database);
  console.log(
    `  ${label}: demo workspace, ${team.length} colleagues and ${(sizes.single + sizes.series).toLocaleString('nl-NL')} events (${sizes.series.toLocaleString('nl-NL')} recurring) written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({ env: benchEnv(), database });
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, cookies: { sid: token } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response;
  };
  // This week (Monday 00:00 Amsterdam ≈ 23:00Z) and this month, as the screen asks them.
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)) - 3_600_000);
  const week = { from: monday.toISOString(), to: new Date(monday.getTime() + 7 * day).toISOString() };
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 3_600_000 - 7 * day);
  const month = { from: monthStart.toISOString(), to: new Date(monthStart.getTime() + 42 * day).toISOString() };
  const range = (r: { from: string; to: string }, extra = '') =>
    `/api/calendar/events?from=${encodeURIComponent(r.from)}&to=${encodeURIComponent(r.to)}${extra}`;
  const weekAnswer = (await get(range(week))).json() as { events: { eventId: string; seriesId: string | null }[]; deadlines: unknown[]; truncated: boolean };
  const monthAnswer = (await get(range(month))).json() as { events: unknown[]; deadlines: unknown[]; truncated: boolean };
  const recurringInWeek = weekAnswer.events.filter((e) => e.seriesId).length;
  console.log(
    `  ${label}: the week holds ${weekAnswer.events.length} events (${recurringInWeek} times of series) and ${weekAnswer.deadlines.length} deadlines; the 6-week month grid ${monthAnswer.events.length} events${monthAnswer.truncated ? ' (truncated)' : ''}`,
  );
  const someEvent = weekAnswer.events[0]!.eventId;

  const rows: [string, () => Promise<unknown>, number | null][] = [
    ['week (all colleagues, all kinds)', () => get(range(week)), budgets.week],
    ['month grid, 6 weeks (all)', () => get(range(month)), budgets.month],
    ['week, one colleague', () => get(range(week, `&owners=${team[1]}`)), null],
    ['week, contact events only', () => get(range(week, '&kinds=contact')), null],
    ['month, one client', () => get(range(month, `&clients=${clientIds[0]}`)), null],
    ['event detail', () => get(`/api/calendar/events/${someEvent}`), null],
    // Global search's budget (issue 18): ≤ 30 ms on PGlite for a 3-letter query; a third of the titles hold 'ove'.
    ['search "ove" (events only)', () => get('/api/search?q=ove&kinds=event'), budgets.search],
    ['search "overleg 123" (all kinds)', () => get('/api/search?q=overleg%20123'), null],
  ];
  let pass = true;
  console.log(`  ${label}, ${runs} runs each:`);
  console.log(`    ${'request'.padEnd(40)} ${'median'.padStart(9)} ${'p95'.padStart(9)}`);
  for (const [name, task, budget] of rows) {
    const { median, p95 } = await timed(task);
    const verdict = label === 'PGlite' && budget !== null ? (median <= budget ? `   ≤ ${budget} ms PASS` : `   ≤ ${budget} ms FAIL`) : '';
    if (verdict.endsWith('FAIL')) pass = false;
    console.log(`    ${name.padEnd(40)} ${`${median.toFixed(2)} ms`.padStart(9)} ${`${p95.toFixed(2)} ms`.padStart(9)}${verdict}`);
  }
  await app.close();
  await database.close();
  return pass;
}

async function main() {
  const only = process.argv.find((a) => a === '--pglite' || a === '--postgres');
  console.log(`Calendar (20,000 events, a fifth recurring, one agency); budget on PGlite: a week ≤ ${budgets.week} ms, a month ≤ ${budgets.month} ms:`);
  let pass = true;
  if (only !== '--postgres') pass = (await run('PGlite', await openDatabase({ mode: 'memory' }))) && pass;
  if (only !== '--pglite') await withScratchPostgres('bench_calendar', (database) => run('PostgreSQL', database));
  console.log(pass ? 'PASS' : 'FAIL: over budget on PGlite');
  if (!pass) process.exitCode = 1;
}

// Run as a script (not when imported for its seeding).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
