import { describe, expect, it } from 'vitest';
import {
  isFollowableRedirect,
  postLoginRedirect,
  redirectDelayMs,
  redirectOnFailure,
  sessionEventRedirects,
  shouldAutoRedirect,
  type PostLoginInput,
} from './post-login-redirect.js';

const input = (over: Partial<PostLoginInput>): PostLoginInput => ({
  hasSession: true,
  user: { isClient: false, onboardingCompleted: true },
  currentPath: '/login',
  redirectParam: null,
  ...over,
});

describe('postLoginRedirect', () => {
  it('rule 1: no user row, or an error reading it, goes to /onboarding', () => {
    expect(postLoginRedirect(input({ user: null }))).toBe('/onboarding');
    expect(postLoginRedirect(input({ user: 'error', redirectParam: '/accounts' }))).toBe('/onboarding');
  });

  it('rule 2: a client goes to /clientportal, keeping creatives, forms, settings or calendar', () => {
    const client = { isClient: true, onboardingCompleted: false };
    expect(postLoginRedirect(input({ user: client }))).toBe('/clientportal');
    expect(postLoginRedirect(input({ user: client, redirectParam: '/accounts' }))).toBe('/clientportal');
    for (const sub of ['creatives', 'forms', 'settings', 'calendar']) {
      expect(postLoginRedirect(input({ user: client, currentPath: `/clientportal/${sub}` }))).toBe(`/clientportal/${sub}`);
    }
    expect(postLoginRedirect(input({ user: client, currentPath: '/clientportal/leads' }))).toBe('/clientportal');
  });

  it('rule 2: on /login, the portal page the guard sent the client away from comes as the redirect parameter', () => {
    const client = { isClient: true, onboardingCompleted: true };
    expect(postLoginRedirect(input({ user: client, redirectParam: '/clientportal/forms' }))).toBe('/clientportal/forms');
    expect(postLoginRedirect(input({ user: client, redirectParam: '/clientportal/calendar?type=client' }))).toBe('/clientportal/calendar');
    expect(postLoginRedirect(input({ user: client, redirectParam: '/clientportal/leads' }))).toBe('/clientportal');
    expect(postLoginRedirect(input({ user: client, redirectParam: '//evil.example/clientportal/forms' }))).toBe('/clientportal');
  });

  it('rule 3: onboarding not completed goes to /onboarding', () => {
    expect(postLoginRedirect(input({ user: { isClient: false, onboardingCompleted: false }, redirectParam: '/accounts' }))).toBe('/onboarding');
  });

  it('rule 4: the redirect parameter when present and not /, else /dashboard', () => {
    expect(postLoginRedirect(input({ redirectParam: '/checklists?id=3' }))).toBe('/checklists?id=3');
    expect(postLoginRedirect(input({ redirectParam: '/' }))).toBe('/dashboard');
    expect(postLoginRedirect(input({ redirectParam: null }))).toBe('/dashboard');
  });

  it('rule 4: a redirect parameter pointing off-site is ignored', () => {
    for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(postLoginRedirect(input({ redirectParam: evil }))).toBe('/dashboard');
    }
  });

  it('rule 5: a redirect that cannot be carried out after login goes to /dashboard', () => {
    expect(redirectOnFailure).toBe('/dashboard');
    // An unknown path would bounce to /login; a sign-in screen would go round in circles.
    for (const target of ['/does-not-exist', '/login', '/login?redirect=/login', '/signup']) {
      expect(postLoginRedirect(input({ redirectParam: target }))).toBe(redirectOnFailure);
      expect(isFollowableRedirect(target)).toBe(false);
    }
    expect(isFollowableRedirect('/accounts?account=1#alert')).toBe(true);
    expect(isFollowableRedirect('/settings/')).toBe(true);
    expect(isFollowableRedirect('/accounts/act_123')).toBe(true);
  });

  it('comes back to the invitation screen to accept an invitation, before rules 2 to 4', () => {
    const users = [
      { isClient: false, onboardingCompleted: true },
      { isClient: false, onboardingCompleted: false },
      { isClient: true, onboardingCompleted: true },
    ];
    for (const user of users) {
      expect(postLoginRedirect(input({ user, redirectParam: '/set-password' }))).toBe('/set-password');
      // Whatever came along in the parameter stays behind: the token never travels in a query.
      expect(postLoginRedirect(input({ user, redirectParam: '/set-password?x=1#token=abc' }))).toBe('/set-password');
    }
    expect(postLoginRedirect(input({ user: null, redirectParam: '/set-password' }))).toBe('/onboarding');
    expect(postLoginRedirect(input({ redirectParam: '//evil.example/set-password' }))).toBe('/dashboard');
  });

  it('rule 6: with no session, the redirect parameter or /dashboard', () => {
    expect(postLoginRedirect(input({ hasSession: false, user: null, redirectParam: '/forms' }))).toBe('/forms');
    expect(postLoginRedirect(input({ hasSession: false, user: null }))).toBe('/dashboard');
  });

  it('waits 100 to 300 ms, 200 ms after signup', () => {
    for (const ms of Object.values(redirectDelayMs)) {
      expect(ms).toBeGreaterThanOrEqual(100);
      expect(ms).toBeLessThanOrEqual(300);
    }
    expect(redirectDelayMs.signup).toBe(200);
  });
});

describe('shouldAutoRedirect', () => {
  it('redirects on SIGNED_IN, INITIAL_SESSION and TOKEN_REFRESHED elsewhere', () => {
    for (const event of ['SIGNED_IN', 'INITIAL_SESSION', 'TOKEN_REFRESHED'] as const) {
      expect(shouldAutoRedirect('/', event)).toBe(true);
      expect(shouldAutoRedirect('/settings', event)).toBe(true);
    }
  });

  it('never redirects on other events', () => {
    expect(shouldAutoRedirect('/', 'SIGNED_OUT')).toBe(false);
    expect(shouldAutoRedirect('/', 'USER_UPDATED')).toBe(false);
  });

  it.each(['/login', '/signup', '/onboarding', '/dashboard', '/clientportal', '/clientportal/forms', '/client-portal'])(
    'never redirects automatically on %s',
    (path) => {
      expect(shouldAutoRedirect(path, 'SIGNED_IN')).toBe(false);
    },
  );
});

describe('sessionEventRedirects', () => {
  it('redirects a session that appears on a landing page', () => {
    for (const path of ['/', '/beam-style', '/old', '/new', '/typeform-style']) {
      expect(sessionEventRedirects(path, 'INITIAL_SESSION')).toBe(true);
      expect(sessionEventRedirects(path, 'SIGNED_IN')).toBe(true);
      expect(sessionEventRedirects(path, 'SIGNED_OUT')).toBe(false);
    }
  });

  it('leaves the guarded screens, the information pages and the account screens alone', () => {
    for (const path of [
      '/settings',
      '/accounts',
      '/privacy',
      '/terms',
      '/pricing',
      '/set-password',
      '/login',
      '/signup',
      '/onboarding',
      '/dashboard',
      '/clientportal/forms',
    ]) {
      expect(sessionEventRedirects(path, 'INITIAL_SESSION')).toBe(false);
    }
  });
});
