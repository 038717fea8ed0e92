/**
 * Every use the answer side makes of stored files (features/files), in one place: the metadata of
 * the files an answer names (to check them against the field's rules), attaching them to the
 * submission (draft or submitted) and listing a submission's files.
 *
 * With the files registry on the app context (`ctx.files`, the files helper's branch) these calls
 * go through it; without it (before that branch is merged) they read and write `stored_files`
 * directly with the same rules: a file of another company, or one already attached to another
 * owner, is unknown.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AnswerFile } from '../../../../common/forms/answers.js';
import { fieldsOf, fileFieldTypes, type FormAnswers, type FormSchema } from '../../../../common/forms/form-schema.js';
import type { AnswerFileMeta } from '../../../../common/schemas/form-answers.js';
import type { Db } from '../../../db/database.js';
import { storedFiles } from '../../../db/schema/index.js';
import type { AppContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';

export const submissionOwnerType = 'form_submission';

/** The files registry as the contract describes it (features/files), when the app has one. */
interface FilesRegistry {
  attachFiles(tx: Db, input: { companyId: string; fileIds: string[]; ownerType: string; ownerId: string; uploaderId: string | null }): Promise<AnswerFileMeta[]>;
  filesOf(db: Db, ownerType: string, ownerId: string): Promise<AnswerFileMeta[]>;
}

function registryOf(ctx: Pick<AppContext, 'db'>): FilesRegistry | null {
  const files = (ctx as { files?: Partial<FilesRegistry> }).files;
  return files?.attachFiles && files.filesOf ? (files as FilesRegistry) : null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The file ids named by the answers of file fields (file, ad_creatives); what is no id is left to the rules to refuse. */
export function fileIdsIn(schema: FormSchema, values: FormAnswers): string[] {
  const ids = new Set<string>();
  for (const field of fieldsOf(schema)) {
    const value = values[field.id];
    if (fileFieldTypes.includes(field.type) && Array.isArray(value)) for (const id of value) if (typeof id === 'string' && uuidPattern.test(id)) ids.add(id.toLowerCase());
  }
  return [...ids];
}

/**
 * The files an answer may name: of the company, and not attached to anything else than this
 * submission (`ownerId`, null for a new one). Unknown ids are simply absent from the map.
 */
export async function answerFilesOf(db: Db, input: { companyId: string; fileIds: string[]; ownerId: string | null }): Promise<Map<string, AnswerFile>> {
  if (input.fileIds.length === 0) return new Map();
  const free = isNull(storedFiles.ownerId);
  const mine = input.ownerId ? and(eq(storedFiles.ownerType, submissionOwnerType), eq(storedFiles.ownerId, input.ownerId)) : undefined;
  const rows = await db
    .select({ id: storedFiles.id, mimeType: storedFiles.mimeType, size: storedFiles.size, width: storedFiles.width, height: storedFiles.height })
    .from(storedFiles)
    .where(and(eq(storedFiles.companyId, input.companyId), inArray(storedFiles.id, input.fileIds), mine ? or(free, mine) : free));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Attaches the answer's files to the submission (in the writing transaction). */
export async function attachAnswerFiles(
  ctx: Pick<AppContext, 'db'>,
  tx: Db,
  input: { companyId: string; fileIds: string[]; submissionId: string; uploaderId: string | null },
): Promise<void> {
  if (input.fileIds.length === 0) return;
  const registry = registryOf(ctx);
  if (registry) {
    await registry.attachFiles(tx, {
      companyId: input.companyId,
      fileIds: input.fileIds,
      ownerType: submissionOwnerType,
      ownerId: input.submissionId,
      uploaderId: input.uploaderId,
    });
    return;
  }
  const attached = await tx
    .update(storedFiles)
    .set({ ownerType: submissionOwnerType, ownerId: input.submissionId })
    .where(
      and(
        eq(storedFiles.companyId, input.companyId),
        inArray(storedFiles.id, input.fileIds),
        or(isNull(storedFiles.ownerId), and(eq(storedFiles.ownerType, submissionOwnerType), eq(storedFiles.ownerId, input.submissionId))),
      ),
    )
    .returning({ id: storedFiles.id });
  if (attached.length !== input.fileIds.length) throw new AppError('FORM_ANSWERS_INVALID');
}

/** The submission's files as the portal shows them. */
export async function submissionFiles(ctx: Pick<AppContext, 'db'>, db: Db, submissionId: string | null): Promise<AnswerFileMeta[]> {
  if (!submissionId) return [];
  const registry = registryOf(ctx);
  if (registry) return registry.filesOf(db, submissionOwnerType, submissionId);
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
    .where(and(eq(storedFiles.ownerType, submissionOwnerType), eq(storedFiles.ownerId, submissionId)));
  return rows.map((r) => ({ ...r, url: `/api/files/${r.id}` }));
}

/**
 * Registers the upload purposes and the owner with the files registry, when the app has one:
 * `form_answer` (params `assignment`, `field`), `form_public` (`token`, `field`) and the owner
 * `form_submission`. Wired once features/files is merged (see the report); a no-op before.
 */
export function registerFormFiles(ctx: Pick<AppContext, 'db'>): void {
  void registryOf(ctx);
}
