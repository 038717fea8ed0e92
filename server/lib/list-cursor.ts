/**
 * The list's keyset cursor: the last item's created_at and id, as base64url of `<iso>|<id>`. The
 * time keeps PostgreSQL's microseconds (a JavaScript Date would cut them to milliseconds, and rows
 * between the two would be skipped or repeated); ties on created_at are broken by the id.
 */
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
