/**
 * The creatives' search provider (global search, issue 36): creatives by name, campaign and client
 * name, with ILIKE on parts and pg_trgm word similarity for words typed slightly wrong (the
 * trigram indexes `creatives_name_trgm_idx`, `creatives_campaign_trgm_idx`, `clients_search_trgm_idx`).
 * Global search is the team's (a client user gets 403 on /api/search), so the scope is the team's
 * list: every creative of the active company (`readableSql`). A result opens /creatives with it chosen.
 */
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CreativeStatus } from '../../../common/creative-constants.js';
import type { MemberRole } from '../../../common/roles.js';
import type { SearchItem } from '../../../common/schemas/search.js';
import { literalLimit } from '../../db/prepared.js';
import { clients, creatives } from '../../db/schema/index.js';
import type { SearchProvider } from '../search/registry.js';
import type { SearchTerms } from '../search/terms.js';
import { creativeTeamRoles, type CreativesActor } from './policy.js';
import { readableSql } from './read-creatives.js';

const statusLabels: Record<CreativeStatus, string> = {
  draft: 'Concept',
  in_review: 'Ter review',
  changes_requested: 'Wijzigingen gevraagd',
  approved: 'Goedgekeurd',
  rejected: 'Afgewezen',
  live: 'Live',
};

/** /creatives with the creative chosen (the team's screen). */
export const creativeHref = (creativeId: string) => `/creatives?${new URLSearchParams({ creative: creativeId }).toString()}`;

/**
 * A team member as the creatives services take them, for a registry that hands over a company,
 * a user and a role (search, the calendar); null for any other role (they read no team list).
 */
export function teamReaderOf(input: { userId: string; companyId: string; role: MemberRole }): CreativesActor | null {
  if (!creativeTeamRoles.includes(input.role)) return null;
  const { userId, companyId, role } = input;
  return { kind: 'team', userId, companyId, role, scope: { kind: 'team', companyId, userId } };
}

const matches = (terms: SearchTerms, column: AnyPgColumn) => sql`(${column} ilike ${terms.contains} or ${terms.text} <% ${column})`;

export const creativeSearch: SearchProvider = {
  kind: 'creative',
  label: 'Creatives',
  async search(db, who, terms, limit) {
    const reader = teamReaderOf({ userId: who.actor.userId, companyId: who.companyId, role: who.role });
    if (!reader) return [];
    // The client's name through its own (indexed) match, so each side can use its trigram index.
    const clientMatches = sql`${creatives.clientId} in (select c.id from ${clients} c where c.company_id = ${who.companyId}
      and (c.name ilike ${terms.contains} or ${terms.text} <% c.name))`;
    const rows = await db
      .select({ id: creatives.id, name: creatives.name, campaign: creatives.campaign, status: creatives.status, clientName: clients.name })
      .from(creatives)
      .innerJoin(clients, eq(clients.id, creatives.clientId))
      .where(and(readableSql(reader), or(matches(terms, creatives.name), matches(terms, creatives.campaign), clientMatches)))
      .orderBy(
        desc(sql`${creatives.name} ilike ${terms.startsWith}`),
        desc(sql`${creatives.name} ilike ${terms.contains}`),
        desc(sql`greatest(word_similarity(${terms.text}, ${creatives.name}), coalesce(word_similarity(${terms.text}, ${creatives.campaign}), 0))`),
        desc(creatives.updatedAt),
        asc(creatives.id),
      )
      .limit(literalLimit(limit));
    return rows.map((row): SearchItem => ({
      id: row.id,
      kind: 'creative',
      title: row.name,
      subtitle: [row.clientName, row.campaign, statusLabels[row.status]].filter(Boolean).join(' · '),
      href: creativeHref(row.id),
      match: 'title',
    }));
  },
};
