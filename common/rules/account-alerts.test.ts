import { describe, expect, it } from 'vitest';
import type { AccountAlertType } from '../ad-account-constants.js';
import { budgetReached, decideAlerts, type KnownAccount } from './account-alerts.js';

const at = new Date('2026-11-23T10:00:00Z');
const hoursAgo = (h: number) => new Date(at.getTime() - h * 3_600_000);
const none = new Set<AccountAlertType>();
const known = (over: Partial<KnownAccount> = {}): KnownAccount => ({
  status: 'active',
  amountSpent: 1000,
  spendCap: null,
  spendChangedAt: hoursAgo(1),
  ...over,
});

describe('budgetReached', () => {
  it('is true from 90 % of a cap, never without a cap', () => {
    expect(budgetReached({ status: 'active', amountSpent: 899, spendCap: 1000 })).toBe(false);
    expect(budgetReached({ status: 'active', amountSpent: 900, spendCap: 1000 })).toBe(true);
    expect(budgetReached({ status: 'active', amountSpent: 5000, spendCap: null })).toBe(false);
    expect(budgetReached({ status: 'active', amountSpent: 5000, spendCap: 0 })).toBe(false);
    expect(budgetReached({ status: 'active', amountSpent: null, spendCap: 1000 })).toBe(false);
  });
});

describe('decideAlerts', () => {
  it('raises a budget warning once, and resolves it when the cap is raised', () => {
    const first = decideAlerts(known(), { status: 'active', amountSpent: 9500, spendCap: 10000 }, none, at);
    expect(first.raise).toEqual(['budget_warning']);
    const again = decideAlerts(
      known({ amountSpent: 9500, spendCap: 10000 }),
      { status: 'active', amountSpent: 9600, spendCap: 10000 },
      new Set(['budget_warning']),
      at,
    );
    expect(again).toMatchObject({ raise: [], resolve: [] });
    const raised = decideAlerts(known({ amountSpent: 9600 }), { status: 'active', amountSpent: 9700, spendCap: 50000 }, new Set(['budget_warning']), at);
    expect(raised.resolve).toEqual(['budget_warning']);
  });

  it('raises a campaign alert when the account becomes disabled or unsettled, resolved when active again', () => {
    expect(decideAlerts(known(), { status: 'disabled', amountSpent: 1000, spendCap: null }, none, at).raise).toEqual(['campaign_alert']);
    expect(decideAlerts(known(), { status: 'unsettled', amountSpent: 1000, spendCap: null }, none, at).raise).toEqual(['campaign_alert']);
    expect(decideAlerts(known(), { status: 'closed', amountSpent: 1000, spendCap: null }, none, at).raise).toEqual([]);
    expect(
      decideAlerts(known({ status: 'disabled' }), { status: 'active', amountSpent: 1000, spendCap: null }, new Set(['campaign_alert']), at).resolve,
    ).toEqual(['campaign_alert']);
  });

  it('raises a performance alert after a day without spend on an active account', () => {
    const fresh = decideAlerts(null, { status: 'active', amountSpent: 1000, spendCap: null }, none, at);
    expect(fresh).toEqual({ raise: [], resolve: [], spendChangedAt: at });
    const day = decideAlerts(known({ spendChangedAt: hoursAgo(24) }), { status: 'active', amountSpent: 1000, spendCap: null }, none, at);
    expect(day.raise).toEqual(['performance_alert']);
    expect(day.spendChangedAt).toEqual(hoursAgo(24));
    const almost = decideAlerts(known({ spendChangedAt: hoursAgo(23.9) }), { status: 'active', amountSpent: 1000, spendCap: null }, none, at);
    expect(almost.raise).toEqual([]);
    // Paused accounts, accounts that never spent and platforms without spend figures do not count.
    expect(decideAlerts(known({ spendChangedAt: hoursAgo(48) }), { status: 'pending', amountSpent: 1000, spendCap: null }, none, at).raise).toEqual([]);
    expect(decideAlerts(known({ amountSpent: 0, spendChangedAt: hoursAgo(48) }), { status: 'active', amountSpent: 0, spendCap: null }, none, at).raise).toEqual(
      [],
    );
    expect(decideAlerts(known({ amountSpent: null, spendChangedAt: null }), { status: 'active', amountSpent: null, spendCap: null }, none, at)).toEqual({
      raise: [],
      resolve: [],
      spendChangedAt: null,
    });
    // Spend moves again: resolved, and the clock restarts.
    const moved = decideAlerts(
      known({ spendChangedAt: hoursAgo(48) }),
      { status: 'active', amountSpent: 1200, spendCap: null },
      new Set(['performance_alert']),
      at,
    );
    expect(moved).toEqual({ raise: [], resolve: ['performance_alert'], spendChangedAt: at });
  });
});
