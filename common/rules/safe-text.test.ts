/** The character rules of every text the API receives, and of one-line names and titles. */
import { describe, expect, it } from 'vitest';
import { oneLineTextCode, unsafeTextCode } from './safe-text.js';

describe('unsafeTextCode', () => {
  it('accepts ordinary text with tab, line feed and CRLF, accents and emoji', () => {
    for (const text of ['', 'Budget verhogen', 'regel 1\nregel 2', 'kolom\tkolom', 'Windows\r\nregel', 'Crème brûlée 🍰', '\u00A0\u2028', 'مرحبا']) {
      expect(unsafeTextCode(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('refuses NUL, the other C0 controls except tab, LF and CR, and DEL', () => {
    const refused = [0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f];
    for (const code of refused) expect(unsafeTextCode(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe('TEXT_INVALID_CHARACTERS');
    for (const code of [0x09, 0x0a, 0x0d, 0x20, 0x7e, 0x80]) expect(unsafeTextCode(`a${String.fromCharCode(code)}b`), code.toString(16)).toBeNull();
  });

  it('refuses lone surrogates but not surrogate pairs', () => {
    expect(unsafeTextCode('a\uD800b')).toBe('TEXT_INVALID_CHARACTERS');
    expect(unsafeTextCode('\uDC00')).toBe('TEXT_INVALID_CHARACTERS');
    expect(unsafeTextCode('x\uD83D')).toBe('TEXT_INVALID_CHARACTERS');
    expect(unsafeTextCode('\uDE00\uD83D')).toBe('TEXT_INVALID_CHARACTERS');
    expect(unsafeTextCode('\uD83D\uDE00')).toBeNull();
  });

  it('leaves bidi controls to the one-line rule', () => {
    expect(unsafeTextCode('abc\u202Edcb')).toBeNull();
  });
});

describe('oneLineTextCode', () => {
  it('refuses the bidi embedding, override and isolate controls', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(oneLineTextCode(`factuur${String.fromCharCode(code)}fdp.exe`), code.toString(16)).toBe('TEXT_BIDI_CONTROL');
    }
    // The marks (LRM, RLM, ALM) do not reorder text and are needed in mixed-direction names.
    for (const code of [0x200e, 0x200f, 0x061c, 0x2029]) expect(oneLineTextCode(`a${String.fromCharCode(code)}b`)).toBeNull();
  });

  it('reports invalid characters before bidi controls', () => {
    expect(oneLineTextCode('\u202E\u0000')).toBe('TEXT_INVALID_CHARACTERS');
    expect(oneLineTextCode('Bakkerij de Vries')).toBeNull();
  });
});
