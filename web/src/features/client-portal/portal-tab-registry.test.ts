import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { createPortalTabRegistry, type PortalTabContent } from './portal-tab-registry';

const content = (tab: PortalTabContent['tab'], owner: string): PortalTabContent => ({
  tab,
  owner,
  Content: lazy(() => Promise.resolve({ default: () => null })),
});

describe('the portal tab registry', () => {
  it('gives each tab the content registered for it, and nothing for a tab nobody fills', () => {
    const registry = createPortalTabRegistry();
    const forms = content('forms', 'forms');
    const creatives = content('creatives', 'creatives');
    registry.register(forms);
    registry.register(creatives);
    expect(registry.contents.forms?.Content).toBe(forms.Content);
    expect(registry.contents.creatives?.Content).toBe(creatives.Content);
    expect(registry.contents.leads).toBeUndefined();
    expect(registry.contents.overview).toBeUndefined();
  });

  it('lets a feature register again (a module evaluated again) but refuses a second feature for a filled tab', () => {
    const registry = createPortalTabRegistry();
    registry.register(content('leads', 'leads'));
    const again = content('leads', 'leads');
    registry.register(again);
    expect(registry.contents.leads?.Content).toBe(again.Content);
    expect(() => registry.register(content('leads', 'creatives'))).toThrow(/leads is filled by leads/);
  });
});
