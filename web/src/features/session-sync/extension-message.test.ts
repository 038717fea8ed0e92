import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../../common/schemas/auth';
import { buildExtensionMessage, sessionTransition, type SessionSnapshot, snapshotOf } from './extension-message';

const me: MeResponse = {
  user: {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'anna@example.nl',
    name: 'Anna',
    role: 'marketeer',
    isClient: false,
    onboardingCompleted: true,
    avatarUrl: null,
    avatarColor: null,
    mfaEnabled: false,
    emailVerified: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    language: 'nl',
    timeZone: 'Europe/Amsterdam',
  },
  memberships: [{ companyId: '22222222-2222-4222-8222-222222222222', companyName: 'Acme', role: 'marketeer' }],
  activeCompanyId: '22222222-2222-4222-8222-222222222222',
};

describe('buildExtensionMessage', () => {
  it('carries only the type and the source, never a token', () => {
    expect(buildExtensionMessage('signed in')).toEqual({ type: 'signed in', source: 'marketing-werkplek' });
    expect(buildExtensionMessage('signed out')).toEqual({ type: 'signed out', source: 'marketing-werkplek' });
    expect(Object.keys(buildExtensionMessage('update')).sort()).toEqual(['source', 'type']);
  });
});

describe('sessionTransition', () => {
  const stored: SessionSnapshot = { user: me.user, activeCompanyId: me.activeCompanyId };

  it('says nothing while there is no session', () => {
    expect(sessionTransition(null, null)).toBeNull();
  });

  it("says 'signed in' when a session appears", () => {
    expect(sessionTransition(null, me)).toBe('signed in');
  });

  it("says 'signed in' when another user's session replaces it", () => {
    const other = { ...me, user: { ...me.user, id: '33333333-3333-4333-8333-333333333333' } };
    expect(sessionTransition(snapshotOf(me), other)).toBe('signed in');
  });

  it("says 'signed out' when the session ends", () => {
    expect(sessionTransition(snapshotOf(me), null)).toBe('signed out');
  });

  it("says 'update' when the user's data changes", () => {
    expect(sessionTransition(snapshotOf(me), { ...me, user: { ...me.user, name: 'Anna B' } })).toBe('update');
    expect(sessionTransition(snapshotOf(me), { ...me, user: { ...me.user, mfaEnabled: true } })).toBe('update');
  });

  it("says 'update' when the active company or the memberships change", () => {
    expect(sessionTransition(snapshotOf(me), { ...me, activeCompanyId: null })).toBe('update');
    const renamed = { ...me, memberships: [{ ...me.memberships[0]!, companyName: 'Acme BV' }] };
    expect(sessionTransition(snapshotOf(me), renamed)).toBe('update');
  });

  it('says nothing when the same session is read again', () => {
    expect(sessionTransition(snapshotOf(me), structuredClone(me))).toBeNull();
  });

  it('compares a stored snapshot without memberships on the user and company only', () => {
    expect(sessionTransition(stored, me)).toBeNull();
    expect(sessionTransition(stored, { ...me, memberships: [] })).toBeNull();
    expect(sessionTransition(stored, { ...me, user: { ...me.user, avatarColor: 'blue' } })).toBe('update');
  });
});
