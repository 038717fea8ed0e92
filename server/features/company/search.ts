/**
 * The members' search provider (global search, issue 18): the active company's members by name
 * and e-mail — parts of either (ILIKE) and names typed slightly wrong (pg_trgm word similarity).
 * The same people as GET /api/company/members (service.ts), which marketeers and admins read.
 * A company has a handful to a few hundred members, so its members are read by company first
 * (company_users' index) and matched row by row.
 */
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { MemberRole } from '../../../common/roles.js';
import type { SearchItem } from '../../../common/schemas/search.js';
import { literalLimit } from '../../db/prepared.js';
import { companyUsers, users } from '../../db/schema/index.js';
import type { SearchProvider } from '../search/registry.js';

const roleNames: Record<MemberRole, string> = { admin: 'Admin', marketeer: 'Marketeer', client: 'Klant' };

export const memberSearch: SearchProvider = {
  kind: 'member',
  label: 'Teamleden',
  async search(db, who, terms, limit) {
    const nameHit = sql<boolean>`${users.name} ilike ${terms.contains}`;
    const emailHit = sql<boolean>`${users.email} ilike ${terms.contains}`;
    const rows = await db
      .select({ id: users.id, name: users.name, email: users.email, role: companyUsers.role, nameHit, emailHit })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(and(eq(companyUsers.companyId, who.companyId), or(nameHit, emailHit, sql`${terms.text} <% ${users.name}`)))
      .orderBy(
        desc(sql`${users.name} ilike ${terms.startsWith}`),
        desc(nameHit),
        desc(sql`${users.email} ilike ${terms.startsWith}`),
        desc(sql`word_similarity(${terms.text}, ${users.name})`),
        asc(users.name),
        asc(users.id),
      )
      .limit(literalLimit(limit));
    return rows.map((row): SearchItem => ({
      id: row.id,
      kind: 'member',
      title: row.name,
      subtitle: `${roleNames[row.role]} · ${row.email}`,
      href: `/settings?tab=team&member=${encodeURIComponent(row.id)}`,
      match: row.emailHit && !row.nameHit ? 'email' : 'name',
    }));
  },
};
