import { describe, expect, it } from 'vitest';
import { publicPaths } from '../../../../common/routes';
import publicNl from '../../locales/nl/public.json';
import { publicPageId } from './page-id';

const accountPaths = ['/login', '/signup', '/set-password', '/onboarding'];

describe('public page ids', () => {
  it('gives every public content route a page text', () => {
    for (const path of publicPaths) {
      if (accountPaths.includes(path)) continue;
      expect(Object.keys(publicNl.pages), path).toContain(publicPageId(path));
    }
  });

  it('derives readable ids', () => {
    expect(publicPageId('/')).toBe('home');
    expect(publicPageId('/features/ad-forms')).toBe('features-ad-forms');
    expect(publicPageId('/canva/callback/')).toBe('canva-callback');
  });
});
