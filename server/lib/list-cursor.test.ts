import { describe, expect, it } from 'vitest';
import { decodeCursor, decodeTextCursor, encodeCursor, encodeTextCursor } from './list-cursor.js';

const id = '0b7c3a52-8d0e-4f4e-9a5e-2f1c0d9e8b7a';

describe('the list cursor', () => {
  it('round-trips the time with its microseconds and the id', () => {
    const cursor = { createdAt: '2025-03-04T05:06:07.123456Z', id };
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded)).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ createdAt: '2025-03-04T05:06:07Z', id }))).toEqual({ createdAt: '2025-03-04T05:06:07Z', id });
  });

  it('refuses what this server did not make', () => {
    const wrong = (text: string) => decodeCursor(Buffer.from(text).toString('base64url'));
    expect(decodeCursor('')).toBeNull();
    expect(decodeCursor('not base64url!')).toBeNull();
    expect(wrong(`2025-03-04T05:06:07Z|${id}|extra`)).toBeNull();
    expect(wrong(`2025-03-04 05:06:07|${id}`)).toBeNull();
    expect(wrong(`2025-02-31T05:06:07Z|${id}`)).toBeNull();
    expect(wrong(`2025-03-04T05:06:07Z|' or 1=1 --`)).toBeNull();
    expect(wrong(`2025-03-04T05:06:07.1234567Z|${id}`)).toBeNull();
    expect(wrong(id)).toBeNull();
  });
});

describe('the text cursor', () => {
  it('round-trips a name with the separator, accents and emoji in it', () => {
    for (const text of ['Bakkerij de Vries', 'A | B | C', 'Café Ñandú 🍰', '', 'x'.repeat(200)]) {
      const encoded = encodeTextCursor({ text, id });
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeTextCursor(encoded)).toEqual({ text, id });
    }
  });

  it('refuses what this server did not make', () => {
    const wrong = (text: string) => decodeTextCursor(Buffer.from(text).toString('base64url'));
    expect(decodeTextCursor('')).toBeNull();
    expect(decodeTextCursor('not base64url!')).toBeNull();
    expect(wrong('Bakkerij')).toBeNull();
    expect(wrong(`not-a-uuid|Bakkerij`)).toBeNull();
    expect(wrong(`${id}|nul\u0000in the name`)).toBeNull();
    expect(wrong(`${id}|${'x'.repeat(401)}`)).toBeNull();
    expect(decodeTextCursor(Buffer.concat([Buffer.from(`${id}|`), Buffer.from([0xff, 0xfe])]).toString('base64url'))).toBeNull();
  });
});
