/**
 * Ad accounts are for the active company's marketeers and admins; clients see none. Deleting an
 * account (with its notes) and disconnecting a platform follow common/rules/ad-account-rights.ts.
 */
import type { MemberRole } from '../../../common/roles.js';
import { mayConnectPlatform, mayDeleteAccount, mayDisconnectPlatform } from '../../../common/rules/ad-account-rights.js';
import { AppError } from '../../lib/errors.js';
import type { CompanyAudience } from '../company/live.js';
import { memberListRoles } from '../company/policy.js';

export const accountRoles: readonly MemberRole[] = memberListRoles;

/** Every colleague may read every ad account of the company: its live events go to the whole channel. */
export const accountAudience: CompanyAudience = 'company';

/**
 * Deleting an account deletes its notes: a marketeer may do it only when none of them is a
 * colleague's (ACCOUNT_HAS_FOREIGN_NOTES), an admin always.
 */
export function authorizeAccountDelete(role: MemberRole, foreignNoteCount: number): void {
  if (mayDeleteAccount(role, foreignNoteCount)) return;
  throw new AppError(role === 'marketeer' ? 'ACCOUNT_HAS_FOREIGN_NOTES' : 'FORBIDDEN');
}

/** The company's platform connections are ended by its admins only. */
export function authorizePlatformDisconnect(role: MemberRole): void {
  if (!mayDisconnectPlatform(role)) throw new AppError('FORBIDDEN');
}

/** Replacing a working connection is for admins and its maker (AD_PLATFORM_REPLACE_FORBIDDEN). */
export function authorizePlatformConnect(who: { userId: string; role: MemberRole }, existing: Parameters<typeof mayConnectPlatform>[2]): void {
  if (!mayConnectPlatform(who.role, who.userId, existing)) throw new AppError('AD_PLATFORM_REPLACE_FORBIDDEN');
}
