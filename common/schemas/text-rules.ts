/**
 * What the form schemas share: a refinement that fails with an error code (common/errors.ts) and
 * stops there, one-line text, and lengths counted as PostgreSQL's char_length counts them.
 */
import type { ErrorCode } from '../errors.js';

/** A refine's message: the error code, and no further checks on that field. */
export const fail = (code: ErrorCode) => ({ message: code, abort: true });

/** One line: surrounding whitespace removed, every run of whitespace (line breaks too) one space. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Characters as PostgreSQL's char_length counts them (code points, not UTF-16 units). */
export const characterCount = (text: string): number => [...text].length;
