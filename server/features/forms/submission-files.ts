/**
 * Where the team's side of the forms feature meets the files feature (`ctx.files`): a submission's
 * files are attached with owner type `form_submission` (drafts too: a draft is a submission row in
 * state draft), listed with it and removed with it — rows in the deleting transaction, bytes after
 * the commit (FilesRegistry.removeFilesOf).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FileMeta } from '../../../common/schemas/files.js';
import type { Db } from '../../db/database.js';
import { storedFiles } from '../../db/schema/index.js';
import type { FilesRegistry } from '../files/registry.js';

/** The files owner type of a form submission (the portal's and the public form's answers, the team's reads). */
export const submissionOwnerType = 'form_submission';

/** Removes the files of these submissions (called in the deleting transaction). */
export async function removeSubmissionFiles(files: FilesRegistry, tx: Db, submissionIds: readonly string[]): Promise<void> {
  await files.removeFilesOf(tx, submissionOwnerType, submissionIds);
}

/** The files of one submission, with their download URLs. */
export async function submissionFiles(files: FilesRegistry, db: Db, submissionId: string | null): Promise<FileMeta[]> {
  return submissionId ? files.filesOf(db, submissionOwnerType, submissionId) : [];
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
