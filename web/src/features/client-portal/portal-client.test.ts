import { describe, expect, it } from 'vitest';
import { activePortalClient, portalHref, searchForPortalClient } from './portal-client';

const bakkerij = { id: 'a1', name: 'Bakkerij' };
const fietsen = { id: 'b2', name: 'Fietsen' };

describe('the active portal client', () => {
  it('is the one the URL names when the user is linked to it', () => {
    expect(activePortalClient('b2', [bakkerij, fietsen])).toBe(fietsen);
  });

  it('falls back to the first client without or with an unknown choice', () => {
    expect(activePortalClient(null, [bakkerij, fietsen])).toBe(bakkerij);
    expect(activePortalClient('someone-else', [bakkerij, fietsen])).toBe(bakkerij);
    expect(activePortalClient('', [bakkerij])).toBe(bakkerij);
  });

  it('is null when the user is linked to no client', () => {
    expect(activePortalClient('a1', [])).toBeNull();
  });
});

describe('portal addresses', () => {
  it('keep the chosen client on every tab', () => {
    expect(portalHref('/clientportal/forms', 'b2')).toBe('/clientportal/forms?client=b2');
    expect(portalHref('/clientportal', null)).toBe('/clientportal');
    expect(portalHref('/clientportal/forms?form=f1#top', 'b2')).toBe('/clientportal/forms?form=f1&client=b2#top');
    expect(portalHref('/clientportal?client=a1', 'b2')).toBe('/clientportal?client=b2');
  });

  it('switch client while keeping other parameters', () => {
    const current = new URLSearchParams('client=a1&x=1');
    expect(searchForPortalClient(current, 'b2').toString()).toBe('client=b2&x=1');
    expect(searchForPortalClient(new URLSearchParams(), 'a1').toString()).toBe('client=a1');
    expect(current.toString()).toBe('client=a1&x=1');
  });

  it('drops the previous client’s appointment (event=) on a switch', () => {
    const current = new URLSearchParams('client=a1&event=e9&x=1');
    expect(searchForPortalClient(current, 'b2').toString()).toBe('client=b2&x=1');
    expect(searchForPortalClient(new URLSearchParams('event=e9'), 'a1').toString()).toBe('client=a1');
  });

  it('drops the previous client’s open creative (creative=, version=, comment=, tab=) on a switch', () => {
    const current = new URLSearchParams('client=a1&creative=c1&version=2&comment=k3&tab=history');
    expect(searchForPortalClient(current, 'b2').toString()).toBe('client=b2');
  });
});
