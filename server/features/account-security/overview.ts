/** GET /api/account/security: what Settings → Beveiliging shows at a glance. */
import { and, eq } from 'drizzle-orm';
import type { SecurityOverviewResponse } from '../../../common/schemas/account.js';
import type { Db } from '../../db/database.js';
import { userIdentities, users } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { countUnusedBackupCodes } from './backup-codes.js';

export async function getSecurityOverview({ db, actor }: { db: Db; actor: Actor }): Promise<SecurityOverviewResponse> {
  const [user] = await db.select({ mfaEnabled: users.mfaEnabled, passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.userId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  const [google] = await db
    .select({ subject: userIdentities.subject })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, actor.userId), eq(userIdentities.provider, 'google')))
    .limit(1);
  return {
    mfaEnabled: user.mfaEnabled,
    backupCodesRemaining: user.mfaEnabled ? await countUnusedBackupCodes(db, actor.userId) : 0,
    hasPassword: user.passwordHash !== null,
    googleLinked: google !== undefined,
  };
}
