import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorCatalog, errorCodes } from '../../../common/errors';
import { accessErrors } from '../../../common/rules/guards';
import { waitlistJoinedMessage } from '../../../common/schemas/waitlist';

const localesDir = fileURLToPath(new URL('.', import.meta.url));
const languages = ['nl', 'en'] as const;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function load(language: string, namespace: string): Record<string, Json> {
  return JSON.parse(readFileSync(`${localesDir}/${language}/${namespace}.json`, 'utf8')) as Record<string, Json>;
}

/** The app's namespaces (`nl/auth.json` → 'auth') and the public site's (`nl/site/ui.json` → 'site/ui'). */
function namespaces(language: string): string[] {
  return [...files(language, ''), ...files(language, 'site/')];
}

function files(language: string, folder: string): string[] {
  return readdirSync(`${localesDir}/${language}/${folder}`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => folder + file.slice(0, -'.json'.length))
    .sort();
}

/** Every leaf key as a dotted path (array items by index, so nl and en lists must be as long). */
function keys(value: Json, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('locale files', () => {
  it('maps every error code to the Dutch text of common/errors.ts, exactly', () => {
    const expected = Object.fromEntries(errorCodes.map((code) => [code, errorCatalog[code].nl]));
    expect(load('nl', 'errors').codes).toEqual(expected);
  });

  it('has the exact Dutch access errors of common/rules/guards.ts', () => {
    expect(load('nl', 'errors').access).toEqual({ ...accessErrors });
  });

  it('uses the spec text for the generic error', () => {
    expect(load('nl', 'errors').generic).toBe('Er is iets misgegaan');
  });

  it('has the same namespaces in every language', () => {
    for (const language of languages) expect(namespaces(language)).toEqual(namespaces('nl'));
  });

  it('has the same keys in nl and en', () => {
    for (const namespace of namespaces('nl')) {
      const nl = keys(load('nl', namespace)).sort();
      const en = keys(load('en', namespace)).sort();
      expect(en, namespace).toEqual(nl);
    }
  });

  it('has no empty texts', () => {
    for (const language of languages) {
      for (const namespace of namespaces(language)) {
        const data = load(language, namespace);
        for (const key of keys(data)) {
          const text = key.split('.').reduce<Json>((node, part) => (node as Record<string, Json>)[part] ?? null, data);
          expect(typeof text === 'string' && text.trim().length > 0, `${language}/${namespace}:${key}`).toBe(true);
        }
      }
    }
  });

  it('keeps the Dutch labels of the sidebar from the spec', () => {
    const nav = load('nl', 'nav');
    expect([nav.clients, nav.calendar, nav.forms, nav.settings]).toEqual(['Klanten', 'Kalender', 'Formulieren', 'Instellingen']);
    expect((nav.marketeerSelector as Record<string, Json>).all).toBe('Alle Marketeers');
  });
});

describe('public site texts', () => {
  it('has the exact waitlist messages of spec section 8 in Dutch', () => {
    const waitlist = load('nl', 'site/ui').waitlist as Record<string, Json>;
    expect(waitlist.success).toBe(waitlistJoinedMessage);
    expect(waitlist.taken).toBe(errorCatalog.WAITLIST_EMAIL_TAKEN.nl);
    expect(waitlist.failed).toBe(errorCatalog.WAITLIST_FAILED.nl);
    expect(waitlist.required).toBe(errorCatalog.WAITLIST_EMAIL_REQUIRED.nl);
    expect([waitlist.submit, waitlist.busy]).toEqual(['Join waitlist', 'Bezig...']);
    // The spec colours a message green exactly when it contains 'Bedankt': only the success does.
    const failures = ['taken', 'failed', 'required', 'invalid', 'rateLimited'].map((key) => waitlist[key] as string);
    expect(failures.filter((text) => text.includes('Bedankt'))).toEqual([]);
    expect((waitlist.success as string).includes('Bedankt')).toBe(true);
  });

  it('shows the 2025 copyright in both languages', () => {
    for (const language of languages) expect((load(language, 'site/ui').footer as Record<string, Json>).copyright).toMatch(/^© 2025 /);
  });
});
