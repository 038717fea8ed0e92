/** Who may do what with the active company's forms and submissions. */
import type { MemberRole } from '../../../common/roles.js';
import { requireActiveCompany, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';

/** Submissions hold what a company's leads filled in: for the team, not for its clients. */
export const submissionReaderRoles: readonly MemberRole[] = ['admin', 'marketeer'];

/** The active company whose submissions the actor may read, or NO_ACTIVE_COMPANY / FORBIDDEN. */
export function authorizeReadSubmissions(actor: Actor): string {
  const { companyId, role } = requireActiveCompany(actor);
  if (!submissionReaderRoles.includes(role)) throw new AppError('FORBIDDEN');
  return companyId;
}
