/**
 * Who may do what with creatives (issue 36). The team (admins and marketeers) makes, uploads,
 * sends to review, comments and decides the internal step for every creative of the active
 * company. A client's portal users see, through the client scope, only creatives of their own
 * clients and only versions that reached the client's step; they comment (never internally) and
 * decide the client's step. Another company's or another client's creative answers 404, as an
 * unknown id does. A comment is changed by its author; resolved by the team or a client user who
 * may see it. The team's "Bekijk als klant" reads as one client's portal users do (`clientViewOf`).
 */
import type { MemberRole } from '../../../common/roles.js';
import type { ReviewStep } from '../../../common/creative-constants.js';
import { requireActiveCompany, type Actor } from '../../lib/actor.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { clientScopeOf, requireClientInScope, type ClientScope } from '../clients/scope.js';

export const creativeTeamRoles: readonly MemberRole[] = ['admin', 'marketeer'];

export type CreativesActor =
  | { kind: 'team'; userId: string; companyId: string; role: MemberRole; scope: ClientScope }
  | { kind: 'client'; userId: string; companyId: string; role: 'client'; scope: ClientScope & { kind: 'client' } };

/** The actor as the creatives services take it: the team, or a client user with their scope. */
export async function creativesActorOf(db: Db, actor: Actor): Promise<CreativesActor> {
  const { companyId, role } = requireActiveCompany(actor);
  const scope = await clientScopeOf(db, actor);
  if (scope.kind === 'client') return { kind: 'client', userId: actor.userId, companyId, role: 'client', scope };
  if (!creativeTeamRoles.includes(role)) throw new AppError('FORBIDDEN');
  return { kind: 'team', userId: actor.userId, companyId, role, scope };
}

/** The team only (making, uploading, sending to review, settings): FORBIDDEN for a client user. */
export function requireTeam(who: CreativesActor): Extract<CreativesActor, { kind: 'team' }> {
  if (who.kind !== 'team') throw new AppError('FORBIDDEN');
  return who;
}

/** The step `who` may decide: the team the internal one, a client user the client's. */
export function stepOf(who: CreativesActor): ReviewStep {
  return who.kind === 'team' ? 'internal' : 'client';
}

/**
 * "Bekijk als klant": a team member of the active company reads creatives as the portal users of
 * one of its clients see them — a client actor whose scope is that one client, never more
 * (FORBIDDEN for a client user, NOT_FOUND for an unknown client or another company's). For the
 * read functions only: the preview's routes change nothing.
 */
export async function clientViewOf(db: Db, actor: Actor, clientId: string): Promise<Extract<CreativesActor, { kind: 'client' }>> {
  const team = requireTeam(await creativesActorOf(db, actor));
  await requireClientInScope(db, team.scope, clientId);
  const scope = { kind: 'client' as const, companyId: team.companyId, userId: team.userId, clientIds: [clientId] };
  return { kind: 'client', userId: team.userId, companyId: team.companyId, role: 'client', scope };
}
