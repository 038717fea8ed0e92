import { describe, expect, it } from 'vitest';
import { parseAuthBroadcast, remoteSignOutAction } from './remote-auth-event';

describe('parseAuthBroadcast', () => {
  it('accepts the two session events', () => {
    expect(parseAuthBroadcast({ type: 'signed-out' })).toEqual({ type: 'signed-out' });
    expect(parseAuthBroadcast({ type: 'signed-in', extra: 1 })).toEqual({ type: 'signed-in' });
  });

  it('ignores anything else', () => {
    expect(parseAuthBroadcast(null)).toBeNull();
    expect(parseAuthBroadcast('signed-out')).toBeNull();
    expect(parseAuthBroadcast({ type: 'signed out' })).toBeNull();
    expect(parseAuthBroadcast({})).toBeNull();
  });
});

describe('remoteSignOutAction', () => {
  const base = { oauthCallbackPending: false, resetScreenOpen: false };

  it('ignores the sign-out and restores the session while an OAuth callback is in flight', () => {
    expect(remoteSignOutAction({ ...base, oauthCallbackPending: true, pathname: '/settings' })).toBe('restore');
    expect(remoteSignOutAction({ ...base, oauthCallbackPending: true, pathname: '/dashboard' })).toBe('restore');
  });

  it('sends screens that need a session to /login', () => {
    for (const pathname of ['/dashboard', '/settings/', '/clientportal/forms', '/client-portal', '/onboarding']) {
      expect(remoteSignOutAction({ ...base, pathname }), pathname).toBe('sign-out-to-login');
    }
  });

  it('lets public pages, login and signup stay where they are', () => {
    for (const pathname of ['/', '/pricing', '/login', '/signup', '/features/calendar']) {
      expect(remoteSignOutAction({ ...base, pathname }), pathname).toBe('sign-out-in-place');
    }
  });

  it('keeps the reset screen open, whatever path it is shown on', () => {
    expect(remoteSignOutAction({ ...base, resetScreenOpen: true, pathname: '/dashboard' })).toBe('sign-out-in-place');
  });
});
