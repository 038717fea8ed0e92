/**
 * Paging a list ordered by a name or title (GET /api/accounts, GET /api/checklists): `limit` rows
 * after `cursor` (the `nextCursor` of the page before; `limit` is 200 when only a cursor is given).
 * Without either the answer is the whole list, as the screens load it, with no `nextCursor`.
 */
import { z } from 'zod';

export const listPageLimits = {
  maxPageSize: 200,
  /** A cursor carries an id and a name or title of at most 400 characters, base64url-encoded. */
  cursorMax: 2_400,
} as const;

export const listPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(listPageLimits.maxPageSize).optional(),
  cursor: z.string().min(1).max(listPageLimits.cursorMax).optional(),
});
export type ListPageQuery = z.infer<typeof listPageQuery>;
