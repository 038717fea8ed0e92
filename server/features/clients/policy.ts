/**
 * Who may do what with clients (issue 19): the company's marketeers and admins manage them
 * (create, edit, archive, contacts, linked accounts); deleting a client is for admins. Client users
 * never reach /api/clients (403); they see their clients through /api/portal (scope.ts).
 */
import type { MemberRole } from '../../../common/roles.js';
import { AppError } from '../../lib/errors.js';

export const clientTeamRoles: readonly MemberRole[] = ['admin', 'marketeer'];
export const clientDeleteRoles: readonly MemberRole[] = ['admin'];

/** The client must be active for changes that add to it (contacts, invitations, linked accounts). */
export function assertClientActive(status: string): void {
  if (status !== 'active') throw new AppError('CLIENT_ARCHIVED');
}
