/**
 * The event reminder job (issue 20): every tick it takes the reminders whose `next_due_at` has
 * come, sends each for its occurrence exactly once, and moves it on to its next occurrence.
 *
 * Exactly once, also with several app instances: a batch is ONE transaction that claims its rows
 * with `FOR UPDATE SKIP LOCKED` (another instance takes other rows, or none), and a send is a row
 * in `calendar_reminder_sends` whose primary key (reminder, occurrence) admits it once — the
 * notification is made only when that insert inserted, in the same transaction. A reminder found
 * after its occurrence began (the app was down longer than the window, common/rules/reminder-due.ts)
 * is never sent; the row just moves on. Inbox events go out after commit, then the mail is kicked.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { reminderDecision } from '../../../common/rules/reminder-due.js';
import { isOccurrenceStart } from '../../../common/rules/recurrence.js';
import type { Db } from '../../db/database.js';
import { calendarEvents, calendarReminderSends, calendarReminders, calendarSettings, clients, companyUsers, users } from '../../db/schema/index.js';
import { startBackgroundLoop, type BackgroundLoop } from '../../lib/background-loop.js';
import type { Env } from '../../env.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import type { MailDelivery } from '../../lib/mail/delivery.js';
import { transactionWithEvents, type Emit } from '../../lib/events/with-events.js';
import { queueMail } from '../../lib/mail/outbox.js';
import { createNotifications } from '../notifications/create-notifications.js';
import { calendarTeamRoles } from './policy.js';
import { reminderDescription, reminderMail, reminderTitle } from './reminder-texts.js';
import { nextReminderOf, scheduleToleranceMs, sentSince } from './reminders.js';
import { seriesOf } from './series.js';

/** What the job needs of the app (AppContext has it; tests pass their own mail kick). */
export interface ReminderJobCtx {
  db: Db;
  events: EventBus;
  mail: Pick<MailDelivery, 'kick'>;
  env: Pick<Env, 'appOrigin'>;
}

const batchSize = 100;
/** Batches one pass takes at most (the rest waits for the next tick). */
const batchesPerPass = 20;

type DueRow = Pick<typeof calendarReminders.$inferSelect, 'id' | 'eventId' | 'channel' | 'minutesBefore' | 'nextOccurrenceStart'>;

