/**
 * What the form schemas share: a refinement that fails with an error code (common/errors.ts) and
 * stops there, one-line text, lengths counted as PostgreSQL's char_length counts them, and the
 * character rules of common/rules/safe-text.ts for one-line names and titles (`oneLineText`).
 */
import { z } from 'zod';
import type { ErrorCode } from '../errors.js';
import { hasBidiControl, unsafeTextCode } from '../rules/safe-text.js';

/** A refine's message: the error code, and no further checks on that field. */
export const fail = (code: ErrorCode) => ({ message: code, abort: true });

/** One line: surrounding whitespace removed, every run of whitespace (line breaks too) one space. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Characters as PostgreSQL's char_length counts them (code points, not UTF-16 units). */
export const characterCount = (text: string): number => [...text].length;

/**
 * The character rules of a one-line name or title, checked on the text as typed (before it is put
 * on one line): TEXT_INVALID_CHARACTERS (control characters, lone surrogates), then
 * TEXT_BIDI_CONTROL (reading-direction overrides that let a name look like another).
 */
export function safeOneLine<S extends z.ZodString>(schema: S): S {
  return schema
    .refine((text) => unsafeTextCode(text) === null, fail('TEXT_INVALID_CHARACTERS'))
    .refine((text) => !hasBidiControl(text), fail('TEXT_BIDI_CONTROL'));
}

export interface OneLineTextRules {
  /** Most characters (code points) after putting the text on one line. */
  max: number;
  tooLong: ErrorCode;
  /** Refuse an empty text with this code (also the message when the value is not a string). */
  required?: ErrorCode;
}

/**
 * A one-line name or title: the character rules (`safeOneLine`), then on one line (`oneLine`),
 * then not empty when `required`, then at most `max` characters. Chain `.optional()` or
 * `.nullish()` for fields that may be left out.
 */
export function oneLineText({ max, tooLong, required }: OneLineTextRules) {
  const text = safeOneLine(z.string(required ? { message: required } : undefined)).overwrite(oneLine);
  const filled = required ? text.refine((t) => t !== '', fail(required)) : text;
  return filled.refine((t) => characterCount(t) <= max, fail(tooLong));
}
