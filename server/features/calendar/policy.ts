/**
 * Who may do what on the agency's calendar (issue 20). The calendar is one shared agency calendar:
 * - reading: every team member (admin or marketeer) of the company reads every event of the
 *   company, internal ones too; client users never reach /api/calendar (403) — they see the
 *   appointments of their own clients through the portal's calendar routes;
 * - creating: any team member, for themselves or for any colleague (the owner must be a team
 *   member of the company);
 * - changing and deleting: any team member, whoever owns the event. A stricter rule later (only
 *   the owner, the creator and admins, say) goes into `assertMayChange`, the one place it lives;
 * - the outcome of a contact moment: its owner only.
 */
import type { MemberRole } from '../../../common/roles.js';
import { AppError } from '../../lib/errors.js';

export const calendarTeamRoles: readonly MemberRole[] = ['admin', 'marketeer'];

/** Who acts on the calendar: a team member in their active company. */
export interface CalendarActor {
  userId: string;
  companyId: string;
  role: MemberRole;
}

/** Any team member may change or delete any event of their company (a shared agency calendar). */
export function assertMayChange(actor: CalendarActor, event: { companyId: string }): void {
  if (event.companyId !== actor.companyId || !calendarTeamRoles.includes(actor.role)) throw new AppError('NOT_FOUND');
}

/** Only the owner of a contact moment records how it went. */
export function assertOutcomeOwner(actor: CalendarActor, event: { ownerId: string | null }): void {
  if (event.ownerId !== actor.userId) throw new AppError('CALENDAR_OUTCOME_NOT_OWNER');
}
