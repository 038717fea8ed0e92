/**
 * The client scope (issue 19): which clients an actor may see. The one rule every client-facing
 * feature applies (the portal's overview, and later forms, calendar, creatives and leads): the
 * company's marketeers and admins see every client of the active company; a client user sees only
 * the active clients they are a contact of (client_contacts.user_id), never another client of the
 * same agency. A client outside the scope is answered as unknown (404), never as forbidden.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { clientContacts, clients } from '../../db/schema/index.js';
import { requireActiveCompany, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';

export type ClientScope =
  { kind: 'team'; companyId: string; userId: string } | { kind: 'client'; companyId: string; userId: string; clientIds: readonly string[] };

/** The actor's client scope in their active company (NO_ACTIVE_COMPANY without one). */
export async function clientScopeOf(db: Db, actor: Actor): Promise<ClientScope> {
  const { companyId, role } = requireActiveCompany(actor);
  if (role !== 'client') return { kind: 'team', companyId, userId: actor.userId };
  const rows = await db
    .selectDistinct({ id: clients.id })
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(
      and(eq(clientContacts.userId, actor.userId), eq(clientContacts.companyId, companyId), eq(clients.companyId, companyId), eq(clients.status, 'active')),
    );
  return { kind: 'client', companyId, userId: actor.userId, clientIds: rows.map((r) => r.id) };
}

/**
 * A condition on a client id column: the rows of clients in scope. For the team it is the company
 * check alone (`companyColumn`); for a client user also the ids they are linked to.
 */
export function inClientScope(scope: ClientScope, clientColumn: AnyPgColumn, companyColumn: AnyPgColumn): SQL {
  const company = eq(companyColumn, scope.companyId);
  if (scope.kind === 'team') return company;
  if (scope.clientIds.length === 0) return sql`false`;
  return and(company, inArray(clientColumn, [...scope.clientIds]))!;
}

/** Whether the scope holds the client with this id (for a team, the caller still checks the company). */
export function scopeHasClient(scope: ClientScope, clientId: string): boolean {
  return scope.kind === 'team' || scope.clientIds.includes(clientId);
}

/** The client of the active company with this id, if the scope holds it; NOT_FOUND otherwise. */
export async function requireClientInScope(db: Db, scope: ClientScope, clientId: string): Promise<typeof clients.$inferSelect> {
  if (!scopeHasClient(scope, clientId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.companyId, scope.companyId)));
  if (!row || (scope.kind === 'client' && row.status !== 'active')) throw new AppError('NOT_FOUND');
  return row;
}
