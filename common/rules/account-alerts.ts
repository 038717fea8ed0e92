/**
 * Which alerts a sync raises and resolves for one ad account (issue: budget_warning at 90 % of the
 * spend cap, campaign_alert when the account becomes disabled or unsettled, performance_alert when
 * an active account's spend has not moved for a day). Pure: the sync passes what it knew before,
 * what the platform says now and the alerts still open.
 */
import { accountSyncRules, alertingStatuses, type AccountAlertType, type AccountStatus } from '../ad-account-constants.js';

export interface AccountFigures {
  status: AccountStatus;
  /** Minor units; null when the platform does not report spend (Google). */
  amountSpent: number | null;
  spendCap: number | null;
}

export interface KnownAccount extends AccountFigures {
  /** When a sync last saw amount_spent change. */
  spendChangedAt: Date | null;
}

export interface AlertDecision {
  raise: AccountAlertType[];
  resolve: AccountAlertType[];
  /** What to store as spend_changed_at. */
  spendChangedAt: Date | null;
}

export function budgetReached({ amountSpent, spendCap }: AccountFigures): boolean {
  return spendCap !== null && spendCap > 0 && amountSpent !== null && amountSpent >= spendCap * accountSyncRules.budgetWarningShare;
}

export function decideAlerts(before: KnownAccount | null, now: AccountFigures, openAlerts: ReadonlySet<AccountAlertType>, at: Date): AlertDecision {
  const spendMoved = before === null || before.amountSpent !== now.amountSpent;
  const spendChangedAt = now.amountSpent === null ? null : spendMoved || !before?.spendChangedAt ? at : before.spendChangedAt;
  const stalled =
    now.status === 'active' &&
    now.amountSpent !== null &&
    now.amountSpent > 0 &&
    spendChangedAt !== null &&
    at.getTime() - spendChangedAt.getTime() >= accountSyncRules.stalledAfterMs;
  const conditions: Record<AccountAlertType, boolean> = {
    budget_warning: budgetReached(now),
    campaign_alert: alertingStatuses.includes(now.status),
    performance_alert: stalled,
  };
  const raise: AccountAlertType[] = [];
  const resolve: AccountAlertType[] = [];
  for (const [type, holds] of Object.entries(conditions) as [AccountAlertType, boolean][]) {
    if (holds && !openAlerts.has(type)) raise.push(type);
    if (!holds && openAlerts.has(type)) resolve.push(type);
  }
  return { raise, resolve, spendChangedAt };
}
