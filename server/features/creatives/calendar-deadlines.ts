/**
 * Creative due dates on the calendar (issue 36): the creatives still to be reviewed (concept, ter
 * review, wijzigingen gevraagd) with a due date in the range, as the team's creatives list reads
 * them (`readableSql`: every creative of the company; the calendar is the team's). A creative's
 * client is its own; its owners are its maker and the client's account managers — the list's
 * marketeer filter, which the calendar's `owners` filter follows. A click opens /creatives with
 * the creative chosen. One statement.
 */
import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CreativeStatus } from '../../../common/creative-constants.js';
import { clientManagers, clients, creatives } from '../../db/schema/index.js';
import type { DeadlineProvider } from '../calendar/registry.js';
import { readableSql } from './read-creatives.js';
import { creativeHref, teamReaderOf } from './search.js';

/** The statuses whose due date still matters: the review has not ended. */
export const dueStatuses: readonly CreativeStatus[] = ['draft', 'in_review', 'changes_requested'];

const managersOf = sql<string[] | null>`(select json_agg(${clientManagers.userId} order by ${clientManagers.userId})
  from ${clientManagers} where ${clientManagers.clientId} = ${creatives.clientId})`;

const managedByAny = (userIds: readonly string[]) =>
  sql`exists (select 1 from ${clientManagers} where ${clientManagers.clientId} = ${creatives.clientId} and ${inArray(clientManagers.userId, [...userIds])})`;

export const creativeDeadlines: DeadlineProvider = {
  source: 'creatives',
  async deadlines(db, reader, query) {
    const who = teamReaderOf(reader);
    if (!who || query.clientIds?.length === 0 || query.ownerIds?.length === 0) return [];
    const conditions: (SQL | undefined)[] = [
      readableSql(who),
      inArray(creatives.status, [...dueStatuses]),
      gte(creatives.dueAt, query.from),
      lt(creatives.dueAt, query.to),
      query.clientIds ? inArray(creatives.clientId, [...query.clientIds]) : undefined,
      query.ownerIds ? or(inArray(creatives.ownerId, [...query.ownerIds]), managedByAny(query.ownerIds)) : undefined,
    ];
    const rows = await db
      .select({
        id: creatives.id,
        name: creatives.name,
        dueAt: creatives.dueAt,
        ownerId: creatives.ownerId,
        managers: managersOf,
        client: { id: clients.id, name: clients.name, code: clients.code, color: clients.color },
      })
      .from(creatives)
      .innerJoin(clients, eq(clients.id, creatives.clientId))
      .where(and(...conditions));
    return rows.map((row) => ({
      key: `creatives:${row.id}`,
      source: 'creatives',
      title: `Review: ${row.name}`,
      at: row.dueAt!.toISOString(),
      href: creativeHref(row.id),
      client: row.client,
      ownerIds: [...new Set([...(row.ownerId ? [row.ownerId] : []), ...(row.managers ?? [])])],
      done: false,
    }));
  },
};
