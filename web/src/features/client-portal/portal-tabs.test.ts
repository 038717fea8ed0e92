import { describe, expect, it } from 'vitest';
import { clientPortalPaths } from '../../../../common/routes';
import { portalTabFor, portalTabs } from './portal-tabs';

describe('portal tabs', () => {
  it('selects the tab from the sub-route', () => {
    expect(portalTabFor('/client-portal')).toBe('overview');
    expect(portalTabFor('/clientportal')).toBe('overview');
    expect(portalTabFor('/clientportal/')).toBe('overview');
    expect(portalTabFor('/clientportal/forms')).toBe('forms');
    expect(portalTabFor('/clientportal/calendar')).toBe('calendar');
    expect(portalTabFor('/clientportal/settings')).toBe('settings');
  });

  it('has a tab for every portal route', () => {
    const tabPaths: string[] = portalTabs.map((tab) => tab.path);
    for (const path of clientPortalPaths) {
      if (path === '/client-portal') continue;
      expect(tabPaths, path).toContain(path);
    }
  });
});
