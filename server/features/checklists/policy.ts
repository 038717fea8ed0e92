/**
 * Who may do what with a checklist (issue 7; the spec only fixes the share defaults can_edit true
 * and is_admin false). Checklists are for the company's marketeers and admins (clients see none):
 * - seeing: the creator, colleagues it is shared with, and the company's admins; templates are
 *   seen by the whole company;
 * - ticking and changing items: the creator, admins, and shares with can_edit (or is_admin);
 * - managing (title, account, refresh, deadline, shares, delete): the creator, admins, and shares
 *   with is_admin. A template is managed and edited by its creator and admins only.
 * Every viewer may comment and copy.
 */
import type { MemberRole } from '../../../common/roles.js';
import type { ChecklistAccess } from '../../../common/schemas/checklists.js';
import type { ChecklistRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { CompanyAudience } from '../company/live.js';
import { memberListRoles } from '../company/policy.js';

export const checklistRoles: readonly MemberRole[] = memberListRoles;

export interface ChecklistActor {
  actor: Actor;
  companyId: string;
  role: MemberRole;
}

export interface ShareGrant {
  userId: string;
  canEdit: boolean;
  isAdmin: boolean;
}

export function accessOf(who: ChecklistActor, row: Pick<ChecklistRow, 'creatorId' | 'isTemplate'>, share: ShareGrant | null): ChecklistAccess {
  if (who.role === 'admin' || (row.creatorId !== null && row.creatorId === who.actor.userId)) return { canEdit: true, canManage: true };
  if (row.isTemplate || !share) return { canEdit: false, canManage: false };
  return { canEdit: share.canEdit || share.isAdmin, canManage: share.isAdmin };
}

export function requireAccess(access: ChecklistAccess, need: 'edit' | 'manage'): void {
  if (need === 'edit' ? access.canEdit : access.canManage) return;
  throw new AppError('FORBIDDEN');
}

/** A comment is deleted by its author or an admin. */
export function authorizeCommentDelete(who: ChecklistActor, authorId: string | null): void {
  if (who.role === 'admin' || (authorId !== null && authorId === who.actor.userId)) return;
  throw new AppError('FORBIDDEN');
}

/** A comment is edited by its author only (an admin may remove a colleague's words, not rewrite them). */
export function authorizeCommentEdit(who: ChecklistActor, authorId: string | null): void {
  if (authorId !== null && authorId === who.actor.userId) return;
  throw new AppError('COMMENT_NOT_OWN');
}

/**
 * Who may read a checklist, and so receive its live events (the same rule as findVisible): a
 * template the whole company; otherwise its creator, the colleagues it is shared with and the
 * company's admins.
 */
export function checklistAudience(row: Pick<ChecklistRow, 'creatorId' | 'isTemplate'>, sharedWith: readonly string[]): CompanyAudience {
  if (row.isTemplate) return 'company';
  return { userIds: row.creatorId ? [row.creatorId, ...sharedWith] : [...sharedWith], roles: ['admin'] };
}
