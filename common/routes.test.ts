import { describe, expect, it } from 'vitest';
import { appPaths, clientPortalPaths, isClientPortalPath, isMarketerPath, isSafeRedirectTarget, isSettingsPath, marketerPaths, publicPaths } from './routes.js';

describe('routes', () => {
  it('lists every route of the spec once', () => {
    expect(new Set(appPaths).size).toBe(appPaths.length);
    expect(publicPaths).toHaveLength(22);
    expect(clientPortalPaths).toHaveLength(7);
    expect(marketerPaths).toHaveLength(15);
  });

  it('recognises portal, marketer and settings paths', () => {
    expect(isClientPortalPath('/clientportal/')).toBe(true);
    expect(isClientPortalPath('/clientportalx')).toBe(false);
    expect(isMarketerPath('/accounts/123')).toBe(true);
    expect(isMarketerPath('/accountsx')).toBe(false);
    expect(isSettingsPath('/settings/beveiliging')).toBe(true);
    expect(isSettingsPath('/clientportal/settings')).toBe(true);
    expect(isSettingsPath('/settingsx')).toBe(false);
  });

  it('accepts only on-site redirect targets', () => {
    expect(isSafeRedirectTarget('/accounts?x=1')).toBe(true);
    expect(isSafeRedirectTarget('//evil.example')).toBe(false);
    expect(isSafeRedirectTarget('https://evil.example')).toBe(false);
    expect(isSafeRedirectTarget('/\\evil')).toBe(false);
    expect(isSafeRedirectTarget('')).toBe(false);
    expect(isSafeRedirectTarget(null)).toBe(false);
  });
});
