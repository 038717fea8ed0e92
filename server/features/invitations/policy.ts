/**
 * Invitations are managed by the active company's admins. An invitation mails a stranger in the
 * company's and the inviter's name, so only an inviter with a proven address may send one, and a
 * company in its first day sends fewer (issue 16).
 */
import type { MemberRole } from '../../../common/roles.js';
import { requireActiveCompany, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { RateLimitName } from '../../lib/rate-limit.js';

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

/**
 * Sending invitations needs a proven address (users.email_verified_at: by a mailed link or by
 * Google), as joining a company by invitation id does; a password sign-up proves it with the link
 * of its mail "Bevestig je e-mailadres" (features/auth/email-confirmation.ts).
 */
export function authorizeInviteSender(emailVerifiedAt: Date | null): void {
  if (!emailVerifiedAt) throw new AppError('INVITER_EMAIL_UNVERIFIED');
}

/** A company younger than this is new: its invitations count against the stricter rule as well. */
export const newCompanyAgeMs = 24 * 60 * 60_000;

/** The rate-limit rules (keyed per company) one invitation counts against, the stricter first. */
export function invitationLimits(companyCreatedAt: Date, now: Date): RateLimitName[] {
  return now.getTime() - companyCreatedAt.getTime() < newCompanyAgeMs ? ['invitationNewCompany', 'invitation'] : ['invitation'];
}
