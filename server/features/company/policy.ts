/** Who may do what with a company's data. */
import type { MemberRole } from '../../../common/roles.js';
import type { Actor } from '../../lib/actor.js';
import { requireActiveCompany } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';

/** The member list (the marketeer selector) is for marketeers and admins, not for clients. */
export const memberListRoles: readonly MemberRole[] = ['admin', 'marketeer'];

/** Changing a member's role and removing a member (Settings → Team) is for admins. */
export const memberManagerRoles: readonly MemberRole[] = ['admin'];

export function mayListMembers(role: MemberRole): boolean {
  return memberListRoles.includes(role);
}

/** The active company whose members the actor may list, or NO_ACTIVE_COMPANY / FORBIDDEN. */
export function authorizeListMembers(actor: Actor): string {
  const { companyId, role } = requireActiveCompany(actor);
  if (!mayListMembers(role)) throw new AppError('FORBIDDEN');
  return companyId;
}

/**
 * The company's live channel (`company:<id>`: notes, checklists and other shared work) is for its
 * marketeers and admins; clients and outsiders are refused.
 */
export function mayListenToCompany(actor: Actor, companyId: string): boolean {
  return actor.memberships.some((m) => m.companyId === companyId && memberListRoles.includes(m.role));
}

/**
 * May this actor receive one company event: they may listen to the company's channel (as of now,
 * not only when they subscribed) and, when the event names an audience, they are one of its users
 * or hold one of its roles in the company.
 */
export function mayReceiveCompanyEvent(
  actor: Actor,
  companyId: string,
  audience: { userIds: ReadonlySet<string>; roles: readonly MemberRole[] } | null,
): boolean {
  const role = actor.memberships.find((m) => m.companyId === companyId)?.role;
  if (!role || !memberListRoles.includes(role)) return false;
  return audience === null || audience.userIds.has(actor.userId) || audience.roles.includes(role);
}
