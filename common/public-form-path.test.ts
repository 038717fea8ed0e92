import { describe, expect, it } from 'vitest';
import { isPublicFormPath, publicFormHref, publicSitePaths, reviewLinkHref } from './routes.js';
import { guardFor } from './rules/guards.js';

describe("a form's public link", () => {
  it('is an app path no guard stands in front of (visitors and signed-in users alike)', () => {
    expect(guardFor('/formulier/abc_DEF-123')).toBe('public');
    expect(isPublicFormPath(publicFormHref('abc_DEF-123'))).toBe(true);
    expect(isPublicFormPath('/formulier/')).toBe(false);
    expect(isPublicFormPath('/formulier/a/b')).toBe(false);
    expect((publicSitePaths as readonly string[]).some((path) => path.startsWith('/formulier'))).toBe(false);
  });
});

describe('an e-mail review link', () => {
  it('is an app path no guard stands in front of, and no page of the prerendered site', () => {
    expect(guardFor(reviewLinkHref('abc.123.sig_-'))).toBe('public');
    expect(reviewLinkHref('a/b')).toBe('/beoordelen/a%2Fb');
    expect((publicSitePaths as readonly string[]).some((path) => path.startsWith('/beoordelen'))).toBe(false);
  });
});
