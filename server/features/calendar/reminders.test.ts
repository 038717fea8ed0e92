/**
 * Event reminders with a fake clock (issue 20): not before due, once at due and never again, each
 * occurrence of a series, an e-mail reminder as one mail, no late reminder after downtime, a moved
 * event rescheduled, a kept reminder keeping its history, and two app instances racing for the
 * same due reminders (each on its own database handle: real concurrency on PostgreSQL) sending
 * each exactly once. Events are rows inserted here, so this runs without the events API.
 * Each test lives in its own month of 2036, later than the one before (the job takes every due row).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecurrenceRule } from '../../../common/rules/recurrence.js';
import { toRRule } from '../../../common/rules/rrule-text.js';
import type { Reminder } from '../../../common/schemas/calendar.js';
import type { Database } from '../../db/database.js';
import { calendarEvents, calendarReminderSends, calendarReminders, calendarSettings, clients, mailOutbox, notifications } from '../../db/schema/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openTestDatabase } from '../../test/test-database.js';
import { runReminderJob, type ReminderJobCtx } from './reminder-job.js';
import { eventReminderMailKind } from './reminder-texts.js';
import { replaceReminders, scheduleReminders } from './reminders.js';
import { lastEndOf } from './series.js';

let t: TestApp;
let second: TestApp;
let secondDatabase: Database;
let job: ReminderJobCtx;
let otherJob: ReminderJobCtx;
const kicks = { count: 0 };

beforeAll(async () => {
  t = await createTestApp();
  // A second instance with a database handle of its own (its own pool on PostgreSQL).
  secondDatabase = await openTestDatabase();
  second = await createTestApp({ database: secondDatabase });
  const mail = { kick: () => void (kicks.count += 1) };
  job = { db: t.db, events: t.app.events, env: t.env, mail };
  otherJob = { db: second.db, events: second.app.events, env: second.env, mail };
});

afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await t?.close();
});

const at = (iso: string) => new Date(iso);

interface EventInput {
  owner: TestUser;
  title?: string;
  start: string;
  end: string;
  rule?: RecurrenceRule | null;
  reminders?: Reminder[];
  /** When the event was made (the fake clock). */
  now: string;
  contact?: boolean;
}

/** An event row as the events API stores it, with its reminders scheduled at `now`. */
async function makeEvent(input: EventInput): Promise<string> {
  const start = at(input.start);
  const end = at(input.end);
  const rule = input.rule ?? null;
  const timeZone = 'Europe/Amsterdam';
  const [client] = input.contact
    ? await t.db
        .insert(clients)
        .values({ companyId: input.owner.company.id, name: `Bakkerij Jansen ${crypto.randomUUID().slice(0, 6)}` })
        .returning()
    : [];
  const [row] = await t.db
    .insert(calendarEvents)
    .values({
      companyId: input.owner.company.id,
      kind: input.contact ? 'contact' : 'internal',
      title: input.title ?? 'Bel Bakkerij Jansen',
      startsAt: start,
      endsAt: end,
      timeZone,
      rrule: rule ? toRRule(rule) : null,
      lastEndsAt: lastEndOf({ start, end, timeZone, rule }),
      ownerId: input.owner.user.id,
      createdBy: input.owner.user.id,
      clientId: client?.id ?? null,
      ...(input.contact
        ? {
            contactType: 'telefoon' as const,
            contactPriority: 'hoog' as const,
            contactName: 'Jan Jansen',
            contactPhone: '+31612345678',
            contactCompany: 'Bakkerij Jansen',
          }
        : {}),
    })
    .returning();
  await replaceReminders(t.db, { id: row!.id, companyId: row!.companyId }, input.reminders ?? [{ channel: 'in_app', minutesBefore: 10 }], at(input.now));
  return row!.id;
}

function remindersTo(user: TestUser, eventId: string) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, user.user.id), eq(notifications.type, 'event_reminder'), eq(notifications.eventId, eventId)))
    .orderBy(notifications.createdAt);
}

function rowsOf(eventId: string) {
  return t.db.select().from(calendarReminders).where(eq(calendarReminders.eventId, eventId)).orderBy(calendarReminders.minutesBefore);
}

const run = (iso: string) => runReminderJob(job, at(iso));

