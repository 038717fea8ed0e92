import { describe, expect, it } from 'vitest';
import { canvaCallbackBody, driveFileIdOf, driveImportBody } from './creative-imports.js';

describe('driveFileIdOf', () => {
  it('reads the id from a bare id and from the links Drive and Docs share', () => {
    const id = '1AbC-dEf_GhIjKlMnOpQrStUvWxYz0123';
    for (const text of [
      id,
      ` ${id} `,
      `https://drive.google.com/file/d/${id}/view?usp=sharing`,
      `https://drive.google.com/file/u/1/d/${id}/view`,
      `https://drive.google.com/open?id=${id}`,
      `https://drive.google.com/uc?id=${id}&export=download`,
      `https://docs.google.com/document/d/${id}/edit`,
      `https://docs.google.com/presentation/d/${id}/edit#slide=id.p`,
      `https://docs.google.com/spreadsheets/d/${id}/edit`,
      `https://docs.google.com/drawings/d/${id}/edit`,
    ]) {
      expect(driveFileIdOf(text), text).toBe(id);
    }
  });

  it('refuses other sites, plain http, paths without an id and odd characters', () => {
    for (const text of [
      '',
      'kort',
      'https://example.com/file/d/1AbCdEfGhIjKlMnOp/view',
      'http://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view',
      'https://drive.google.com.evil.nl/file/d/1AbCdEfGhIjKlMnOp/view',
      'https://drive.google.com/drive/folders',
      'https://drive.google.com/file/d/../../etc/view',
      '1AbCdEf/GhIjKlMnOp',
    ]) {
      expect(driveFileIdOf(text), text).toBeNull();
    }
  });

  it('makes the import body say CREATIVE_IMPORT_LINK_INVALID for anything else', () => {
    const parsed = driveImportBody.safeParse({ file: 'https://example.com/x' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('CREATIVE_IMPORT_LINK_INVALID');
  });
});

describe('canvaCallbackBody', () => {
  it('needs the state and either a code or an error', () => {
    expect(canvaCallbackBody.safeParse({ state: 's', code: 'c' }).success).toBe(true);
    expect(canvaCallbackBody.safeParse({ state: 's', error: 'access_denied' }).success).toBe(true);
    expect(canvaCallbackBody.safeParse({ state: 's' }).success).toBe(false);
    expect(canvaCallbackBody.safeParse({ code: 'c' }).success).toBe(false);
  });
});
