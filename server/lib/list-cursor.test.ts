import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './list-cursor.js';

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
