/**
 * Which characters user text may not contain (issue 16). Every text the API receives is checked
 * with `unsafeTextCode` (server/lib/safe-input.ts, before any route's schema); one-line names and
 * titles also with `oneLineTextCode` (common/schemas/text-rules.ts), so forms and API agree.
 *
 * Refused everywhere: the C0 control characters except tab (U+0009), line feed (U+000A) and
 * carriage return (U+000D), i.e. U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, plus DEL (U+007F),
 * and lone UTF-16 surrogates. PostgreSQL cannot store NUL, and a lone surrogate cannot be written
 * as UTF-8 (the drivers silently store U+FFFD instead). Carriage return is allowed because it is
 * half of the CRLF line break that form posts and Windows clipboards produce; it is harmless
 * whitespace that one-line fields collapse anyway.
 *
 * Refused in one-line names and titles as well: the bidirectional embedding, override and isolate
 * controls (U+202A–U+202E, U+2066–U+2069), which let a name display as something else.
 */

export type UnsafeTextCode = 'TEXT_INVALID_CHARACTERS' | 'TEXT_BIDI_CONTROL';

// eslint-disable-next-line no-control-regex -- the control characters are the point of this pattern
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/;

/** TEXT_INVALID_CHARACTERS when `text` holds a refused control character or a lone surrogate. */
export function unsafeTextCode(text: string): UnsafeTextCode | null {
  return controlCharacters.test(text) || loneSurrogate.test(text) ? 'TEXT_INVALID_CHARACTERS' : null;
}

/** Whether `text` holds a bidirectional embedding, override or isolate control. */
export function hasBidiControl(text: string): boolean {
  return bidiControls.test(text);
}

/** The rule of one-line names and titles: `unsafeTextCode`, then TEXT_BIDI_CONTROL for bidi controls. */
export function oneLineTextCode(text: string): UnsafeTextCode | null {
  return unsafeTextCode(text) ?? (hasBidiControl(text) ? 'TEXT_BIDI_CONTROL' : null);
}
