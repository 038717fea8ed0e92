/**
 * The ad accounts' search provider (global search, issue 18): accounts by name and by the
 * platform's account id — parts of either (ILIKE) and names typed slightly wrong (pg_trgm word
 * similarity), served by the trigram index of migration 0013. Every colleague reads every
 * account of the company (policy.ts), so the scope is the company.
 */
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { AdPlatform } from '../../../common/ad-account-constants.js';
import type { SearchItem } from '../../../common/schemas/search.js';
import { literalLimit } from '../../db/prepared.js';
import { adAccounts } from '../../db/schema/index.js';
import type { SearchProvider } from '../search/registry.js';

const platformNames: Record<AdPlatform, string> = { facebook: 'Facebook', google: 'Google' };

/** The path that opens an account on /accounts: `account` is the platform's own id, as the screen and the inbox's links use it. */
export function accountHref(account: { accountId: string; platform: AdPlatform }): string {
  return `/accounts?account=${encodeURIComponent(account.accountId)}&platform=${account.platform}`;
}

export const accountSearch: SearchProvider = {
  kind: 'account',
  label: 'Advertentieaccounts',
  async search(db, who, terms, limit) {
    const nameHit = sql<boolean>`${adAccounts.name} ilike ${terms.contains}`;
    const idHit = sql<boolean>`${adAccounts.accountId} ilike ${terms.contains}`;
    const rows = await db
      .select({ id: adAccounts.id, name: adAccounts.name, accountId: adAccounts.accountId, platform: adAccounts.platform, nameHit, idHit })
      .from(adAccounts)
      .where(and(eq(adAccounts.companyId, who.companyId), or(nameHit, idHit, sql`${terms.text} <% ${adAccounts.name}`)))
      .orderBy(
        desc(sql`${adAccounts.name} ilike ${terms.startsWith}`),
        desc(nameHit),
        desc(sql`${adAccounts.accountId} ilike ${terms.startsWith}`),
        desc(sql`word_similarity(${terms.text}, ${adAccounts.name})`),
        asc(adAccounts.name),
        asc(adAccounts.id),
      )
      .limit(literalLimit(limit));
    return rows.map((row): SearchItem => ({
      id: row.id,
      kind: 'account',
      title: row.name,
      subtitle: `${platformNames[row.platform]} · ${row.accountId}`,
      href: accountHref(row),
      match: row.idHit && !row.nameHit ? 'id' : 'name',
    }));
  },
};
