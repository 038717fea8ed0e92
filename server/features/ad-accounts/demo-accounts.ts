/**
 * The demo workspace's ad accounts: hand-made rows with realistic figures, clients and open
 * alerts matching the demo inbox (budget, status and spend alerts), so /accounts is not empty.
 */
import type { AdPlatform } from '../../../common/ad-account-constants.js';
import type { Db } from '../../db/database.js';
import { adAccountAlerts, adAccountAssignees, adAccounts, type AccountAlertDetails, type AdAccountRow } from '../../db/schema/index.js';

type DemoCompany = 'agency' | 'webshop';
type DemoAlert = { type: 'budget_warning' | 'campaign_alert' | 'performance_alert'; details: AccountAlertDetails; hoursAgo: number };

interface DemoAccount {
  company: DemoCompany;
  platform: AdPlatform;
  accountId: string;
  name: string;
  clientName: string;
  status: AdAccountRow['status'];
  spent: number | null;
  cap: number | null;
  alerts: DemoAlert[];
  assignees: ('sanne' | 'mark' | 'eva')[];
}

const hours = (now: Date, h: number) => new Date(now.getTime() - h * 3_600_000);

export const demoAdAccounts: readonly DemoAccount[] = [
  {
    company: 'agency',
    platform: 'facebook',
    accountId: '104857623091',
    name: 'Bakkerij De Gouden Korrel',
    clientName: 'Bakkerij De Gouden Korrel',
    status: 'active',
    spent: 1_284_350,
    cap: null,
    alerts: [{ type: 'performance_alert', details: { amountSpent: 1_284_350, currency: 'EUR' }, hoursAgo: 5 }],
    assignees: ['sanne'],
  },
  {
    company: 'agency',
    platform: 'facebook',
    accountId: '208311946572',
    name: 'Fietsenmaker Van Dijk',
    clientName: 'Fietsenmaker Van Dijk',
    status: 'active',
    spent: 412_090,
    cap: 1_000_000,
    alerts: [],
    assignees: ['sanne', 'mark'],
  },
  {
    company: 'agency',
    platform: 'google',
    accountId: '4829103756',
    name: 'Tuincentrum Groenrijk',
    clientName: 'Tuincentrum Groenrijk',
    status: 'active',
    spent: 462_500,
    cap: 500_000,
    alerts: [{ type: 'budget_warning', details: { amountSpent: 462_500, spendCap: 500_000, currency: 'EUR' }, hoursAgo: 2 }],
    assignees: ['mark'],
  },
  {
    company: 'agency',
    platform: 'google',
    accountId: '7316044289',
    name: 'Kapsalon Knip & Go',
    clientName: 'Kapsalon Knip & Go',
    status: 'disabled',
    spent: null,
    cap: null,
    alerts: [{ type: 'campaign_alert', details: { status: 'disabled', previousStatus: 'active' }, hoursAgo: 26 }],
    assignees: [],
  },
  {
    company: 'webshop',
    platform: 'facebook',
    accountId: '315590287441',
    name: 'Visser Webshop',
    clientName: 'Visser Webshop',
    status: 'active',
    spent: 89_920,
    cap: null,
    alerts: [],
    assignees: [],
  },
];

export async function seedDemoAccounts(
  tx: Db,
  input: { companyIds: Record<DemoCompany, string>; team: Record<'sanne' | 'mark' | 'eva', string>; now: Date },
): Promise<Map<string, AdAccountRow>> {
  const rows = await tx
    .insert(adAccounts)
    .values(
      demoAdAccounts.map((a) => ({
        accountId: a.accountId,
        name: a.name,
        platform: a.platform,
        companyId: input.companyIds[a.company],
        currency: 'EUR',
        status: a.status,
        clientName: a.clientName,
        amountSpentMinor: a.spent,
        spendCapMinor: a.cap,
        spendChangedAt: a.spent === null ? null : hours(input.now, 30),
      })),
    )
    .returning();
  const byId = new Map(rows.map((r) => [r.accountId, r]));
  const alerts = demoAdAccounts.flatMap((a) =>
    a.alerts.map((alert) => ({
      adAccountId: byId.get(a.accountId)!.id,
      companyId: input.companyIds[a.company],
      type: alert.type,
      details: alert.type === 'performance_alert' ? { ...alert.details, stalledSince: hours(input.now, 30).toISOString() } : alert.details,
      createdAt: hours(input.now, alert.hoursAgo),
    })),
  );
  if (alerts.length > 0) await tx.insert(adAccountAlerts).values(alerts);
  const assignees = demoAdAccounts.flatMap((a) => a.assignees.map((who) => ({ adAccountId: byId.get(a.accountId)!.id, userId: input.team[who] })));
  if (assignees.length > 0) await tx.insert(adAccountAssignees).values(assignees);
  return byId;
}
