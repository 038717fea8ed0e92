/**
 * The clients list's open items of creatives (issue 36): a client's creatives waiting for a review
 * (in review, at either step). The client's company is read by its id, so the count uses the
 * creatives' (company, client, status) index.
 */
import { sql } from 'drizzle-orm';
import { clients, creatives } from '../../db/schema/index.js';
import type { OpenItemCounter } from '../clients/registry.js';

export const creativesInReviewOfClient: OpenItemCounter = {
  kind: 'creatives',
  count: (clientId) =>
    sql<number>`select count(*)::int from ${creatives}
      where ${creatives.companyId} = (select oc.company_id from ${clients} oc where oc.id = ${clientId})
      and ${creatives.clientId} = ${clientId} and ${creatives.status} = 'in_review'`,
};
