/**
 * The one place where the forms feature meets the files feature (branch f35-files). Until that is
 * merged these are stand-ins; the lead wires them here and nowhere else:
 *
 * TODO(f35-files): `removeSubmissionFiles` → `ctx.files.removeFilesOf(tx, 'form_submission', ids)`
 * (rows deleted in the transaction, bytes after commit). `submissionFiles` reads the rows the way
 * the registry's `filesOf` does (GET /api/forms/submissions/:id lists them; it was an empty stand-in).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FormFileMeta } from '../../../common/schemas/forms.js';
import type { Db } from '../../db/database.js';
import { storedFiles } from '../../db/schema/index.js';

export const submissionOwnerType = 'form_submission';

/** Removes the files of these submissions (called in the deleting transaction). */
export async function removeSubmissionFiles(tx: Db, submissionIds: readonly string[]): Promise<void> {
  if (submissionIds.length === 0) return;
  // Stand-in: the rows only. The files feature's removeFilesOf also removes the bytes after commit.
  await tx.delete(storedFiles).where(and(eq(storedFiles.ownerType, submissionOwnerType), inArray(storedFiles.ownerId, [...submissionIds])));
}

/**
 * The files attached to one submission, oldest first, with their authorised download path (as the
 * files registry's `filesOf` answers them: an attached file needs no upload token).
 */
export async function submissionFiles(db: Db, submissionId: string): Promise<FormFileMeta[]> {
  const rows = await db
    .select({
      id: storedFiles.id,
      name: storedFiles.name,
      mimeType: storedFiles.mimeType,
      size: storedFiles.size,
      width: storedFiles.width,
      height: storedFiles.height,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerType, submissionOwnerType), eq(storedFiles.ownerId, submissionId)))
    .orderBy(storedFiles.createdAt, sql`${storedFiles.id}`);
  return rows.map((row) => ({ ...row, url: `/api/files/${row.id}` }));
}

/** File names by id, for the CSV export (a file answer is a list of file ids). */
export async function fileNamesOf(db: Db, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, name: storedFiles.name })
    .from(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
