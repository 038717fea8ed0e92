/**
 * The creatives' due-date reminder (issue 36): once, within 24 hours before a creative's due date,
 * a `deadline_reminder` (with `creative_id`) to the reviewers of the step waiting — for the team's
 * step the client's account managers (else the company's admins), for the client's step the
 * client's portal users with the agency's branded mail leading to the portal's Creatives. A
 * creative in review whose due date lies within the coming 24 hours and has not passed is claimed
 * with `FOR UPDATE SKIP LOCKED` in one transaction that sets `due_reminder_sent_at` (the claim only
 * takes rows where it is null; the partial index `creatives_due_idx` holds exactly those), so two
 * passes or two instances never send one twice. A due date that passed before anyone ran the job
 * is never reminded late. A changed due date, a new version or a new review resets the column
 * (change-creatives.ts, review.ts).
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { clients, creatives } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import { runClaimedBatches, startBackgroundLoop, type BackgroundLoop, type ClaimedBatch } from '../../lib/background-loop.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { transactionWithEvents, type Emit } from '../../lib/events/with-events.js';
import type { MailDelivery } from '../../lib/mail/delivery.js';
import type { OutgoingMail } from '../../lib/mail/outbox.js';
import { agencyBrand, brandedMail } from '../clients/mails.js';
import type { NotificationContent } from '../notifications/content.js';
import { createNotifications } from '../notifications/create-notifications.js';
import { portalUsers } from '../portal/live.js';
import { portalCreativeHref, teamReviewersOf } from './notify.js';

export interface CreativeDueJobCtx {
  db: Db;
  events: EventBus;
  mail: Pick<MailDelivery, 'kick'>;
  env: Pick<Env, 'appOrigin'>;
}

/** How long before the due date the reminder goes out. */
export const dueReminderLeadMs = 24 * 3_600_000;
const batchSize = 100;
const batchesPerPass = 20;

const dueText = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

interface DueCreative {
  id: string;
  companyId: string;
  clientId: string;
  clientName: string;
  name: string;
  reviewStep: 'internal' | 'client' | null;
  currentVersion: number;
  dueAt: Date | null;
}

/** Tells the reviewers of the waiting step that the due date nears; answers whether mail was queued. */
async function remind(tx: Db, emit: Emit, ctx: CreativeDueJobCtx, creative: DueCreative, now: Date): Promise<boolean> {
  const when = dueText.format(creative.dueAt!);
  const content: NotificationContent = {
    type: 'deadline_reminder',
    title: `Deadline nadert: ${creative.name}`,
    description: `${creative.clientName}: versie ${creative.currentVersion} moet ${when} beoordeeld zijn.`,
    clientId: creative.clientId,
    clientName: creative.clientName,
    creativeId: creative.id,
  };
  const base = { companyId: creative.companyId, appOrigin: ctx.env.appOrigin, now };
  if (creative.reviewStep === 'internal') {
    const recipients = await teamReviewersOf(tx, creative.companyId, creative.clientId);
    const { mailedTo } = await createNotifications(tx, emit, { ...base, recipients, content });
    return mailedTo.length > 0;
  }
  const recipients = await portalUsers(tx, creative.companyId, creative.clientId);
  if (recipients.length === 0) return false;
  const brand = await agencyBrand(tx, creative.companyId, ctx.env.appOrigin);
  const url = `${ctx.env.appOrigin}${portalCreativeHref(creative.clientId, creative.id)}`;
  const description = `Beoordeel versie ${creative.currentVersion} van ${creative.name} uiterlijk ${when}.`;
  const { mailedTo } = await createNotifications(tx, emit, {
    ...base,
    recipients,
    content: { ...content, description },
    mail: (recipient): OutgoingMail =>
      brandedMail(recipient.email, content.title, 'deadline_reminder', {
        brand,
        paragraphs: [
          recipient.name ? `Hallo ${recipient.name},` : 'Hallo,',
          `Denk je aan de creative "${creative.name}"? ${brand.name} vraagt je versie ${creative.currentVersion} uiterlijk ${when} te beoordelen.`,
        ],
        action: { label: 'Bekijken en beoordelen', url },
      }),
  });
  return mailedTo.length > 0;
}

async function runBatch(ctx: CreativeDueJobCtx, now: Date, creativeIds: readonly string[] | null): Promise<ClaimedBatch> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const due = await tx
      .select({ id: creatives.id })
      .from(creatives)
      .where(
        and(
          eq(creatives.status, 'in_review'),
          isNotNull(creatives.dueAt),
          isNull(creatives.dueReminderSentAt),
          gt(creatives.dueAt, now),
          lte(creatives.dueAt, new Date(now.getTime() + dueReminderLeadMs)),
          creativeIds ? inArray(creatives.id, [...creativeIds]) : undefined,
        ),
      )
      .orderBy(asc(creatives.dueAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const result = { claimed: due.length, sent: 0, mailed: false };
    if (due.length === 0) return result;
    const ids = due.map((r) => r.id);
    // Only the claim: the revision (an editor's check) and the grid's order stay as they are.
    await tx.update(creatives).set({ dueReminderSentAt: now }).where(inArray(creatives.id, ids));
    const rows = await tx
      .select({
        id: creatives.id,
        companyId: creatives.companyId,
        clientId: creatives.clientId,
        clientName: clients.name,
        name: creatives.name,
        reviewStep: creatives.reviewStep,
        currentVersion: creatives.currentVersion,
        dueAt: creatives.dueAt,
      })
      .from(creatives)
      .innerJoin(clients, eq(clients.id, creatives.clientId))
      .where(inArray(creatives.id, ids))
      .orderBy(asc(creatives.dueAt), asc(creatives.id));
    for (const row of rows) {
      result.mailed = (await remind(tx, emit, ctx, row, now)) || result.mailed;
      result.sent += 1;
    }
    return result;
  });
}

/** One pass at `now`: answers how many creatives were reminded. `creativeIds` limits it (a test's own creatives). */
export async function runCreativeDueReminders(ctx: CreativeDueJobCtx, now: Date, creativeIds: readonly string[] | null = null): Promise<number> {
  return runClaimedBatches(() => runBatch(ctx, now, creativeIds), { batchSize, maxBatches: batchesPerPass, mail: ctx.mail });
}

/** Every `intervalMs` (the calendar reminders' interval, CALENDAR_REMINDER_INTERVAL_SECONDS; 0 turns it off). */
export function startCreativeDueJob(options: { ctx: CreativeDueJobCtx; log: Pick<FastifyBaseLogger, 'error'>; intervalMs: number }): BackgroundLoop {
  return startBackgroundLoop({
    pass: () => runCreativeDueReminders(options.ctx, new Date()),
    intervalMs: options.intervalMs,
    log: options.log,
    failureMessage: 'creative due reminder job failed',
  });
}
