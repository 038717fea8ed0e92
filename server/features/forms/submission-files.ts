/**
 * The one place where the forms feature meets the files feature (branch f35-files). Until that is
 * merged these are stand-ins; the lead wires them here and nowhere else:
 *
 * TODO(f35-files): `removeSubmissionFiles` → `ctx.files.removeFilesOf(tx, 'form_submission', ids)`
 * (rows deleted in the transaction, bytes after commit), and `submissionFiles` →
 * `ctx.files.filesOf(db, 'form_submission', id)` (the FileMeta list with download URLs).
 */
import { and, eq, inArray } from 'drizzle-orm';
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

/** The files of one submission (empty until the files feature is merged). */
export async function submissionFiles(_db: Db, _submissionId: string): Promise<FormFileMeta[]> {
  return [];
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
