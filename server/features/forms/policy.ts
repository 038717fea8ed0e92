/**
 * Who may do what with the active company's forms and submissions: the team (admins and
 * marketeers) manages every form of the company; clients get 403 before any lookup (the routes'
 * `requireMember`), and another company's ids answer 404 like unknown ones (every query is scoped
 * to the active company). An internal note is deleted by its author or an admin.
 */
import type { MemberRole } from '../../../common/roles.js';
import { requireActiveCompany, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';

/** Submissions hold what a company's clients and leads filled in: for the team, not for its clients. */
export const submissionReaderRoles: readonly MemberRole[] = ['admin', 'marketeer'];
/** Building, sending and handling forms: the same team. */
export const formTeamRoles = submissionReaderRoles;

export interface FormsActor {
  userId: string;
  companyId: string;
  role: MemberRole;
}

/** The active company whose submissions the actor may read, or NO_ACTIVE_COMPANY / FORBIDDEN. */
export function authorizeReadSubmissions(actor: Actor): string {
  const { companyId, role } = requireActiveCompany(actor);
  if (!submissionReaderRoles.includes(role)) throw new AppError('FORBIDDEN');
  return companyId;
}

/** The actor as the forms services take it (NO_ACTIVE_COMPANY / FORBIDDEN otherwise). */
export function formsActorOf(actor: Actor): FormsActor {
  const { companyId, role } = requireActiveCompany(actor);
  if (!formTeamRoles.includes(role)) throw new AppError('FORBIDDEN');
  return { userId: actor.userId, companyId, role };
}

/** A note is removed by its author or an admin (a colleague's words stay). */
export function authorizeNoteDelete(who: FormsActor, authorId: string | null): void {
  if (who.role === 'admin' || (authorId !== null && authorId === who.userId)) return;
  throw new AppError('FORBIDDEN');
}
