/**
 * The checklists' search provider (global search, issue 18): checklists by title — parts of it
 * (ILIKE) and titles typed slightly wrong (pg_trgm word similarity), both served by the trigram
 * index of migration 0013. The scope is the list's own (`summaryQuery` with `ownOrShared` for a
 * marketeer, as GET /api/checklists reads it): the company's checklists, not its templates, and
 * for a marketeer only their own and those shared with them.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SearchItem } from '../../../common/schemas/search.js';
import { checklists } from '../../db/schema/index.js';
import { literalLimit } from '../../db/prepared.js';
import type { SearchProvider } from '../search/registry.js';
import { summaryQuery } from './checklist-summary.js';

export const checklistSearch: SearchProvider = {
  kind: 'checklist',
  label: 'Checklists',
  async search(db, who, terms, limit) {
    const titleMatches = sql`(${checklists.title} ilike ${terms.contains} or ${terms.text} <% ${checklists.title})`;
    const rows = await summaryQuery(
      db,
      {
        actorId: who.actor.userId,
        scope: (checklist) => and(eq(checklist.companyId, who.companyId), eq(checklist.isTemplate, false), titleMatches),
        ownOrShared: who.role !== 'admin',
        page: true,
      },
      {},
    )
      .orderBy(
        desc(sql`${checklists.title} ilike ${terms.startsWith}`),
        desc(sql`${checklists.title} ilike ${terms.contains}`),
        desc(sql`word_similarity(${terms.text}, ${checklists.title})`),
        asc(checklists.title),
        asc(checklists.id),
      )
      .limit(literalLimit(limit));
    return rows.map((row): SearchItem => ({
      id: row.id,
      kind: 'checklist',
      title: row.title,
      subtitle: row.adAccount?.name ?? null,
      href: `/checklists?checklist=${encodeURIComponent(row.id)}`,
      match: 'title',
    }));
  },
};
