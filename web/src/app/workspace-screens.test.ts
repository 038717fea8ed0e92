import { describe, expect, it } from 'vitest';
import { lockedPaths, marketerPaths } from '../../../common/routes';
import { isLockedScreen, screenIdForPath, workspaceScreens } from './workspace-screens';

describe('workspace screens', () => {
  it('gives every marketer path of common/routes.ts a screen', () => {
    for (const path of marketerPaths) expect(screenIdForPath(path), path).toBeDefined();
  });

  it('renders /calender and /calendar as the same screen', () => {
    expect(screenIdForPath('/calender')).toBe('calendar');
    expect(screenIdForPath('/calendar')).toBe('calendar');
  });

  it('locks exactly the locked paths', () => {
    const locked = Object.values(workspaceScreens)
      .map((s) => s.path)
      .filter((p) => (lockedPaths as readonly string[]).includes(p));
    expect(locked.sort()).toEqual([...lockedPaths].sort());
    expect(isLockedScreen('analytics')).toBe(true);
    expect(isLockedScreen('dashboard')).toBe(false);
  });

  it('finds no screen for paths outside the workspace', () => {
    expect(screenIdForPath('/clientportal')).toBeUndefined();
    expect(screenIdForPath('/dashboards')).toBeUndefined();
  });
});