/** The events of a batch with what a reminder says and who gets it. */
async function loadEvents(tx: Db, eventIds: readonly string[]) {
  const rows = await tx
    .select({
      id: calendarEvents.id,
      companyId: calendarEvents.companyId,
      kind: calendarEvents.kind,
      title: calendarEvents.title,
      location: calendarEvents.location,
      startsAt: calendarEvents.startsAt,
      endsAt: calendarEvents.endsAt,
      allDay: calendarEvents.allDay,
      timeZone: calendarEvents.timeZone,
      rrule: calendarEvents.rrule,
      excludedStarts: calendarEvents.excludedStarts,
      ownerId: calendarEvents.ownerId,
      clientId: calendarEvents.clientId,
      clientName: clients.name,
      contactType: calendarEvents.contactType,
      contactPriority: calendarEvents.contactPriority,
      contactName: calendarEvents.contactName,
      contactCompany: calendarEvents.contactCompany,
      contactEmail: calendarEvents.contactEmail,
      contactPhone: calendarEvents.contactPhone,
      ownerEmail: users.email,
      ownerName: users.name,
      ownerRole: companyUsers.role,
      ownerZone: calendarSettings.timeZone,
    })
    .from(calendarEvents)
    .leftJoin(clients, eq(clients.id, calendarEvents.clientId))
    .leftJoin(users, eq(users.id, calendarEvents.ownerId))
    .leftJoin(companyUsers, and(eq(companyUsers.userId, calendarEvents.ownerId), eq(companyUsers.companyId, calendarEvents.companyId)))
    .leftJoin(calendarSettings, eq(calendarSettings.userId, calendarEvents.ownerId))
    .where(inArray(calendarEvents.id, [...new Set(eventIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}

type ReminderEventRow = Awaited<ReturnType<typeof loadEvents>> extends Map<string, infer R> ? R : never;

/** Whether `start` is still an occurrence of the event (it may have moved without a reschedule). */
function isStillOccurrence(event: ReminderEventRow, start: Date): boolean {
  const series = seriesOf(event);
  return series ? isOccurrenceStart(series, start) : event.startsAt.getTime() === start.getTime();
}

/** Notifies the event's owner (while still on the team) of one occurrence; answers whether a mail was queued. */
async function notify(ctx: ReminderJobCtx, tx: Db, emit: Emit, row: DueRow, event: ReminderEventRow, start: Date, now: Date): Promise<boolean> {
  if (!event.ownerId || !event.ownerEmail || !event.ownerRole || !calendarTeamRoles.includes(event.ownerRole)) return false;
  const zone = event.ownerZone ?? event.timeZone;
  const occurrence = { start, end: new Date(start.getTime() + (event.endsAt.getTime() - event.startsAt.getTime())) };
  if (row.channel === 'email') {
    await queueMail(tx, reminderMail({ to: event.ownerEmail, name: event.ownerName, event, occurrence, zone, now, appOrigin: ctx.env.appOrigin }));
    return true;
  }
  const contact = event.kind === 'contact';
  const { mailedTo } = await createNotifications(tx, emit, {
    recipients: [event.ownerId],
    companyId: event.companyId,
    appOrigin: ctx.env.appOrigin,
    content: {
      type: 'event_reminder',
      title: reminderTitle(event.title, start, now),
      description: reminderDescription(event, occurrence, zone),
      eventId: event.id,
      clientId: event.clientId,
      clientName: event.clientName,
      contactType: contact ? event.contactType : null,
      contactPriority: contact ? event.contactPriority : null,
      contactCompany: contact ? event.contactCompany : null,
      contactEmail: contact ? event.contactEmail : null,
      contactPhone: contact ? event.contactPhone : null,
    },
  });
  return mailedTo.length > 0;
}

interface BatchResult {
  claimed: number;
  sent: number;
  mailed: boolean;
}

/** One batch in one transaction: claim due rows (skipping those another instance holds), send, reschedule. */
async function runBatch(ctx: ReminderJobCtx, now: Date, eventIds: readonly string[] | null): Promise<BatchResult> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const due: DueRow[] = await tx
      .select({
        id: calendarReminders.id,
        eventId: calendarReminders.eventId,
        channel: calendarReminders.channel,
        minutesBefore: calendarReminders.minutesBefore,
        nextOccurrenceStart: calendarReminders.nextOccurrenceStart,
      })
      .from(calendarReminders)
      .where(and(lte(calendarReminders.nextDueAt, now), eventIds ? inArray(calendarReminders.eventId, [...eventIds]) : undefined))
      .orderBy(asc(calendarReminders.nextDueAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const result: BatchResult = { claimed: due.length, sent: 0, mailed: false };
    if (due.length === 0) return result;
    const events = await loadEvents(
      tx,
      due.map((r) => r.eventId),
    );
    const sent = await sentSince(
      tx,
      due.map((r) => r.id),
      new Date(now.getTime() - scheduleToleranceMs),
    );
    for (const row of due) {
      const event = events.get(row.eventId);
      const start = row.nextOccurrenceStart;
      const sentOf = sent.get(row.id) ?? new Set<number>();
      let handled: Date | undefined;
      if (event && start && isStillOccurrence(event, start)) {
        const decision = reminderDecision(now, start, row.minutesBefore);
        if (decision === 'send') {
          const inserted = await tx
            .insert(calendarReminderSends)
            .values({ reminderId: row.id, occurrenceStart: start })
            .onConflictDoNothing()
            .returning({ reminderId: calendarReminderSends.reminderId });
          // Another instance (or an earlier pass) already sent this one: nothing more to say.
          if (inserted.length > 0) {
            result.sent += 1;
            if (await notify(ctx, tx, emit, row, event, start, now)) result.mailed = true;
          }
          sentOf.add(start.getTime());
        }
        // 'skip': the occurrence began while nobody was running the job; never reminded late.
        if (decision !== 'wait') handled = start;
      }
      const next = event ? nextReminderOf(event, row.minutesBefore, now, sentOf, handled) : null;
      await tx
        .update(calendarReminders)
        .set({ nextOccurrenceStart: next?.occurrenceStart ?? null, nextDueAt: next?.dueAt ?? null })
        .where(eq(calendarReminders.id, row.id));
    }
    return result;
  });
}

/**
 * One pass at `now` (tests drive it with a fake clock): answers how many reminders were sent.
 * `eventIds` limits it to those events' reminders (a browser test's own event, so a fake clock
 * ahead of time never touches what other tests running beside it planned).
 */
export async function runReminderJob(ctx: ReminderJobCtx, now: Date, eventIds: readonly string[] | null = null): Promise<number> {
  let sent = 0;
  let mailed = false;
  for (let batch = 0; batch < batchesPerPass; batch += 1) {
    const result = await runBatch(ctx, now, eventIds);
    sent += result.sent;
    mailed ||= result.mailed;
    if (result.claimed < batchSize) break;
  }
  if (mailed) ctx.mail.kick();
  return sent;
}

/** Every `intervalMs` (CALENDAR_REMINDER_INTERVAL_SECONDS; 0 turns it off). */
export function startReminderJob(options: {
  ctx: ReminderJobCtx;
  log: Pick<FastifyBaseLogger, 'error'>;
  intervalMs: number;
  now?: () => Date;
}): BackgroundLoop {
  const now = options.now ?? (() => new Date());
  return startBackgroundLoop({
    pass: () => runReminderJob(options.ctx, now()),
    intervalMs: options.intervalMs,
    log: options.log,
    failureMessage: 'calendar reminder job failed',
  });
}
