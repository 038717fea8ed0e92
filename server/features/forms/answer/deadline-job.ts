/**
 * The forms' deadline reminder (issue 35): once, 24 hours before a send's deadline, a
 * `deadline_reminder` (with `form_id`) to the client's portal users and its account managers. A
 * send still open (not submitted), of a published form that is not archived, whose deadline lies
 * within the coming 24 hours and has not passed, is claimed with `FOR UPDATE SKIP LOCKED` in one
 * transaction that sets `reminder_sent_at` (the claim only takes rows where it is null), so two
 * passes or two instances never send one twice. A send whose deadline passed before anyone ran the
 * job is never reminded late. Re-sending a form resets `reminder_sent_at` (the manage side).
 */
import { and, asc, eq, gt, inArray, isNull, lte, ne, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.js';
import { clients, formAssignments, forms } from '../../../db/schema/index.js';
import type { Env } from '../../../env.js';
import { runClaimedBatches, startBackgroundLoop, type BackgroundLoop, type ClaimedBatch } from '../../../lib/background-loop.js';
import type { EventBus } from '../../../lib/events/event-bus.js';
import { transactionWithEvents } from '../../../lib/events/with-events.js';
import type { MailDelivery } from '../../../lib/mail/delivery.js';
import { createNotifications } from '../../notifications/create-notifications.js';
import { emitPortalChange } from '../../portal/live.js';
import { accountManagersOf, notifyClientUsers } from './notify.js';

export interface DeadlineJobCtx {
  db: Db;
  events: EventBus;
  mail: Pick<MailDelivery, 'kick'>;
  env: Pick<Env, 'appOrigin'>;
}

/** How long before the deadline the reminder goes out. */
export const deadlineReminderLeadMs = 24 * 3_600_000;
const batchSize = 100;
const batchesPerPass = 20;

const deadlineText = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

async function runBatch(ctx: DeadlineJobCtx, now: Date, assignmentIds: readonly string[] | null): Promise<ClaimedBatch> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const due = await tx
      .select({ id: formAssignments.id })
      .from(formAssignments)
      .where(
        and(
          isNull(formAssignments.reminderSentAt),
          isNull(formAssignments.completedAt),
          isNotNull(formAssignments.deadline),
          gt(formAssignments.deadline, now),
          lte(formAssignments.deadline, new Date(now.getTime() + deadlineReminderLeadMs)),
          assignmentIds ? inArray(formAssignments.id, [...assignmentIds]) : undefined,
        ),
      )
      .orderBy(asc(formAssignments.deadline))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const result = { claimed: due.length, sent: 0, mailed: false };
    if (due.length === 0) return result;
    const ids = due.map((r) => r.id);
    await tx.update(formAssignments).set({ reminderSentAt: now }).where(inArray(formAssignments.id, ids));
    const rows = await tx
      .select({
        id: formAssignments.id,
        companyId: formAssignments.companyId,
        formId: formAssignments.formId,
        clientId: formAssignments.clientId,
        clientName: clients.name,
        clientStatus: clients.status,
        deadline: formAssignments.deadline,
        title: forms.title,
      })
      .from(formAssignments)
      .innerJoin(forms, eq(forms.id, formAssignments.formId))
      .innerJoin(clients, eq(clients.id, formAssignments.clientId))
      .where(and(inArray(formAssignments.id, ids), ne(forms.status, 'archived')));
    for (const row of rows) {
      const when = deadlineText.format(row.deadline!);
      const content = {
        type: 'deadline_reminder' as const,
        title: `Deadline nadert: ${row.title}`,
        description: `${row.clientName}: het formulier moet ${when} zijn ingevuld.`,
        formTitle: row.title,
        formId: row.formId,
        clientId: row.clientId,
        clientName: row.clientName,
      };
      const managers = await createNotifications(tx, emit, {
        recipients: await accountManagersOf(tx, row.clientId),
        companyId: row.companyId,
        appOrigin: ctx.env.appOrigin,
        now,
        content,
      });
      const toClient =
        row.clientStatus === 'active'
          ? await notifyClientUsers(tx, emit, ctx, {
              companyId: row.companyId,
              clientId: row.clientId,
              formId: row.formId,
              now,
              mailLead: `Denk je aan het formulier "${row.title}"? Vul het uiterlijk ${when} in.`,
              content: { ...content, description: `Vul het formulier uiterlijk ${when} in.` },
            })
          : false;
      if (row.clientStatus === 'active') await emitPortalChange(tx, emit, { companyId: row.companyId, clientId: row.clientId });
      result.sent += 1;
      result.mailed ||= managers.mailedTo.length > 0 || toClient;
    }
    return result;
  });
}

/** One pass at `now`: answers how many sends were reminded. `assignmentIds` limits it (a test's own sends). */
export async function runFormDeadlineReminders(ctx: DeadlineJobCtx, now: Date, assignmentIds: readonly string[] | null = null): Promise<number> {
  return runClaimedBatches(() => runBatch(ctx, now, assignmentIds), { batchSize, maxBatches: batchesPerPass, mail: ctx.mail });
}

/** Every `intervalMs` (the calendar reminders' interval, CALENDAR_REMINDER_INTERVAL_SECONDS; 0 turns it off). */
export function startFormDeadlineJob(options: { ctx: DeadlineJobCtx; log: Pick<FastifyBaseLogger, 'error'>; intervalMs: number }): BackgroundLoop {
  return startBackgroundLoop({
    pass: () => runFormDeadlineReminders(options.ctx, new Date()),
    intervalMs: options.intervalMs,
    log: options.log,
    failureMessage: 'form deadline reminder job failed',
  });
}
