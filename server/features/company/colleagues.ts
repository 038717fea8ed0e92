/** Checking that people are colleagues who may be given work (assignees of notes and accounts, checklist shares and reminders). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { companyUsers } from '../../db/schema/index.js';
import type { ErrorCode } from '../../../common/errors.js';
import { AppError } from '../../lib/errors.js';
import { memberListRoles } from './policy.js';

/** Those of `userIds` (distinct, in order) who are marketeers or admins of the company. */
export async function colleaguesAmong(tx: Db, companyId: string, userIds: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return [];
  const found = await tx
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), inArray(companyUsers.userId, wanted), inArray(companyUsers.role, [...memberListRoles])));
  const allowed = new Set(found.map((f) => f.userId));
  return wanted.filter((id) => allowed.has(id));
}

/**
 * The distinct `userIds`, each a marketeer or admin of the company, or ASSIGNEE_NOT_COLLEAGUE on
 * `field` (clients and outsiders cannot be assigned); `code` names the error (sharing has its own).
 */
export async function requireColleagues(
  tx: Db,
  companyId: string,
  userIds: readonly string[],
  field: string,
  code: ErrorCode = 'ASSIGNEE_NOT_COLLEAGUE',
): Promise<string[]> {
  const wanted = [...new Set(userIds)];
  const found = await colleaguesAmong(tx, companyId, wanted);
  if (found.length !== wanted.length) throw new AppError(code, { fields: { [field]: code } });
  return wanted;
}
