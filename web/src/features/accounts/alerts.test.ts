import { describe, expect, it } from 'vitest';
import type { AccountAlert } from '../../../../common/schemas/ad-accounts';
import { highlightedAlertId, sortAlerts } from './alerts';

const alert = (id: string, type: AccountAlert['type'], createdAt: string, resolvedAt: string | null = null): AccountAlert => ({
  id,
  type,
  createdAt,
  resolvedAt,
  details: {},
});

const oldOpen = alert('a', 'budget_warning', '2025-01-01T00:00:00.000Z');
const newOpen = alert('b', 'campaign_alert', '2025-01-03T00:00:00.000Z');
const resolved = alert('c', 'campaign_alert', '2025-01-04T00:00:00.000Z', '2025-01-05T00:00:00.000Z');

describe('account alerts', () => {
  it('puts open alerts first, newest first', () => {
    expect(sortAlerts([oldOpen, resolved, newOpen]).map((a) => a.id)).toEqual(['b', 'a', 'c']);
  });

  it('highlights the open alert of the inbox’s type, never a resolved one', () => {
    expect(highlightedAlertId([oldOpen, resolved, newOpen], 'campaign_alert')).toBe('b');
    expect(highlightedAlertId([resolved], 'campaign_alert')).toBeNull();
    expect(highlightedAlertId([oldOpen], 'performance_alert')).toBeNull();
    expect(highlightedAlertId([oldOpen], null)).toBeNull();
  });
});
