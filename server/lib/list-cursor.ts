/**
 * The list's keyset cursor: the last item's created_at and id, as base64url of `<iso>|<id>`. The
 * time keeps PostgreSQL's microseconds (a JavaScript Date would cut them to milliseconds, and rows
 * between the two would be skipped or repeated); ties on created_at are broken by the id.
 */
import { AppError } from './errors.js';

export interface ListCursor {
  /** UTC, `YYYY-MM-DDTHH:MM:SS[.ffffff]Z`. */
  createdAt: string;
  id: string;
}

const isoPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor in `value`, or null when it is not one this server made. */
export function decodeCursor(value: string): ListCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const [createdAt, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !createdAt || !id) return null;
  if (!isoPattern.test(createdAt) || !uuidPattern.test(id)) return null;
  // The pattern lets 2024-02-31 through; the date must also exist.
  const millis = Date.parse(createdAt);
  if (Number.isNaN(millis) || new Date(millis).toISOString().slice(0, 19) !== createdAt.slice(0, 19)) return null;
  return { createdAt, id: id.toLowerCase() };
}

/**
 * A list ordered by a text (a name or title) and then the id: the last item's id and text, as
 * base64url of `<id>|<text>` (the text comes last, so it may hold the separator itself). The text
 * is compared in SQL, where a NUL cannot be: a cursor with one is not one this server made.
 */
export interface TextCursor {
  text: string;
  id: string;
}

/** The longest text a text cursor carries (names and titles are at most 200 characters). */
const textCursorMax = 400;

export function encodeTextCursor(cursor: TextCursor): string {
  return Buffer.from(`${cursor.id}|${cursor.text}`, 'utf8').toString('base64url');
}

export function decodeTextCursor(value: string): TextCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const bytes = Buffer.from(value, 'base64url');
  const decoded = bytes.toString('utf8');
  // Bytes that are not UTF-8 decode to U+FFFD and would not encode back to the same bytes.
  if (!Buffer.from(decoded, 'utf8').equals(bytes)) return null;
  const at = decoded.indexOf('|');
  if (at === -1) return null;
  const id = decoded.slice(0, at);
  const text = decoded.slice(at + 1);
  if (!uuidPattern.test(id) || text.length > textCursorMax || text.includes('\u0000')) return null;
  return { text, id: id.toLowerCase() };
}

/**
 * What a request of a list paged by name or title asks (common/schemas/paging.ts): its cursor,
 * whether it asks a page at all, and the page's length. A cursor this server did not make is a 400.
 */
export function textPageOf(input: { limit?: number | undefined; cursor?: string | undefined }, maxPageSize: number) {
  const cursor = input.cursor === undefined ? null : decodeTextCursor(input.cursor);
  if (input.cursor !== undefined && !cursor) throw new AppError('VALIDATION_FAILED', { fields: { cursor: 'VALIDATION_FAILED' } });
  return { cursor, paged: input.limit !== undefined || cursor !== null, limit: input.limit ?? maxPageSize };
}

/** The cursor after a page of `limit` rows read with one more (null when that one is missing: the last page). */
export function nextTextCursor<T>(rows: readonly T[], limit: number, cursorOf: (row: T) => TextCursor): string | null {
  return rows.length > limit ? encodeTextCursor(cursorOf(rows[limit - 1]!)) : null;
}
