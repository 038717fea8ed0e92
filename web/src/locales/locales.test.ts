import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorCatalog, errorCodes } from '../../../common/errors';
import { accessErrors } from '../../../common/rules/guards';

const localesDir = fileURLToPath(new URL('.', import.meta.url));
const languages = ['nl', 'en'] as const;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function load(language: string, namespace: string): Record<string, Json> {
  return JSON.parse(readFileSync(`${localesDir}/${language}/${namespace}.json`, 'utf8')) as Record<string, Json>;
}

function namespaces(language: string): string[] {
  return readdirSync(`${localesDir}/${language}`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

/** Every leaf key as a dotted path. */
function keys(value: Json, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
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
