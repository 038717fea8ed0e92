/** The signed-in user's sessions: the list in Settings → Beveiliging, ending one or all others. */
import { and, eq, gt, ne } from 'drizzle-orm';
import type { AccountSession } from '../../../common/schemas/account.js';
import type { Db } from '../../db/database.js';
import { sessions } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { deviceLabel } from './device-label.js';

interface Base {
  db: Db;
  actor: Actor;
  now?: Date;
}

/** Active sessions, the current one first, then the most recently seen. */
export async function listSessions({ db, actor, now = new Date() }: Base): Promise<AccountSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, actor.userId), gt(sessions.expiresAt, now)));
  const rank = (id: string) => (id === actor.sessionId ? 0 : 1);
  return rows
    .sort((a, b) => rank(a.id) - rank(b.id) || b.lastSeenAt.getTime() - a.lastSeenAt.getTime())
    .map((row) => ({
      id: row.id,
      device: deviceLabel(row.userAgent),
      userAgent: row.userAgent,
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === actor.sessionId,
    }));
}

/**
 * Ends one of the user's other sessions. The current one answers CURRENT_SESSION (log out
 * instead); another user's session or an unknown id answers NOT_FOUND.
 */
export async function endSession({ db, actor, input }: Base & { input: { id: string } }): Promise<void> {
  if (input.id === actor.sessionId) throw new AppError('CURRENT_SESSION');
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, input.id), eq(sessions.userId, actor.userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}

/** Ends every session of the user except the current one; counts the ones that were still active. */
export async function endOtherSessions({ db, actor, now = new Date() }: Base): Promise<{ revoked: number }> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, actor.userId), ne(sessions.id, actor.sessionId)))
    .returning({ expiresAt: sessions.expiresAt });
  return { revoked: deleted.filter((s) => s.expiresAt.getTime() > now.getTime()).length };
}
