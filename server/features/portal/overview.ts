/**
 * What the client portal shows (issue 19): the agency and the user's clients (`portalMe`), and a
 * client's "Overzicht" (`portalOverview`): what waits for the client (the features' providers),
 * the client's account managers and the activity the client may see. Both are read for a client
 * in the actor's scope only (features/clients/scope.ts); the team's "Bekijk als klant" reads the
 * same answers for one client.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PortalMeResponse, PortalOverviewResponse } from '../../../common/schemas/clients.js';
import type { Db } from '../../db/database.js';
import { clients, companies, companyLogos, companyUsers } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { listClientActivity, loadManagers } from '../clients/read-clients.js';
import { requireClientInScope, type ClientScope } from '../clients/scope.js';
import type { PortalRegistry } from './registry.js';

const recentActivity = 10;

/** The logo's address: its version in the query, so a new logo is fetched at once and an old one cached long. */
export function logoUrl(companyId: string, updatedAt: Date): string {
  return `/api/portal/logo/${companyId}?v=${updatedAt.getTime()}`;
}

export async function loadAgency(db: Db, companyId: string): Promise<PortalMeResponse['agency']> {
  const [row] = await db
    .select({ name: companies.name, brandColor: companies.brandColor, logoAt: companyLogos.updatedAt })
    .from(companies)
    .leftJoin(companyLogos, eq(companyLogos.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) throw new AppError('NO_ACTIVE_COMPANY');
  return { name: row.name, brandColor: row.brandColor, logoUrl: row.logoAt ? logoUrl(companyId, row.logoAt) : null };
}

/** The agency and the clients of the scope, by name (a team member's scope would be every client: only for one in a preview). */
export async function portalMe(db: Db, scope: ClientScope, onlyClientId?: string): Promise<PortalMeResponse> {
  const ids = onlyClientId ? [onlyClientId] : scope.kind === 'client' ? [...scope.clientIds] : [];
  const agency = await loadAgency(db, scope.companyId);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: clients.id, name: clients.name, code: clients.code, color: clients.color })
          .from(clients)
          .where(and(eq(clients.companyId, scope.companyId), inArray(clients.id, ids)))
          .orderBy(asc(clients.name), asc(clients.id));
  return { agency, clients: rows, access: rows.length > 0 ? 'open' : await accessWithoutClient(db, scope) };
}

/** No client to show: did the agency close the access (portal_closed_at), or is nothing linked yet? */
async function accessWithoutClient(db: Db, scope: ClientScope): Promise<'closed' | 'waiting'> {
  const [member] = await db
    .select({ closedAt: companyUsers.portalClosedAt })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, scope.companyId), eq(companyUsers.userId, scope.userId)));
  return member?.closedAt ? 'closed' : 'waiting';
}

export async function portalOverview(
  db: Db,
  registry: PortalRegistry,
  scope: ClientScope,
  clientId: string,
  now = new Date(),
): Promise<PortalOverviewResponse> {
  const client = await requireClientInScope(db, scope, clientId);
  const managers = await loadManagers(db, clientId);
  const actionRequired = await registry.actionsFor(db, { companyId: scope.companyId, clientId, now });
  const { activities } = await listClientActivity(db, scope.companyId, clientId, { visibleToClientOnly: true, limit: recentActivity });
  return {
    client: { id: client.id, name: client.name, code: client.code, color: client.color, website: client.website },
    actionRequired,
    managers,
    activity: activities.map((a) => ({ id: a.id, kind: a.kind, actorName: a.actor?.name || null, data: a.data, createdAt: a.createdAt })),
  };
}
