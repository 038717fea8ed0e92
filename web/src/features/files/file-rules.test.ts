import { describe, expect, it } from 'vitest';
import { acceptFor, errorCodeOf, fitCount, precheckFile, sizeParts, withQuery } from './file-rules';

describe('precheckFile', () => {
  const rules = { accept: ['image', 'pdf'] as const, maxSizeMb: 2 };
  it('answers the code the server would, from size and name', () => {
    expect(precheckFile({ name: 'foto.JPG', size: 1000 }, { ...rules, accept: [...rules.accept] })).toBeNull();
    expect(precheckFile({ name: 'brief.pdf', size: 2 * 1024 * 1024 }, { ...rules, accept: [...rules.accept] })).toBeNull();
    expect(precheckFile({ name: 'brief.pdf', size: 2 * 1024 * 1024 + 1 }, { ...rules, accept: [...rules.accept] })).toBe('FILE_TOO_LARGE');
    expect(precheckFile({ name: 'leeg.png', size: 0 }, { ...rules, accept: [...rules.accept] })).toBe('FILE_EMPTY');
    expect(precheckFile({ name: 'logo.svg', size: 10 }, { ...rules, accept: [...rules.accept] })).toBe('FILE_TYPE_REFUSED');
    expect(precheckFile({ name: 'geen-extensie', size: 10 }, { ...rules, accept: [...rules.accept] })).toBe('FILE_TYPE_REFUSED');
    expect(precheckFile({ name: 'tabel.csv', size: 10 }, { accept: ['spreadsheet'], maxSizeMb: 1 })).toBeNull();
  });
});

describe('fitCount', () => {
  it('takes what still fits and counts the rest', () => {
    expect(fitCount(0, 3, 5)).toEqual({ take: 3, refused: 0 });
    expect(fitCount(4, 3, 5)).toEqual({ take: 1, refused: 2 });
    expect(fitCount(5, 1, 5)).toEqual({ take: 0, refused: 1 });
  });
});

describe('acceptFor', () => {
  it('lists extensions and content types of the kinds, no SVG', () => {
    const accept = acceptFor(['image']);
    expect(accept).toContain('.png');
    expect(accept).toContain('image/jpeg');
    expect(accept.some((a) => a.includes('svg'))).toBe(false);
    expect(acceptFor(['video', 'archive'])).toEqual(expect.arrayContaining(['.mov', 'video/quicktime', '.zip', 'application/zip']));
  });
});

describe('sizeParts', () => {
  it('reads sizes in Dutch', () => {
    expect(sizeParts(512)).toEqual({ unit: 'bytes', value: '512' });
    expect(sizeParts(1536)).toEqual({ unit: 'kb', value: '1,5' });
    expect(sizeParts(25 * 1024 * 1024)).toEqual({ unit: 'mb', value: '25' });
    expect(sizeParts(1.25 * 1024 ** 3)).toEqual({ unit: 'gb', value: '1,3' });
  });
});

describe('withQuery and errorCodeOf', () => {
  it('adds a parameter to a URL with or without a query', () => {
    expect(withQuery('/api/files/1', 'inline', '1')).toBe('/api/files/1?inline=1');
    expect(withQuery('/api/files/1?token=abc', 'inline', '1')).toBe('/api/files/1?token=abc&inline=1');
  });
  it('reads the code of an error answer', () => {
    expect(errorCodeOf('{"error":{"code":"FILE_TYPE_REFUSED","message":"…"}}')).toBe('FILE_TYPE_REFUSED');
    expect(errorCodeOf('Not found\n')).toBeNull();
    expect(errorCodeOf(null)).toBeNull();
  });
});
