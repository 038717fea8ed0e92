/** Who may pick which company as their active company, and who may ask for another confirmation mail. */
import type { Membership } from '../../../common/schemas/auth.js';
import { AppError } from '../../lib/errors.js';

export function mayActivateCompany(memberships: readonly Membership[], companyId: string): boolean {
  return memberships.some((m) => m.companyId === companyId);
}

export function assertMayActivateCompany(memberships: readonly Membership[], companyId: string): void {
  if (!mayActivateCompany(memberships, companyId)) throw new AppError('NOT_A_MEMBER');
}

/** Another "Bevestig je e-mailadres" mail only while the address is not proven (users.email_verified_at). */
export function assertMayRequestEmailConfirmation(emailVerifiedAt: Date | null): void {
  if (emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
}
