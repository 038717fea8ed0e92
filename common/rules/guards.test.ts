import { describe, expect, it } from 'vitest';
import { accessErrors, clientGuard, guardFor, isAgendaWarning, marketerGuard, type GuardInput } from './guards.js';

const marketer = (over: Partial<GuardInput>): GuardInput => ({
  pathname: '/dashboard',
  search: '',
  session: 'present',
  isClient: false,
  ...over,
});

describe('marketerGuard', () => {
  it('shows the failure, not /login, when the session could not be read', () => {
    expect(marketerGuard(marketer({ session: 'error', pathname: '/accounts' }))).toEqual({ kind: 'session-error' });
    expect(clientGuard(marketer({ session: 'error', pathname: '/clientportal/forms' }))).toEqual({ kind: 'session-error' });
  });

  it('shows a spinner while the session loads', () => {
    expect(marketerGuard(marketer({ session: 'loading' }))).toEqual({ kind: 'loading' });
  });

  it('sends a visitor without a session to /login, remembering where they were going', () => {
    expect(marketerGuard(marketer({ session: 'none', pathname: '/accounts', search: '?x=1' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Faccounts%3Fx%3D1',
    });
  });

  it('lets the screen handle an OAuth callback instead of redirecting when there is no session', () => {
    expect(marketerGuard(marketer({ session: 'none', pathname: '/settings', oauthCallbackPending: true }))).toEqual({
      kind: 'await-oauth',
    });
  });

  it('does not wait for an OAuth callback on /', () => {
    expect(marketerGuard(marketer({ session: 'none', pathname: '/', oauthCallbackPending: true })).kind).toBe('redirect');
  });

  it.each(['/dashboard', '/admin', '/checklists', '/accounts', '/clients', '/calender', '/forms', '/settings', '/analytics', '/email'])(
    'flags a client opening %s and sends them to /clientportal',
    (pathname) => {
      expect(marketerGuard(marketer({ pathname, isClient: true }))).toEqual({
        kind: 'redirect',
        to: '/clientportal',
        error: 'CLIENT_ON_MARKETEER_DASHBOARD',
      });
    },
  );

  it.each(['/creatives', '/content', '/leads', '/form-builder', '/calendar'])(
    'sends a client opening %s to /clientportal without the flagged error',
    (pathname) => {
      expect(marketerGuard(marketer({ pathname, isClient: true }))).toEqual({ kind: 'redirect', to: '/clientportal' });
    },
  );

  it('sends a client opening a marketeer calendar event to the portal calendar', () => {
    for (const pathname of ['/calender', '/calendar']) {
      expect(marketerGuard(marketer({ pathname, search: '?type=marketeer&event=7', isClient: true }))).toEqual({
        kind: 'redirect',
        to: '/clientportal/calendar',
        error: 'CLIENT_ON_MARKETEER_EVENT',
      });
    }
  });

  it('sends a non-client opening a client event without a client to /calender', () => {
    expect(marketerGuard(marketer({ pathname: '/calendar', search: '?type=client' }))).toEqual({
      kind: 'redirect',
      to: '/calender',
      error: 'MARKETEER_ON_CLIENT_EVENT',
    });
  });

  it('lets a non-client open a client event when the client is named', () => {
    expect(marketerGuard(marketer({ pathname: '/calender', search: '?type=client&client=42' }))).toEqual({ kind: 'allow' });
  });

  it('lets a marketeer through on every marketer path', () => {
    for (const pathname of ['/dashboard', '/calender', '/settings', '/form-builder', '/admin/']) {
      expect(marketerGuard(marketer({ pathname }))).toEqual({ kind: 'allow' });
    }
  });

  it('treats a failed client-status check as not a client', () => {
    expect(marketerGuard(marketer({ isClient: undefined }))).toEqual({ kind: 'allow' });
    expect(marketerGuard(marketer({ isClient: null }))).toEqual({ kind: 'allow' });
  });
});

const portal = (over: Partial<GuardInput>): GuardInput => ({
  pathname: '/clientportal',
  search: '',
  session: 'present',
  isClient: true,
  ...over,
});

describe('clientGuard', () => {
  it('shows a spinner while the session loads', () => {
    expect(clientGuard(portal({ session: 'loading' }))).toEqual({ kind: 'loading' });
  });

  it('sends a visitor without a session to /login', () => {
    expect(clientGuard(portal({ session: 'none', pathname: '/clientportal/forms' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fclientportal%2Fforms',
    });
  });

  it.each(['/clientportal', '/client-portal', '/clientportal/forms', '/clientportal/leads'])(
    'sends a non-client opening %s to /dashboard with the portal error',
    (pathname) => {
      expect(clientGuard(portal({ pathname, isClient: false }))).toEqual({
        kind: 'redirect',
        to: '/dashboard',
        error: 'MARKETEER_ON_CLIENT_PORTAL',
      });
    },
  );

  it('lets a non-client open portal settings paths', () => {
    expect(clientGuard(portal({ pathname: '/clientportal/settings', isClient: false }))).toEqual({ kind: 'allow' });
  });

  it('treats a failed client-status check as not a client', () => {
    expect(clientGuard(portal({ isClient: undefined }))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      error: 'MARKETEER_ON_CLIENT_PORTAL',
    });
  });

  it('lets a client into every portal route', () => {
    for (const pathname of ['/clientportal', '/client-portal', '/clientportal/calendar', '/clientportal/creatives']) {
      expect(clientGuard(portal({ pathname }))).toEqual({ kind: 'allow' });
    }
  });

  it('refuses a client a marketeer event in the portal calendar', () => {
    expect(clientGuard(portal({ pathname: '/clientportal/calendar', search: '?type=marketeer' }))).toEqual({
      kind: 'redirect',
      to: '/clientportal/calendar',
      error: 'CLIENT_ON_MARKETEER_EVENT',
    });
  });

  it('sends a non-client with a client event and no client to /calender', () => {
    expect(clientGuard(portal({ pathname: '/clientportal/calendar', search: '?type=client', isClient: false }))).toEqual({
      kind: 'redirect',
      to: '/calender',
      error: 'MARKETEER_ON_CLIENT_EVENT',
    });
  });

  it('sends a non-client with a named client event to the marketeer calendar, keeping the parameters', () => {
    expect(clientGuard(portal({ pathname: '/clientportal/calendar', search: '?type=client&client=42&event=9', isClient: false }))).toEqual({
      kind: 'redirect',
      to: '/calender?type=client&client=42&event=9',
    });
  });
});

describe('access errors', () => {
  it('carries the exact Dutch texts of the spec', () => {
    expect(accessErrors.CLIENT_ON_MARKETEER_DASHBOARD).toBe('Je probeert een marketeer dashboard te openen als client');
    expect(accessErrors.MARKETEER_ON_CLIENT_PORTAL).toBe('Je probeert het client portal te openen als marketeer');
    expect(accessErrors.CLIENT_ON_MARKETEER_EVENT).toBe('Je probeert een marketeer agenda event te openen');
    expect(accessErrors.MARKETEER_ON_CLIENT_EVENT).toBe('Je probeert een client agenda event te openen zonder juiste toegang');
  });

  it('marks only the agenda errors as agenda warnings (5 s toasts)', () => {
    expect(isAgendaWarning('CLIENT_ON_MARKETEER_EVENT')).toBe(true);
    expect(isAgendaWarning('MARKETEER_ON_CLIENT_EVENT')).toBe(true);
    expect(isAgendaWarning('CLIENT_ON_MARKETEER_DASHBOARD')).toBe(false);
    expect(isAgendaWarning('MARKETEER_ON_CLIENT_PORTAL')).toBe(false);
  });
});

describe('guardFor', () => {
  it('picks the guard by path', () => {
    expect(guardFor('/clientportal/forms')).toBe('client');
    expect(guardFor('/client-portal')).toBe('client');
    expect(guardFor('/calendar')).toBe('marketer');
    expect(guardFor('/settings/profiel')).toBe('marketer');
    expect(guardFor('/features/calendar')).toBe('public');
    expect(guardFor('/login')).toBe('public');
  });
});
