/**
 * The portal's "Actie vereist" of creatives (issue 36): the client's creatives waiting for the
 * client's decision (in review at the client's step), with their due date; each opens the
 * portal's Creatives with the client and creative chosen. The overview has checked the client
 * scope; what is listed is what the client may read (`readableSql`: a version shared with them —
 * the one waiting, shared when it reached their step).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PortalActionItem } from '../../../common/schemas/clients.js';
import { creatives, creativeVersions } from '../../db/schema/index.js';
import type { PortalActionProvider } from '../portal/registry.js';
import { portalCreativeHref } from './notify.js';

export const creativeReviewActions: PortalActionProvider = {
  kind: 'creative',
  async items(db, { companyId, clientId }) {
    const rows = await db
      .select({ id: creatives.id, name: creatives.name, dueAt: creatives.dueAt })
      .from(creatives)
      .where(
        and(
          eq(creatives.companyId, companyId),
          eq(creatives.clientId, clientId),
          eq(creatives.status, 'in_review'),
          eq(creatives.reviewStep, 'client'),
          sql`exists (select 1 from ${creativeVersions} sv where sv.creative_id = ${creatives.id} and sv.version = ${creatives.currentVersion} and sv.shared_at is not null)`,
        ),
      )
      .orderBy(sql`${creatives.dueAt} asc nulls last`, asc(creatives.name), asc(creatives.id));
    return rows.map((row): PortalActionItem => ({
      kind: 'creative',
      id: row.id,
      title: `Beoordelen: ${row.name}`,
      deadline: row.dueAt?.toISOString() ?? null,
      href: portalCreativeHref(clientId, row.id),
    }));
  },
};
