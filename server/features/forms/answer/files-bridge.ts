/**
 * Every use the answer side makes of stored files (features/files, `ctx.files`), in one place: the
 * files an answer may name (to check them against the field's rules), attaching them to the
 * submission (draft or submitted) and letting go of the ones it no longer names, listing a
 * submission's files, and the upload purposes and owner type of forms.
 */
import { eq } from 'drizzle-orm';
import type { AnswerFile } from '../../../../common/forms/answers.js';
import { fieldsOf, fileFieldTypes, formLimits, type FormAnswers, type FormField, type FormSchema } from '../../../../common/forms/form-schema.js';
import type { Db } from '../../../db/database.js';
import { formSubmissions } from '../../../db/schema/index.js';
import type { AppContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { clientScopeOf, scopeHasClient } from '../../clients/scope.js';
import type { FilesRegistry, UploadRules } from '../../files/registry.js';
import { submissionOwnerType } from '../submission-files.js';
import { clientRowsOf, openPublicForm, requireSendInScope, versionSchema } from './load.js';

export { submissionFiles, submissionOwnerType } from '../submission-files.js';

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
 * submission (`ownerId`, null for a new one), and unattached ones only of `uploaderId` (null: an
 * anonymous upload, a public form). Unknown ids are simply absent from the map.
 */
export async function answerFilesOf(
  files: FilesRegistry,
  db: Db,
  input: { companyId: string; fileIds: string[]; ownerId: string | null; uploaderId: string | null },
): Promise<Map<string, AnswerFile>> {
  return files.attachableFiles(db, { ...input, ownerType: submissionOwnerType });
}

/**
 * The file fields of `values` naming a file the answer may not name (of another company, another
 * owner, another uploader, or none at all): FORM_ANSWER_FILE_INVALID each. A draft is not checked
 * against the rules, but it may only name files it could attach.
 */
export function unknownFileFields(schema: FormSchema, values: FormAnswers, files: ReadonlyMap<string, unknown>): Record<string, 'FORM_ANSWER_FILE_INVALID'> {
  const errors: Record<string, 'FORM_ANSWER_FILE_INVALID'> = {};
  for (const field of fieldsOf(schema)) {
    const value = values[field.id];
    if (!fileFieldTypes.includes(field.type) || !Array.isArray(value)) continue;
    if (value.some((id) => typeof id !== 'string' || !files.has(id.toLowerCase()))) errors[field.id] = 'FORM_ANSWER_FILE_INVALID';
  }
  return errors;
}

/**
 * Makes the submission's files the ones its answers name (in the writing transaction): attaches
 * them, and removes the files it had and no longer names (rows now, bytes after the commit).
 */
export async function syncAnswerFiles(
  files: FilesRegistry,
  tx: Db,
  input: { companyId: string; fileIds: string[]; submissionId: string; uploaderId: string | null },
): Promise<void> {
  await files.attachFiles(tx, {
    companyId: input.companyId,
    fileIds: input.fileIds,
    ownerType: submissionOwnerType,
    ownerId: input.submissionId,
    uploaderId: input.uploaderId,
  });
  await files.detachFilesExcept(tx, submissionOwnerType, input.submissionId, input.fileIds);
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
 * Registers the upload purposes and the owner with the files registry, once at app start (the
 * forms feature's routes):
 * - `form_answer` (params `assignment`, `field`): a client user whose scope holds the send; the
 *   field must be a file or creatives field of the version the client answers; its rules.
 * - `form_public` (params `token`, `field`): anyone with an open public link; the field's rules.
 * - owner `form_submission`: the company's team, and a client user whose scope holds the
 *   submission's client.
 */
export function registerFormFiles(ctx: Pick<AppContext, 'files'>): void {
  const files = ctx.files;
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
      if (!uuidPattern.test(ownerId) || !actor.activeCompanyId || !actor.memberRole) return false;
      const [row] = await db
        .select({ companyId: formSubmissions.companyId, clientId: formSubmissions.clientId })
        .from(formSubmissions)
        .where(eq(formSubmissions.id, ownerId));
      if (!row || row.companyId !== actor.activeCompanyId) return false;
      if (actor.memberRole === 'admin' || actor.memberRole === 'marketeer') return true;
      if (actor.memberRole !== 'client' || row.clientId === null) return false;
      const scope = await clientScopeOf(db, actor);
      return scope.kind === 'client' && scopeHasClient(scope, row.clientId);
    },
  });
}