describe('event reminders', () => {
  it('are sent once at their due time, not before and not again', async () => {
    const owner = await createUser(t.db, { name: 'Sanne Visser' });
    const id = await makeEvent({ owner, start: '2036-01-06T13:00:00Z', end: '2036-01-06T13:30:00Z', now: '2036-01-01T10:00:00Z', contact: true });
    const [scheduled] = await rowsOf(id);
    expect(scheduled!.nextOccurrenceStart).toEqual(at('2036-01-06T13:00:00Z'));
    expect(scheduled!.nextDueAt).toEqual(at('2036-01-06T12:50:00Z'));

    await run('2036-01-06T12:49:59Z');
    expect(await remindersTo(owner, id)).toHaveLength(0);

    expect(await run('2036-01-06T12:50:00Z')).toBeGreaterThanOrEqual(1);
    const [sent, ...more] = await remindersTo(owner, id);
    expect(more).toHaveLength(0);
    expect(sent!.title).toMatch(/^Over 10 minuten: Bel Bakkerij Jansen$/);
    // 14:00 in Amsterdam (winter time), the owner's zone by default.
    expect(sent!.description).toContain('14:00–14:30');
    expect(sent!.description).toContain('zondag 6 januari 2036');
    expect(sent).toMatchObject({
      eventId: id,
      contactType: 'telefoon',
      contactPriority: 'hoog',
      contactPhone: '+31612345678',
      contactCompany: 'Bakkerij Jansen',
    });
    expect(sent!.clientName).toMatch(/^Bakkerij Jansen/);
    expect(sent!.clientId).not.toBeNull();

    await run('2036-01-06T12:50:20Z');
    await run('2036-01-06T12:59:00Z');
    expect(await remindersTo(owner, id)).toHaveLength(1);
    const [after] = await rowsOf(id);
    expect(after!.nextDueAt).toBeNull();
    expect(await t.db.select().from(calendarReminderSends).where(eq(calendarReminderSends.reminderId, after!.id))).toHaveLength(1);
  });

  it('for one event only (the browser tests’ hook) leave the other events’ reminders as they were', async () => {
    const owner = await createUser(t.db);
    const mine = await makeEvent({ owner, start: '2037-03-02T13:00:00Z', end: '2037-03-02T13:30:00Z', now: '2037-03-01T10:00:00Z' });
    const other = await makeEvent({ owner, start: '2037-03-02T12:00:00Z', end: '2037-03-02T12:30:00Z', now: '2037-03-01T10:00:00Z' });
    expect(await runReminderJob(job, at('2037-03-02T12:50:00Z'), [mine])).toBe(1);
    expect(await remindersTo(owner, mine)).toHaveLength(1);
    // The other one's moment passed on this clock, but it was not looked at: still due, not skipped.
    expect(await remindersTo(owner, other)).toHaveLength(0);
    const [pending] = await rowsOf(other);
    expect(pending!.nextDueAt).toEqual(at('2037-03-02T11:50:00Z'));
  });

  it('remind each occurrence of a series once, at local 09:00 every day', async () => {
    const owner = await createUser(t.db);
    const rule: RecurrenceRule = { freq: 'daily', interval: 1, byWeekday: [], until: null, count: 3 };
    const id = await makeEvent({ owner, title: 'Stand-up', start: '2036-02-04T08:00:00Z', end: '2036-02-04T08:15:00Z', rule, now: '2036-02-01T00:00:00Z' });
    for (const day of ['04', '05', '06']) {
      await run(`2036-02-${day}T07:49:00Z`);
      await run(`2036-02-${day}T07:50:00Z`);
      await run(`2036-02-${day}T07:51:00Z`);
    }
    const sent = await remindersTo(owner, id);
    expect(sent.map((n) => n.title)).toEqual(['Over 10 minuten: Stand-up', 'Over 10 minuten: Stand-up', 'Over 10 minuten: Stand-up']);
    expect(sent.map((n) => /\w+dag (\d+) februari/.exec(n.description ?? '')?.[1])).toEqual(['4', '5', '6']);
    const [row] = await rowsOf(id);
    expect(row!.nextDueAt).toBeNull();
  });

  it('queue one mail for an e-mail reminder, with the time in the owner’s zone and a link to the event', async () => {
    const owner = await createUser(t.db, { name: 'Mark de Vries' });
    await t.db.insert(calendarSettings).values({ userId: owner.user.id, timeZone: 'Europe/London' });
    const id = await makeEvent({
      owner,
      title: 'Lancering lentecampagne',
      start: '2036-03-03T08:00:00Z',
      end: '2036-03-03T09:00:00Z',
      reminders: [{ channel: 'email', minutesBefore: 60 }],
      now: '2036-03-01T00:00:00Z',
    });
    const kicked = kicks.count;
    await run('2036-03-03T06:59:00Z');
    await run('2036-03-03T07:00:00Z');
    await run('2036-03-03T07:00:30Z');
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, owner.email), eq(mailOutbox.kind, eventReminderMailKind)));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Herinnering: Lancering lentecampagne om 08:00');
    expect(mail!.text).toContain('Hallo Mark de Vries,');
    expect(mail!.text).toContain('Over 1 uur: Lancering lentecampagne.');
    expect(mail!.text).toContain('08:00–09:00 (Europe/London)');
    expect(mail!.text).toContain(`${t.env.appOrigin}/calender?event=${id}`);
    expect(kicks.count).toBeGreaterThan(kicked);
    // An e-mail reminder is no inbox item.
    expect(await remindersTo(owner, id)).toHaveLength(0);
  });

  it('never remind a past occurrence after downtime, and go on with the next one', async () => {
    const owner = await createUser(t.db);
    const rule: RecurrenceRule = { freq: 'daily', interval: 1, byWeekday: [], until: '2036-04-09', count: null };
    const id = await makeEvent({ owner, title: 'Dagstart', start: '2036-04-07T07:00:00Z', end: '2036-04-07T07:30:00Z', rule, now: '2036-04-01T00:00:00Z' });
    // The app was down from before the first reminder until after that occurrence began.
    await run('2036-04-07T07:05:00Z');
    expect(await remindersTo(owner, id)).toHaveLength(0);
    const [row] = await rowsOf(id);
    expect(row!.nextOccurrenceStart).toEqual(at('2036-04-08T07:00:00Z'));
    expect(row!.nextDueAt).toEqual(at('2036-04-08T06:50:00Z'));

    await run('2036-04-08T06:50:10Z');
    const sent = await remindersTo(owner, id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.description).toContain('8 april');

    // Late but within the window (down for a few minutes before the start): still sent, saying how long it really is.
    await run('2036-04-09T06:57:00Z');
    const all = await remindersTo(owner, id);
    expect(all).toHaveLength(2);
    expect(all[1]!.title).toBe('Over 3 minuten: Dagstart');
  });

  it('follow the event when it moves (scheduleReminders), and keep what a kept reminder sent', async () => {
    const owner = await createUser(t.db);
    const id = await makeEvent({ owner, title: 'Klantgesprek', start: '2036-05-05T12:00:00Z', end: '2036-05-05T13:00:00Z', now: '2036-05-01T00:00:00Z' });
    // Moved two hours later.
    await t.db
      .update(calendarEvents)
      .set({ startsAt: at('2036-05-05T14:00:00Z'), endsAt: at('2036-05-05T15:00:00Z'), lastEndsAt: at('2036-05-05T15:00:00Z') })
      .where(eq(calendarEvents.id, id));
    await scheduleReminders(t.db, id, at('2036-05-02T00:00:00Z'));
    await run('2036-05-05T11:50:00Z');
    expect(await remindersTo(owner, id)).toHaveLength(0);
    await run('2036-05-05T13:50:00Z');
    expect(await remindersTo(owner, id)).toHaveLength(1);

    const [before] = await rowsOf(id);
    await replaceReminders(
      t.db,
      { id, companyId: owner.company.id },
      [
        { channel: 'in_app', minutesBefore: 10 },
        { channel: 'in_app', minutesBefore: 5 },
      ],
      at('2036-05-05T13:51:00Z'),
    );
    const after = await rowsOf(id);
    expect(after.map((r) => r.minutesBefore)).toEqual([5, 10]);
    expect(after[1]!.id).toBe(before!.id);
    expect(after[1]!.nextDueAt).toBeNull();
    await run('2036-05-05T13:55:00Z');
    await run('2036-05-05T13:56:00Z');
    const sent = await remindersTo(owner, id);
    expect(sent.map((n) => n.title)).toEqual(['Over 10 minuten: Klantgesprek', 'Over 5 minuten: Klantgesprek']);
  });

  it('is sent exactly once per reminder and occurrence when two instances run at the same moment', async () => {
    const owner = await createUser(t.db);
    const rule: RecurrenceRule = { freq: 'daily', interval: 1, byWeekday: [], until: null, count: 2 };
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      ids.push(
        await makeEvent({
          owner,
          title: `Afspraak ${i}`,
          start: '2036-06-02T08:00:00Z',
          end: '2036-06-02T08:30:00Z',
          rule,
          reminders: [
            { channel: 'in_app', minutesBefore: 10 },
            { channel: 'in_app', minutesBefore: 5 },
          ],
          now: '2036-06-01T00:00:00Z',
        }),
      );
    }
    for (const moment of ['2036-06-02T07:50:00Z', '2036-06-02T07:55:00Z', '2036-06-03T07:50:00Z', '2036-06-03T07:55:00Z']) {
      await Promise.all([runReminderJob(job, at(moment)), runReminderJob(otherJob, at(moment)), runReminderJob(otherJob, at(moment))]);
    }
    const sent = await t.db
      .select({ eventId: notifications.eventId, title: notifications.title, description: notifications.description })
      .from(notifications)
      .where(and(eq(notifications.recipientId, owner.user.id), eq(notifications.type, 'event_reminder')));
    // 30 events × 2 reminders × 2 occurrences, each once.
    expect(sent).toHaveLength(120);
    const keys = new Set(sent.map((n) => `${n.eventId}|${n.title}|${n.description}`));
    expect(keys.size).toBe(120);
    for (const id of ids) expect((await rowsOf(id)).every((r) => r.nextDueAt === null)).toBe(true);
  });
});
