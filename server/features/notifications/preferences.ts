/**
 * The recipient's choices: per type in the inbox and/or by e-mail (no row: in the inbox, no
 * e-mail — a client's appointment kinds: by e-mail too, `defaultPreferenceOf`), and the daily digest. Only the types sent are changed; the answer lists every type in
 * notificationTypes order.
 */
import { eq, sql } from 'drizzle-orm';
import { defaultPreferenceOf } from '../../../common/notification-constants.js';
import type { NotificationAudience } from '../../../common/notification-kinds.js';
import { type NotificationPreferences, type NotificationType, type updateNotificationPreferencesInput } from '../../../common/schemas/notifications.js';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { notificationDigests, notificationPreferences } from '../../db/schema/index.js';

/** `types`: the kinds this user has preferences for (policy.ts, preferenceTypesOf). */
export async function getNotificationPreferences({
  db,
  userId,
  types,
  audience = 'team',
}: {
  db: Db;
  userId: string;
  types: readonly NotificationType[];
  /** Whose defaults unset choices show (policy.ts, preferenceAudienceOf). */
  audience?: NotificationAudience;
}): Promise<NotificationPreferences> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const [digest] = await db.select({ enabled: notificationDigests.enabled }).from(notificationDigests).where(eq(notificationDigests.userId, userId));
  const byType = new Map(rows.map((r) => [r.type, r]));
  return {
    types: types.map((type) => {
      const row = byType.get(type);
      const fallback = defaultPreferenceOf(type, audience);
      return { type, inApp: row?.inApp ?? fallback.inApp, email: row?.email ?? fallback.email };
    }),
    dailyDigest: digest?.enabled ?? false,
  };
}

export async function updateNotificationPreferences({
  db,
  userId,
  input,
  types,
  audience = 'team',
}: {
  db: Db;
  userId: string;
  input: z.output<typeof updateNotificationPreferencesInput>;
  types: readonly NotificationType[];
  audience?: NotificationAudience;
}): Promise<NotificationPreferences> {
  // A kind this user never receives has no preference to set.
  if (input.types.some((p) => !types.includes(p.type))) throw new AppError('VALIDATION_FAILED', { fields: { types: 'VALIDATION_FAILED' } });
  // One row per type: a type sent twice counts once (the last), as one INSERT may not touch a row twice.
  const byType = new Map<NotificationType, { inApp: boolean; email: boolean }>();
  for (const p of input.types) byType.set(p.type, { inApp: p.inApp, email: p.email });
  await db.transaction(async (tx) => {
    if (byType.size > 0) {
      await tx
        .insert(notificationPreferences)
        .values([...byType].map(([type, p]) => ({ userId, type, ...p })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.type],
          set: { inApp: sql`excluded.in_app`, email: sql`excluded.email` },
        });
    }
    if (input.dailyDigest !== undefined) {
      await tx
        .insert(notificationDigests)
        .values({ userId, enabled: input.dailyDigest })
        .onConflictDoUpdate({ target: notificationDigests.userId, set: { enabled: input.dailyDigest } });
    }
  });
  return getNotificationPreferences({ db, userId, types, audience });
}
