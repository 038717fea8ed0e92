/** The shared rules of one-line names and titles: characters first, then one line, required and length. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { oneLineText, safeOneLine } from './text-rules.js';

const codeOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message ?? null;
const schemaIssue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.code;

describe('oneLineText', () => {
  const title = oneLineText({ max: 10, tooLong: 'NOTE_TITLE_TOO_LONG', required: 'NOTE_TITLE_REQUIRED' });

  it('puts the text on one line and checks required and length after that', () => {
    expect(title.parse('  Budget \n  uit ')).toBe('Budget uit');
    expect(codeOf(title, ' \n\t ')).toBe('NOTE_TITLE_REQUIRED');
    expect(codeOf(title, 'a'.repeat(11))).toBe('NOTE_TITLE_TOO_LONG');
    expect(codeOf(title, undefined)).toBe('NOTE_TITLE_REQUIRED');
  });

  it('checks the characters as typed, before whitespace is collapsed', () => {
    expect(codeOf(title, 'a\u000bb')).toBe('TEXT_INVALID_CHARACTERS');
    expect(codeOf(title, 'a\u0000')).toBe('TEXT_INVALID_CHARACTERS');
    expect(codeOf(title, 'a\ud800')).toBe('TEXT_INVALID_CHARACTERS');
    expect(codeOf(title, 'abc\u202Efed')).toBe('TEXT_BIDI_CONTROL');
    expect(codeOf(title, '\u2067x\u2069')).toBe('TEXT_BIDI_CONTROL');
  });

  it('leaves an optional field optional', () => {
    const clientName = oneLineText({ max: 5, tooLong: 'CLIENT_NAME_TOO_LONG' }).nullish();
    expect(clientName.parse(undefined)).toBeUndefined();
    expect(clientName.parse('')).toBe('');
    expect(codeOf(clientName, 'x\u202Dy')).toBe('TEXT_BIDI_CONTROL');
  });
});

describe('safeOneLine', () => {
  it('adds the character rules to a string schema and keeps its own', () => {
    const name = safeOneLine(z.string().max(4)).default('');
    expect(name.parse(undefined)).toBe('');
    expect(codeOf(name, 'Eva\u202E')).toBe('TEXT_BIDI_CONTROL');
    expect(schemaIssue(name, 'Evelien')).toBe('too_big');
  });
});
