/**
 * Who may do what with notes. Notes belong to the active company and are for its marketeers and
 * admins (clients see none). Every colleague may read, comment and change assignments; the
 * title and fields, and deleting, are for the note's creator and the company's admins.
 */
import type { MemberRole } from '../../../common/roles.js';
import type { CompanyAudience } from '../company/live.js';
import { memberListRoles } from '../company/policy.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';

export const noteRoles: readonly MemberRole[] = memberListRoles;

/** Every colleague may read every note of the company, so its live events go to the whole channel. */
export const noteAudience: CompanyAudience = 'company';

export function authorizeNoteEdit(actor: Actor, role: MemberRole, creatorId: string | null): void {
  if (role === 'admin' || (creatorId !== null && creatorId === actor.userId)) return;
  throw new AppError('FORBIDDEN');
}

export function authorizeCommentDelete(actor: Actor, role: MemberRole, authorId: string | null): void {
  if (role === 'admin' || (authorId !== null && authorId === actor.userId)) return;
  throw new AppError('FORBIDDEN');
}

/** A message is edited by its author only: an admin may remove a colleague's words, not rewrite them. */
export function authorizeCommentEdit(actor: Actor, authorId: string | null): void {
  if (authorId !== null && authorId === actor.userId) return;
  throw new AppError('COMMENT_NOT_OWN');
}
