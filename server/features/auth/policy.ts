/** Who may pick which company as their active company. */
import type { Membership } from '../../../common/schemas/auth.js';
import { AppError } from '../../lib/errors.js';

export function mayActivateCompany(memberships: readonly Membership[], companyId: string): boolean {
  return memberships.some((m) => m.companyId === companyId);
}

export function assertMayActivateCompany(memberships: readonly Membership[], companyId: string): void {
  if (!mayActivateCompany(memberships, companyId)) throw new AppError('NOT_A_MEMBER');
}
