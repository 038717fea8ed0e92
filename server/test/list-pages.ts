/**
 * Tests of a list paged by name or title (common/schemas/paging.ts): walk it page by page, and
 * check the answers to paging it wrongly.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

type Get = (query: string) => Promise<LightMyRequestResponse>;

/** Every page of `limit` rows from the first to the one whose nextCursor is null (the rows under `key`). */
export async function walkPages<T>(get: Get, key: string, limit: number): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const response = await get(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    if (response.statusCode !== 200) throw new Error(`page failed: ${response.statusCode} ${response.body}`);
    const body = response.json<Record<string, unknown> & { nextCursor: string | null }>();
    expect(body.nextCursor === null || typeof body.nextCursor === 'string').toBe(true);
    pages.push(body[key] as T[]);
    cursor = body.nextCursor;
    if (pages.length > 1_000) throw new Error('the pages never end');
  } while (cursor !== null);
  return pages;
}

const base64url = (text: string | Buffer) => Buffer.from(text).toString('base64url');

/** A limit out of range or not a number, and cursors this server did not make, are a 400 with the field named. */
export async function expectPagingRefused(get: Get): Promise<void> {
  const id = '0b7c3a52-8d0e-4f4e-9a5e-2f1c0d9e8b7a';
  for (const limit of ['0', '201', 'tien', '2.5', '-1']) {
    const response = await get(`?limit=${limit}`);
    expect(response.statusCode, `limit=${limit}`).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { limit: expect.any(String) } });
  }
  const cursors = [
    'nope!',
    base64url('Bakkerij'),
    base64url(`not-a-uuid|Bakkerij`),
    base64url(`${id}|nul\u0000in de naam`),
    base64url(`${id}|${'x'.repeat(401)}`),
    base64url(Buffer.concat([Buffer.from(`${id}|`), Buffer.from([0xff, 0xfe])])),
    'A'.repeat(2_401),
  ];
  for (const cursor of cursors) {
    const response = await get(`?limit=5&cursor=${encodeURIComponent(cursor)}`);
    expect(response.statusCode, `cursor=${cursor.slice(0, 40)}`).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { cursor: expect.any(String) } });
  }
}
