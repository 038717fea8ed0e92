/** Invitations are managed by the active company's admins. */
import type { MemberRole } from '../../../common/roles.js';
import { requireActiveCompany, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';

export const invitationManagerRoles: readonly MemberRole[] = ['admin'];

/** The active company whose invitations the actor may manage, or NO_ACTIVE_COMPANY / FORBIDDEN. */
export function authorizeManageInvitations(actor: Actor): string {
  const { companyId, role } = requireActiveCompany(actor);
  if (!invitationManagerRoles.includes(role)) throw new AppError('FORBIDDEN');
  return companyId;
}

/** Only the account with the invited address may accept an invitation as an existing account. */
export function assertInvitedAddress(accountEmail: string, invitedEmail: string): void {
  if (accountEmail !== invitedEmail) throw new AppError('INVITATION_OTHER_ACCOUNT');
}
