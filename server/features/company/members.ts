/**
 * Team management (Settings → Team, admins of the active company): a member's role between admin and
 * marketeer, and removing a member. A company never loses its last admin: each change locks the
 * company's row first, so two admins demoting each other at once cannot both succeed.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CompanyMember } from '../../../common/schemas/company.js';
import type { TeamRole } from '../../../common/schemas/profile.js';
import type { Db } from '../../db/database.js';
import { companies, companyUsers, sessions, users } from '../../db/schema/index.js';
import { membershipsChangedTopic } from '../../lib/actor-cache.js';
import { requireActiveCompany, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { endMemberLinks } from './member-links.js';
import { memberManagerRoles } from './policy.js';

function authorizeManageMembers(actor: Actor): string {
  const { companyId, role } = requireActiveCompany(actor);
  if (!memberManagerRoles.includes(role)) throw new AppError('FORBIDDEN');
  return companyId;
}

/** Locks the company (serialising its membership changes) and reads the member; NOT_FOUND outside it. */
async function lockedMember(tx: Db, companyId: string, userId: string) {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  const [member] = await tx
    .select({ role: companyUsers.role })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  if (!member) throw new AppError('NOT_FOUND');
  return member;
}

async function adminCount(tx: Db, companyId: string): Promise<number> {
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
 * cleared when it was this one. Every link that made them a recipient or a visible person in the
 * company ends in the same transaction (member-links.ts): their events and clients go to the admin
 * who removes them, so nobody keeps waiting on someone who left.
 */
export async function removeMember({ db, events, actor, userId }: { db: Db; events: EventBus; actor: Actor; userId: string }): Promise<void> {
  const companyId = authorizeManageMembers(actor);
  await transactionWithEvents({ db, events }, async (tx, emit) => {
    const member = await lockedMember(tx, companyId, userId);
    if (member.role === 'admin' && (await adminCount(tx, companyId)) <= 1) throw new AppError('LAST_ADMIN');
    await tx.delete(companyUsers).where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
    // Before the hand-over's events on the bus: every instance re-checks the member's actors and sockets first.
    emit(membershipsChangedTopic, { userId });
    await tx
      .update(sessions)
      .set({ activeCompanyId: null })
      .where(and(eq(sessions.userId, userId), eq(sessions.activeCompanyId, companyId)));
    await tx
      .update(users)
      .set({ companyId: null })
      .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
    // An admin leaving themselves hands over to nobody: what they had is cleared.
    const successorId = actor.userId === userId ? null : actor.userId;
    await endMemberLinks(tx, emit, { companyId, userId, successorId, actorId: actor.userId });
  });
}
