/**
 * The ad accounts' dashboard card (issue 18): the company's accounts with open alerts — an alert
 * not resolved, on an account still at its platform — most alerts first, then by name. Every
 * colleague reads every account of the company (policy.ts), so the scope is the company, as the
 * list's. Each item's tags are its open alert types, newest first (as the list shows them), and
 * its link opens the account with its newest alert.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AccountAlertType } from '../../../common/ad-account-constants.js';
import type { DashboardItem } from '../../../common/schemas/dashboard.js';
import { literalLimit } from '../../db/prepared.js';
import { adAccountAlerts, adAccounts } from '../../db/schema/index.js';
import type { DashboardProvider } from '../dashboard/registry.js';

export const accountAlertsCard: DashboardProvider = {
  kind: 'alerts',
  order: 10,
  async items(db, who, { limit }) {
    const alertCount = sql<number>`count(*)::int`;
    const rows = await db
      .select({
        id: adAccounts.id,
        name: adAccounts.name,
        accountId: adAccounts.accountId,
        platform: adAccounts.platform,
        types: sql<AccountAlertType[]>`json_agg(${adAccountAlerts.type} order by ${adAccountAlerts.createdAt} desc, ${adAccountAlerts.type})`,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(adAccountAlerts)
      .innerJoin(adAccounts, and(eq(adAccounts.id, adAccountAlerts.adAccountId), eq(adAccounts.companyId, who.companyId)))
      .where(and(eq(adAccountAlerts.companyId, who.companyId), isNull(adAccountAlerts.resolvedAt), isNull(adAccounts.removedUpstreamAt)))
      .groupBy(adAccounts.id)
      .orderBy(sql`${alertCount} desc`, adAccounts.name, adAccounts.id)
      .limit(literalLimit(limit));
    const items = rows.map((row): DashboardItem => ({
      id: row.id,
      title: row.name,
      subtitle: null,
      href: `/accounts?${new URLSearchParams({ account: row.accountId, platform: row.platform, alert: row.types[0]! }).toString()}`,
      tone: 'warning',
      at: null,
      tags: row.types,
      progress: null,
      readIds: [],
    }));
    return { items, total: rows[0]?.total ?? 0 };
  },
};
