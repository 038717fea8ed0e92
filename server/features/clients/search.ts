/**
 * The clients' search provider (global search, issue 19): clients by name or code — parts of it
 * (ILIKE) and names typed slightly wrong (pg_trgm), served by the trigram index on clients.name.
 * The company's marketeers and admins read every client of the company, archived ones last.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SearchItem } from '../../../common/schemas/search.js';
import { clients } from '../../db/schema/index.js';
import { literalLimit } from '../../db/prepared.js';
import type { SearchProvider } from '../search/registry.js';

export const clientSearch: SearchProvider = {
  kind: 'client',
  label: 'Klanten',
  async search(db, who, terms, limit) {
    const rows = await db
      .select({ id: clients.id, name: clients.name, code: clients.code, city: clients.city, status: clients.status })
      .from(clients)
      .where(
        and(
          eq(clients.companyId, who.companyId),
          sql`(${clients.name} ilike ${terms.contains} or ${clients.code} ilike ${terms.startsWith} or ${terms.text} <% ${clients.name})`,
        ),
      )
      .orderBy(
        asc(sql`${clients.status} = 'archived'`),
        desc(sql`${clients.name} ilike ${terms.startsWith}`),
        desc(sql`word_similarity(${terms.text}, ${clients.name})`),
        asc(clients.name),
        asc(clients.id),
      )
      .limit(literalLimit(limit));
    return rows.map((row): SearchItem => ({
      id: row.id,
      kind: 'client',
      title: row.name,
      subtitle: [row.code, row.city, row.status === 'archived' ? 'Gearchiveerd' : null].filter(Boolean).join(' · ') || null,
      href: `/clients?client=${encodeURIComponent(row.id)}`,
      match: 'name',
    }));
  },
};
