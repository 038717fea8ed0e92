/**
 * Team management (Settings → Team, admins of the active company): a member's role between admin and
 * marketeer, and removing a member. A company never loses its last admin: each change locks the
 * company's row first, so two admins demoting each other at once cannot both succeed.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CompanyMember } from '../../../common/schemas/company.js';
import type { TeamRole } from '../../../common/schemas/profile.js';
import type { Db } from '../../db/database.js';
import {
  adAccountAssignees,
  adAccounts,
  checklistShares,
  checklists,
  companies,
  companyUsers,
  noteAssignments,
  notes,
  sessions,
  users,
} from '../../db/schema/index.js';
import { requireActiveCompany, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { memberManagerRoles } from './policy.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function authorizeManageMembers(actor: Actor): string {
  const { companyId, role } = requireActiveCompany(actor);
  if (!memberManagerRoles.includes(role)) throw new AppError('FORBIDDEN');
  return companyId;
}

/** Locks the company (serialising its membership changes) and reads the member; NOT_FOUND outside it. */
async function lockedMember(tx: Tx, companyId: string, userId: string) {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  const [member] = await tx
    .select({ role: companyUsers.role })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  if (!member) throw new AppError('NOT_FOUND');
  return member;
}

async function adminCount(tx: Tx, companyId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.role, 'admin')));
  return row?.count ?? 0;
}

/** admin ↔ marketeer. A client's role is not changed here (MEMBER_ROLE_CLIENT); the last admin stays admin (LAST_ADMIN). */
export async function changeMemberRole({ db, actor, userId, role }: { db: Db; actor: Actor; userId: string; role: TeamRole }): Promise<CompanyMember> {
  const companyId = authorizeManageMembers(actor);
  await db.transaction(async (tx) => {
    const member = await lockedMember(tx, companyId, userId);
    if (member.role === 'client') throw new AppError('MEMBER_ROLE_CLIENT');
    if (member.role === role) return;
    if (member.role === 'admin' && (await adminCount(tx, companyId)) <= 1) throw new AppError('LAST_ADMIN');
    await tx
      .update(companyUsers)
      .set({ role })
      .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  });
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: companyUsers.role, avatarUrl: users.avatarUrl, avatarColor: users.avatarColor })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Removes the member from the active company. Their sessions stay signed in but no longer work in
 * this company: a session whose active company it was is switched away (its active company cleared,
 * so the next request resolves to another membership or to none), and the primary company is
 * cleared when it was this one. Their work stays (notes, comments, checklists they made keep their
 * author); their assignments to the company's ad accounts and notes and the checklists shared with
 * them are removed, so nobody keeps waiting on someone who left.
 */
export async function removeMember({ db, actor, userId }: { db: Db; actor: Actor; userId: string }): Promise<void> {
  const companyId = authorizeManageMembers(actor);
  await db.transaction(async (tx) => {
    const member = await lockedMember(tx, companyId, userId);
    if (member.role === 'admin' && (await adminCount(tx, companyId)) <= 1) throw new AppError('LAST_ADMIN');
    await tx.delete(companyUsers).where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
    await tx
      .update(sessions)
      .set({ activeCompanyId: null })
      .where(and(eq(sessions.userId, userId), eq(sessions.activeCompanyId, companyId)));
    await tx
      .update(users)
      .set({ companyId: null })
      .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
    const companyAccounts = tx.select({ id: adAccounts.id }).from(adAccounts).where(eq(adAccounts.companyId, companyId));
    await tx.delete(adAccountAssignees).where(and(eq(adAccountAssignees.userId, userId), inArray(adAccountAssignees.adAccountId, companyAccounts)));
    const companyNotes = tx.select({ id: notes.id }).from(notes).where(eq(notes.companyId, companyId));
    await tx.delete(noteAssignments).where(and(eq(noteAssignments.userId, userId), inArray(noteAssignments.noteId, companyNotes)));
    const companyChecklists = tx.select({ id: checklists.id }).from(checklists).where(eq(checklists.companyId, companyId));
    await tx.delete(checklistShares).where(and(eq(checklistShares.sharedWithUserId, userId), inArray(checklistShares.checklistId, companyChecklists)));
  });
}
