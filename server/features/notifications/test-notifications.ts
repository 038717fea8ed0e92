/**
 * POST /api/test/notifications (TEST_HOOKS only): notifications for a user by e-mail address,
 * made through createNotifications like any producer's — preferences, counter, live events and
 * mails included. Browser tests use it to see the inbox update live; the benchmark fills an inbox.
 */
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { contactTypes, notificationPlatforms, notificationType } from '../../../common/schemas/notifications.js';
import { companyUsers, users } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { createNotifications } from './create-notifications.js';
import { clientNamed } from '../clients/client-by-name.js';

const text = z.string().max(5_000).optional();

export const testNotificationsInput = z.object({
  recipientEmail: z.string().trim().toLowerCase().email(),
  type: notificationType,
  title: z.string().min(1).max(5_000),
  description: text,
  clientName: text,
  platform: z.enum(notificationPlatforms).optional(),
  accountId: text,
  formId: text,
  submissionId: text,
  eventId: text,
  colleague: text,
  campaignId: text,
  checklistId: text,
  noteTitle: text,
  contactType: z.enum(contactTypes).optional(),
  count: z.number().int().min(1).max(200_000).default(1),
});

export async function createTestNotifications(
  ctx: Pick<AppContext, 'db' | 'events' | 'mail' | 'env'>,
  input: z.output<typeof testNotificationsInput>,
): Promise<{ ids: string[] }> {
  const { recipientEmail, count, ...content } = input;
  const [user] = await ctx.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.email, recipientEmail));
  if (!user) throw new AppError('NOT_FOUND');
  const [membership] = await ctx.db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(eq(companyUsers.userId, user.id))
    .orderBy(asc(companyUsers.companyId))
    .limit(1);
  const companyId = user.companyId ?? membership?.companyId;
  if (!companyId) throw new AppError('NO_ACTIVE_COMPANY');
  // A client name that names a client of the company carries its id, as the features' own notifications do.
  const client = await clientNamed(ctx.db, companyId, content.clientName ?? null);
  const withClient = client ? { ...content, clientName: client.name, clientId: client.id } : content;
  const result = await transactionWithEvents(ctx, (tx, emit) =>
    createNotifications(tx, emit, {
      recipients: [user.id],
      companyId,
      content: Array.from({ length: count }, () => withClient),
      appOrigin: ctx.env.appOrigin,
    }),
  );
  ctx.mail.kick();
  return { ids: result.notifications.map((n) => n.id) };
}
