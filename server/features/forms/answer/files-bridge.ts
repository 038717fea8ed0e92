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
import {
  fieldsOf,
  fileFieldTypes,
  formLimits,
  type FileKind,
  type FormAnswers,
  type FormField,
  type FormSchema,
} from '../../../../common/forms/form-schema.js';
import type { AnswerFileMeta } from '../../../../common/schemas/form-answers.js';
import type { Db } from '../../../db/database.js';
import { formSubmissions, storedFiles } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { AppContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { clientScopeOf, scopeHasClient } from '../../clients/scope.js';
import { clientRowsOf, openPublicForm, requireSendInScope, versionSchema } from './load.js';

export const submissionOwnerType = 'form_submission';

/** The files registry as the contract describes it (features/files), when the app has one. */
interface FilesRegistry {
  attachFiles(
    tx: Db,
    input: { companyId: string; fileIds: string[]; ownerType: string; ownerId: string; uploaderId: string | null },
  ): Promise<AnswerFileMeta[]>;
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
    if (fileFieldTypes.includes(field.type) && Array.isArray(value))
      for (const id of value) if (typeof id === 'string' && uuidPattern.test(id)) ids.add(id.toLowerCase());
  }
  return [...ids];
}

/**
 * The files an answer may name: of the company, and not attached to anything else than this
 * submission (`ownerId`, null for a new one), and unattached ones only of `uploaderId`. Unknown
 * ids are simply absent from the map.
 */
export async function answerFilesOf(
  db: Db,
  input: { companyId: string; fileIds: string[]; ownerId: string | null; uploaderId: string | null },
): Promise<Map<string, AnswerFile>> {
  if (input.fileIds.length === 0) return new Map();
  // An unattached file only by its own uploader (a public form's: an anonymous upload).
  const free = and(isNull(storedFiles.ownerId), input.uploaderId ? eq(storedFiles.uploadedBy, input.uploaderId) : isNull(storedFiles.uploadedBy));
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
        or(
          and(isNull(storedFiles.ownerId), input.uploaderId ? eq(storedFiles.uploadedBy, input.uploaderId) : isNull(storedFiles.uploadedBy)),
          and(eq(storedFiles.ownerType, submissionOwnerType), eq(storedFiles.ownerId, input.submissionId)),
        ),
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

/** What an upload purpose answers (features/files' UploadRules). */
interface UploadRules {
  kinds: FileKind[];
  maxBytes: number;
  images?: { minWidth?: number };
}

/** The registration side of the files registry (features/files), as the contract names it. */
interface FilesRegistration {
  registerPurpose(
    name: string,
    purpose: {
      authorize(db: Db, who: { actor: Actor | null; ip: string }, params: Record<string, string>): Promise<{ companyId: string; rules: UploadRules }>;
    },
  ): void;
  registerOwner(ownerType: string, owner: { canRead(db: Db, actor: Actor, ownerId: string): Promise<boolean> }): void;
}

const mb = 1024 * 1024;

/** The upload rules of a file field: its kinds and size; creatives: images (≥ 600 px wide) and videos. */
export function uploadRulesOf(field: FormField): UploadRules {
  if (field.type === 'file') return { kinds: [...field.accept], maxBytes: field.maxSizeMb * mb };
  if (field.type === 'ad_creatives')
    return { kinds: ['image', 'video'], maxBytes: formLimits.maxFileMb * mb, images: { minWidth: formLimits.adImageMinWidth } };
  throw new AppError('NOT_FOUND');
}

function fileFieldOf(schema: FormSchema, fieldId: string | undefined): FormField {
  const field = fieldsOf(schema).find((f) => f.id === fieldId);
  if (!field || !fileFieldTypes.includes(field.type)) throw new AppError('NOT_FOUND');
  return field;
}

/**
 * Registers the upload purposes and the owner with the files registry (when the app has one):
 * - `form_answer` (params `assignment`, `field`): a client user whose scope holds the send; the
 *   field must be a file or creatives field of the version the client answers; its rules.
 * - `form_public` (params `token`, `field`): anyone with an open public link; the field's rules.
 * - owner `form_submission`: the company's team, and a client user whose scope holds the
 *   submission's client.
 */
export function registerFormFiles(ctx: Pick<AppContext, 'db'>): void {
  const files = (ctx as { files?: Partial<FilesRegistration> }).files;
  if (!files?.registerPurpose || !files.registerOwner) return;
  files.registerPurpose('form_answer', {
    async authorize(db, who, params) {
      if (!who.actor || who.actor.memberRole !== 'client') throw new AppError('FORBIDDEN');
      const scope = await clientScopeOf(db, who.actor);
      const send = await requireSendInScope(db, scope, uuidPattern.test(params.assignment ?? '') ? params.assignment! : '00000000-0000-4000-8000-000000000000');
      const mine = (await clientRowsOf(db, send.companyId, send.clientId, [send.formId])).get(send.formId)!;
      if (mine.submitted && !send.settings.allowEditAfterSubmit) throw new AppError('FORM_ALREADY_SUBMITTED');
      const schema = await versionSchema(db, send.formId, mine.submitted?.version ?? send.currentVersion);
      return { companyId: send.companyId, rules: uploadRulesOf(fileFieldOf(schema, params.field)) };
    },
  });
  files.registerPurpose('form_public', {
    async authorize(db, _who, params) {
      const form = await openPublicForm(db, params.token ?? '', new Date());
      const schema = await versionSchema(db, form.id, form.version);
      return { companyId: form.companyId, rules: uploadRulesOf(fileFieldOf(schema, params.field)) };
    },
  });
  files.registerOwner(submissionOwnerType, {
    async canRead(db, actor, ownerId) {
      if (!uuidPattern.test(ownerId) || !actor.activeCompanyId) return false;
      const [row] = await db
        .select({ companyId: formSubmissions.companyId, clientId: formSubmissions.clientId })
        .from(formSubmissions)
        .where(eq(formSubmissions.id, ownerId));
      if (!row || row.companyId !== actor.activeCompanyId) return false;
      const scope = await clientScopeOf(db, actor);
      return scope.kind === 'team' || (row.clientId !== null && scopeHasClient(scope, row.clientId));
    },
  });
}
