import type { AccountAlert } from '../../../../common/schemas/ad-accounts';

/** Open alerts first, newest first; then the resolved ones, newest first. */
export function sortAlerts(alerts: readonly AccountAlert[]): AccountAlert[] {
  const newest = (a: AccountAlert, b: AccountAlert) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return [...alerts.filter((a) => !a.resolvedAt).sort(newest), ...alerts.filter((a) => a.resolvedAt).sort(newest)];
}

/** The inbox's `alert` parameter (a notification type) names the newest open alert of that kind. */
export function highlightedAlertId(alerts: readonly AccountAlert[], type: string | null): string | null {
  if (!type) return null;
  return sortAlerts(alerts).find((a) => a.type === type && !a.resolvedAt)?.id ?? null;
}
