/**
 * The one entry point for every feature that notifies someone. Inside the caller's transaction it
 * keeps only the recipients who are members of the notification's company at this moment (a
 * company_users row, client users included: someone removed from the company hears nothing more
 * of it, whatever kind a producer sends), honours each recipient's preference per type (no row:
 * in the inbox, no e-mail), inserts the inbox rows, queues the e-mails, bumps the recipients'
 * counters and emits `notification.created` with the version it produced. The caller kicks ctx.mail after its commit.
 *
 *   await transactionWithEvents(ctx, (tx, emit) => createNotifications(tx, emit, { recipients, companyId, content }));
 *   ctx.mail.kick();
 */
import { and, eq, inArray } from 'drizzle-orm';
import { audienceOf, defaultPreferenceOf, receivesKind } from '../../../common/notification-constants.js';
import type { Notification, NotificationType } from '../../../common/schemas/notifications.js';
import type { Db } from '../../db/database.js';
import { companyUsers, notificationPreferences, notifications, users, type NotificationRow } from '../../db/schema/index.js';
import type { Emit } from '../../lib/events/with-events.js';
import { queueMail, type OutgoingMail } from '../../lib/mail/outbox.js';
import { storedContent, type NotificationContent, type StoredContent } from './content.js';
import { countCreated, createdEventCount, emitInboxEvent } from './counter.js';
import { notificationMail } from './mails.js';
import { toNotification } from './to-notification.js';

export interface CreateNotificationsInput {
  recipients: readonly string[];
  /** The company the notifications are about (deleting it removes them). */
  companyId: string;
  /** One notification per recipient, or several (the test hook's `count`). */
  content: NotificationContent | readonly NotificationContent[];
  /** Links in the e-mails point here; without it the mails have no button (the demo seed). */
  appOrigin?: string | null;
  now?: Date;
  /** The producer's own mail for a recipient who chose e-mail (a client's branded mail with its .ics); default: the inbox's mail. */
  mail?: (recipient: { id: string; email: string; name: string | null }, items: readonly StoredContent[]) => OutgoingMail;
}

export interface CreateNotificationsResult {
  /** The inbox rows, per recipient in the order of the contents. */
  notifications: Notification[];
  /** Recipients who got an e-mail. */
  mailedTo: string[];
}

/** Rows per INSERT: 25 columns each stays far below PostgreSQL's 65,535 parameters. */
const insertChunk = 500;

interface Recipient {
  id: string;
  email: string;
  name: string | null;
  /** Their role in the notification's company. */
  role: string;
  choices: Map<NotificationType, { inApp: boolean; email: boolean }>;
}

/** The recipients who are members of the company now, with their preference rows, in one query (a producer's hot path). */
async function loadRecipients(tx: Db, companyId: string, ids: readonly string[]): Promise<Recipient[]> {
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: companyUsers.role,
      type: notificationPreferences.type,
      inApp: notificationPreferences.inApp,
      wantsEmail: notificationPreferences.email,
    })
    .from(users)
    .innerJoin(companyUsers, and(eq(companyUsers.userId, users.id), eq(companyUsers.companyId, companyId)))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(inArray(users.id, [...ids]));
  const byId = new Map<string, Recipient>();
  for (const row of rows) {
    let recipient = byId.get(row.id);
    if (!recipient) byId.set(row.id, (recipient = { id: row.id, email: row.email, name: row.name, role: row.role, choices: new Map() }));
    if (row.type !== null) recipient.choices.set(row.type, { inApp: row.inApp!, email: row.wantsEmail! });
  }
  return [...byId.values()];
}

function choiceOf(recipient: Recipient, type: NotificationType) {
  // A kind the recipient's role never receives (a client's own kinds to the team, and back): neither inbox nor mail.
  if (!receivesKind(recipient.role, type)) return { inApp: false, email: false };
  return recipient.choices.get(type) ?? defaultPreferenceOf(type, audienceOf(recipient.role));
}

export async function createNotifications(tx: Db, emit: Emit, input: CreateNotificationsInput): Promise<CreateNotificationsResult> {
  const contents = (Array.isArray(input.content) ? input.content : [input.content]).map(storedContent);
  const recipientIds = [...new Set(input.recipients)];
  if (contents.length === 0 || recipientIds.length === 0) return { notifications: [], mailedTo: [] };
  const now = input.now ?? new Date();
  // Unknown users and non-members are skipped: a producer's stale id must not fail the producer's own change.
  const recipients = await loadRecipients(tx, input.companyId, recipientIds);

  const values = recipients.flatMap((r) =>
    contents.filter((c) => choiceOf(r, c.type).inApp).map((c) => ({ ...c, recipientId: r.id, companyId: input.companyId, createdAt: now })),
  );
  const rows: NotificationRow[] = [];
  for (let i = 0; i < values.length; i += insertChunk) {
    rows.push(
      ...(await tx
        .insert(notifications)
        .values(values.slice(i, i + insertChunk))
        .returning()),
    );
  }

  const byRecipient = new Map<string, NotificationRow[]>();
  for (const row of rows) {
    const list = byRecipient.get(row.recipientId);
    if (list) list.push(row);
    else byRecipient.set(row.recipientId, [row]);
  }
  const versions = await countCreated(tx, new Map([...byRecipient].map(([id, list]) => [id, list.length])));
  for (const [recipientId, list] of byRecipient) {
    const version = versions.get(recipientId)!;
    // Too many for one event each (the counter counted one version for them): one refetch event.
    if (createdEventCount(list.length) < list.length) {
      emitInboxEvent(emit, recipientId, { name: 'notifications.changed', version });
      continue;
    }
    // Each new row has its own version: the last one's is the counter's.
    list.forEach((row, i) =>
      emitInboxEvent(emit, recipientId, { name: 'notification.created', version: version - list.length + 1 + i, notification: toNotification(row) }),
    );
  }

  const mailedTo: string[] = [];
  for (const recipient of recipients) {
    const items: StoredContent[] = contents.filter((c) => choiceOf(recipient, c.type).email);
    if (items.length === 0) continue;
    const mail = input.mail
      ? input.mail(recipient, items)
      : notificationMail({ to: recipient.email, name: recipient.name, items, appOrigin: input.appOrigin ?? null });
    await queueMail(tx, mail);
    mailedTo.push(recipient.id);
  }
  return { notifications: rows.map(toNotification), mailedTo };
}
