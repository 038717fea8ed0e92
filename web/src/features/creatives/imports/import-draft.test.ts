import { describe, expect, it } from 'vitest';
import { clearImportDraft, importDraftKey, importReturnOf, readImportDraft, saveImportDraft, searchAfterImportReturn, type ImportDraft } from './import-draft';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const now = Date.parse('2025-06-01T10:00:00Z');
const draft: ImportDraft = {
  source: 'canva',
  companyId: 'co1',
  savedAt: now - 60_000,
  creative: null,
  startClientId: '',
  fields: { clientId: 'cl1', name: 'Zomer', campaign: 'Juni', due: '2025-06-10T12:00', note: '', flow: 'client_only', sendNow: true },
  file: null,
};

describe('the import draft', () => {
  it('comes back as it was kept, for the same company', () => {
    const storage = memoryStorage();
    saveImportDraft(draft, storage);
    expect(readImportDraft('co1', now, storage)).toEqual(draft);
    expect(readImportDraft('co2', now, storage)).toBeNull();
    clearImportDraft(storage);
    expect(readImportDraft('co1', now, storage)).toBeNull();
  });

  it('keeps a new version’s creative and a file the dialog held', () => {
    const storage = memoryStorage();
    const withFile: ImportDraft = {
      ...draft,
      creative: { id: 'cr1', name: 'Banner', currentVersion: 2 },
      file: { name: 'a.png', size: 12, type: 'image/png', fileId: 'f1', posterFileId: null, source: 'drive' },
    };
    saveImportDraft(withFile, storage);
    expect(readImportDraft('co1', now, storage)).toEqual(withFile);
  });

  it('forgets a stale, broken or foreign-shaped draft', () => {
    const storage = memoryStorage();
    saveImportDraft({ ...draft, savedAt: now - 2 * 60 * 60_000 }, storage);
    expect(readImportDraft('co1', now, storage)).toBeNull();
    expect(storage.values.has(importDraftKey)).toBe(false);

    storage.setItem(importDraftKey, '{not json');
    expect(readImportDraft('co1', now, storage)).toBeNull();
    storage.setItem(importDraftKey, JSON.stringify({ ...draft, fields: { ...draft.fields, flow: 'nope' } }));
    expect(readImportDraft('co1', now, storage)).toBeNull();
    expect(storage.values.has(importDraftKey)).toBe(false);
  });

  it('works without storage', () => {
    saveImportDraft(draft, null);
    expect(readImportDraft('co1', now, null)).toBeNull();
  });
});

describe('the way back from a provider', () => {
  it('reads the source and an error code, nothing else', () => {
    expect(importReturnOf(new URLSearchParams('import=canva'))).toEqual({ source: 'canva', error: null });
    expect(importReturnOf(new URLSearchParams('import=drive&error=CREATIVE_IMPORT_CANCELLED'))).toEqual({
      source: 'drive',
      error: 'CREATIVE_IMPORT_CANCELLED',
    });
    expect(importReturnOf(new URLSearchParams('import=drive&error=<script>'))).toEqual({ source: 'drive', error: null });
    expect(importReturnOf(new URLSearchParams('import=dropbox'))).toBeNull();
    expect(importReturnOf(new URLSearchParams('status=draft'))).toBeNull();
  });

  it('leaves the address without its parameters, on the creative of a new version', () => {
    const search = new URLSearchParams('client=a1&import=drive&error=CREATIVE_IMPORT_CANCELLED');
    expect(searchAfterImportReturn(search, draft).toString()).toBe('client=a1');
    expect(searchAfterImportReturn(search, { ...draft, creative: { id: 'cr1', name: 'B', currentVersion: 1 } }).toString()).toBe('client=a1&creative=cr1');
    expect(search.toString()).toBe('client=a1&import=drive&error=CREATIVE_IMPORT_CANCELLED');
  });
});
