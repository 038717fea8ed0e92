import { describe, expect, it } from 'vitest';
import { pickSiteLanguage } from './site-language.js';

describe('the language a public page is served in', () => {
  it('follows the remembered choice first', () => {
    expect(pickSiteLanguage('en', 'nl-NL,nl;q=0.9')).toBe('en');
    expect(pickSiteLanguage('nl', 'en-US,en;q=0.9')).toBe('nl');
  });

  it('ignores a cookie that is not a language of the site', () => {
    expect(pickSiteLanguage('de', 'en-GB')).toBe('en');
  });

  it('else takes the first of Dutch and English the browser asks for, by quality', () => {
    expect(pickSiteLanguage(undefined, 'de-DE,de;q=0.9,en;q=0.8,nl;q=0.7')).toBe('en');
    expect(pickSiteLanguage(undefined, 'en;q=0.5, nl-BE;q=0.8')).toBe('nl');
    expect(pickSiteLanguage(undefined, 'EN-us')).toBe('en');
    expect(pickSiteLanguage(undefined, 'en;q=0, fr')).toBe('nl');
  });

  it('falls back to Dutch', () => {
    expect(pickSiteLanguage(undefined, undefined)).toBe('nl');
    expect(pickSiteLanguage(undefined, 'fr-FR,de;q=0.5')).toBe('nl');
    expect(pickSiteLanguage(undefined, '*')).toBe('nl');
  });
});
