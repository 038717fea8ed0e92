/**
 * The client portal's Formulieren (issue 35): the sends of a client, one send with what was
 * answered, the draft's autosave, the submission and an edit after submitting. Every read and
 * write goes through the client scope (load.ts); the team reads the same answers through
 * "Bekijk als klant" and never writes.
 *
 * A draft answers the newest published version (the version it started on, unless a newer one was
 * published since: then the newest); a submission keeps the version it answered until the client
 * changes it (when the form allows that): a change answers the newest version. The draft row becomes the submission (state submitted), so what was stored is
 * never thrown away: a refused submit leaves the draft as it was; a stale revision answers 409.
 */
import { and, eq, sql } from 'drizzle-orm';
import { answerDiff, answerSearchText, validateAnswers } from '../../../../common/forms/answers.js';
import { fieldsOf, type FormAnswers, type FormSchema } from '../../../../common/forms/form-schema.js';
import type {
  PortalFormItem,
  PortalFormResponse,
  PortalFormState,
  SaveDraftRequest,
  SaveDraftResponse,
  SubmitFormRequest,
  SubmitFormResponse,
} from '../../../../common/schemas/form-answers.js';
import type { Db } from '../../../db/database.js';
import { formAssignments, formSubmissions } from '../../../db/schema/index.js';
import type { AppContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { transactionWithEvents, type Emit } from '../../../lib/events/with-events.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { requireClientInScope, type ClientScope } from '../../clients/scope.js';
import { emitPortalChange } from '../../portal/live.js';
import { answerFilesOf, fileIdsIn, submissionFiles, syncAnswerFiles, unknownFileFields } from './files-bridge.js';
import { clientRowsOf, requireSendInScope, sendsOfClient, versionSchema, type SendRow, type SubmissionRow } from './load.js';
import { accountManagersOf, notifyFormEdited, notifyFormSubmitted } from './notify.js';

type Ctx = Pick<AppContext, 'db' | 'events' | 'env' | 'mail' | 'files'>;

function stateOf(rows: { draft: SubmissionRow | null; submitted: SubmissionRow | null }): PortalFormState {
  if (rows.submitted) return 'submitted';
  return rows.draft ? 'draft' : 'open';
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET /api/portal/forms?client=: the client's sends (archived forms left out). */
export async function listPortalForms(db: Db, scope: ClientScope, clientId: string): Promise<{ forms: PortalFormItem[] }> {
  const client = await requireClientInScope(db, scope, clientId);
  const sends = await sendsOfClient(db, scope.companyId, client.id);
  const rows = await clientRowsOf(
    db,
    scope.companyId,
    client.id,
    sends.map((s) => s.formId),
  );
  return {
    forms: sends.map((send) => {
      const mine = rows.get(send.formId)!;
      const state = stateOf(mine);
      const stored = mine.submitted ?? mine.draft;
      return {
        assignmentId: send.assignmentId,
        formId: send.formId,
        clientId: send.clientId,
        title: send.title,
        description: send.description,
        kind: send.kind,
        deadline: iso(send.deadline),
        state,
        submittedAt: iso(mine.submitted?.submittedAt ?? null),
        canEdit: state === 'submitted' && send.settings.allowEditAfterSubmit,
        updatedAt: (stored?.updatedAt ?? new Date(0)).toISOString(),
      };
    }),
  };
}

/** GET /api/portal/forms/:assignmentId: the form as answered (the submission's version, or the newest for a draft). */
export async function readPortalForm(ctx: Pick<AppContext, 'db' | 'files'>, scope: ClientScope, assignmentId: string): Promise<PortalFormResponse> {
  const send = await requireSendInScope(ctx.db, scope, assignmentId);
  const mine = (await clientRowsOf(ctx.db, send.companyId, send.clientId, [send.formId])).get(send.formId)!;
  const stored = mine.submitted ?? mine.draft;
  const version = mine.submitted?.version ?? send.currentVersion;
  const schema = await versionSchema(ctx.db, send.formId, version);
  // A submission on an older version that may be changed is changed on the newest (the client was told what changed).
  const editSchema =
    mine.submitted && send.settings.allowEditAfterSubmit && version !== send.currentVersion
      ? await versionSchema(ctx.db, send.formId, send.currentVersion)
      : null;
  return {
    form: {
      assignmentId: send.assignmentId,
      formId: send.formId,
      clientId: send.clientId,
      title: send.title,
      description: send.description,
      kind: send.kind,
      version,
      schema,
      editSchema,
      settings: { allowEditAfterSubmit: send.settings.allowEditAfterSubmit, confirmationMessage: send.settings.confirmationMessage },
      deadline: iso(send.deadline),
    },
    answers: (stored?.submissionData ?? {}) as Record<string, unknown>,
    files: await submissionFiles(ctx.files, ctx.db, stored?.id ?? null),
    state: stateOf(mine),
    revision: stored?.revision ?? null,
    submittedAt: iso(mine.submitted?.submittedAt ?? null),
  };
}

function invalid(errors: Record<string, string>): AppError {
  return new AppError('FORM_ANSWERS_INVALID', { fields: errors });
}

const changedElsewhere = () => new AppError('FORM_DRAFT_CHANGED_ELSEWHERE');

/** Validates for a submission: the answers and the files they name. */
async function validateForSubmit(
  ctx: Pick<Ctx, 'files'>,
  tx: Db,
  schema: FormSchema,
  answers: FormAnswers,
  where: { companyId: string; submissionId: string | null; uploaderId: string },
) {
  const files = await answerFilesOf(ctx.files, tx, {
    companyId: where.companyId,
    fileIds: fileIdsIn(schema, answers),
    ownerId: where.submissionId,
    uploaderId: where.uploaderId,
  });
  const { values, errors } = validateAnswers(schema, answers, { mode: 'submit', files });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return values;
}

/** PUT /api/portal/forms/:assignmentId/draft: the autosave (shape-checked, never required-checked). */
export async function savePortalDraft(
  ctx: Ctx,
  scope: ClientScope & { kind: 'client' },
  assignmentId: string,
  body: SaveDraftRequest,
): Promise<SaveDraftResponse> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const send = await requireSendInScope(tx, scope, assignmentId, true);
    const mine = (await clientRowsOf(tx, send.companyId, send.clientId, [send.formId])).get(send.formId)!;
    if (mine.submitted) throw new AppError('FORM_ALREADY_SUBMITTED');
    const schema = await versionSchema(tx, send.formId, send.currentVersion);
    const { values, errors } = validateAnswers(schema, body.answers as FormAnswers, { mode: 'draft' });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const now = new Date();
    let row: { id: string; revision: number };
    if (mine.draft) {
      if (body.revision !== mine.draft.revision) throw changedElsewhere();
      [row] = (await tx
        .update(formSubmissions)
        .set({
          submissionData: values,
          version: send.currentVersion,
          revision: sql`${formSubmissions.revision} + 1`,
          updatedAt: now,
          submittedBy: scope.userId,
        })
        .where(and(eq(formSubmissions.id, mine.draft.id), eq(formSubmissions.revision, body.revision)))
        .returning({ id: formSubmissions.id, revision: formSubmissions.revision })) as [{ id: string; revision: number }];
      if (!row) throw changedElsewhere();
    } else {
      // A draft another session made since this one read: its answers win until reloaded.
      if (body.revision !== null) throw changedElsewhere();
      const inserted = await insertDraft(tx, send, values, scope.userId, now);
      if (!inserted) throw changedElsewhere();
      row = inserted;
      await emitPortalChange(tx, emit, { companyId: send.companyId, clientId: send.clientId });
    }
    // A draft is not checked against the fields' rules, but names only files it may attach.
    const fileIds = fileIdsIn(schema, values);
    const attachable = await answerFilesOf(ctx.files, tx, { companyId: send.companyId, fileIds, ownerId: row.id, uploaderId: scope.userId });
    const fileErrors = unknownFileFields(schema, values, attachable);
    if (Object.keys(fileErrors).length > 0) throw invalid(fileErrors);
    await syncAnswerFiles(ctx.files, tx, { companyId: send.companyId, fileIds, submissionId: row.id, uploaderId: scope.userId });
    return { revision: row.revision, savedAt: now.toISOString() };
  });
}

/** A new draft; null when another session's draft won the race (the unique draft per form and client). */
async function insertDraft(tx: Db, send: SendRow, values: FormAnswers, userId: string, now: Date): Promise<{ id: string; revision: number } | null> {
  try {
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        formId: send.formId,
        companyId: send.companyId,
        version: send.currentVersion,
        assignmentId: send.assignmentId,
        clientId: send.clientId,
        submittedBy: userId,
        source: 'portal',
        state: 'draft',
        status: 'new',
        submissionData: values,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: formSubmissions.id, revision: formSubmissions.revision });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** POST /api/portal/forms/:assignmentId/submit: the first submission, or an edit when the form allows it. */
export async function submitPortalForm(
  ctx: Ctx,
  scope: ClientScope & { kind: 'client' },
  assignmentId: string,
  body: SubmitFormRequest,
): Promise<SubmitFormResponse> {
  const { result, mailed } = await transactionWithEvents(ctx, async (tx, emit) => {
    const send = await requireSendInScope(tx, scope, assignmentId, true);
    const mine = (await clientRowsOf(tx, send.companyId, send.clientId, [send.formId])).get(send.formId)!;
    if (mine.submitted) return editSubmission(ctx, tx, emit, scope, send, mine.submitted, body);
    return firstSubmission(ctx, tx, emit, scope, send, mine.draft, body);
  });
  if (mailed) ctx.mail.kick();
  return result;
}

type Outcome = { result: SubmitFormResponse; mailed: boolean };

async function firstSubmission(
  ctx: Ctx,
  tx: Db,
  emit: Emit,
  scope: ClientScope & { kind: 'client' },
  send: SendRow,
  draft: SubmissionRow | null,
  body: SubmitFormRequest,
): Promise<Outcome> {
  if (draft && body.revision !== draft.revision) throw changedElsewhere();
  const schema = await versionSchema(tx, send.formId, send.currentVersion);
  const values = await validateForSubmit(ctx, tx, schema, body.answers as FormAnswers, {
    companyId: send.companyId,
    submissionId: draft?.id ?? null,
    uploaderId: scope.userId,
  });
  const now = new Date();
  const submitted = {
    state: 'submitted' as const,
    status: 'new' as const,
    version: send.currentVersion,
    submissionData: values,
    searchText: answerSearchText(schema, values),
    submittedBy: scope.userId,
    submittedAt: now,
    updatedAt: now,
  };
  let row: { id: string; revision: number } | undefined;
  if (draft) {
    [row] = await tx
      .update(formSubmissions)
      .set({ ...submitted, revision: sql`${formSubmissions.revision} + 1` })
      .where(and(eq(formSubmissions.id, draft.id), eq(formSubmissions.revision, draft.revision), eq(formSubmissions.state, 'draft')))
      .returning({ id: formSubmissions.id, revision: formSubmissions.revision });
    if (!row) throw changedElsewhere();
  } else {
    [row] = await tx
      .insert(formSubmissions)
      .values({
        ...submitted,
        formId: send.formId,
        companyId: send.companyId,
        assignmentId: send.assignmentId,
        clientId: send.clientId,
        source: 'portal',
        createdAt: now,
      })
      .returning({ id: formSubmissions.id, revision: formSubmissions.revision });
  }
  await tx.update(formAssignments).set({ completedAt: now }).where(eq(formAssignments.id, send.assignmentId));
  await syncAnswerFiles(ctx.files, tx, { companyId: send.companyId, fileIds: fileIdsIn(schema, values), submissionId: row!.id, uploaderId: scope.userId });
  const mailed = await notifyFormSubmitted(tx, emit, ctx, {
    companyId: send.companyId,
    formId: send.formId,
    formTitle: send.title,
    submissionId: row!.id,
    client: { id: send.clientId, name: send.clientName },
    recipients: await accountManagersOf(tx, send.clientId),
  });
  await emitPortalChange(tx, emit, { companyId: send.companyId, clientId: send.clientId });
  return { result: { submission: { id: row!.id, submittedAt: now.toISOString(), state: 'submitted', revision: row!.revision } }, mailed };
}

async function editSubmission(
  ctx: Ctx,
  tx: Db,
  emit: Emit,
  scope: ClientScope & { kind: 'client' },
  send: SendRow,
  row: SubmissionRow,
  body: SubmitFormRequest,
): Promise<Outcome> {
  if (!send.settings.allowEditAfterSubmit) throw new AppError('FORM_ALREADY_SUBMITTED');
  if (body.revision !== row.revision) throw changedElsewhere();
  // An edit answers the newest version (the answered one is shown until then): the submission moves to it.
  const schema = await versionSchema(tx, send.formId, send.currentVersion);
  const values = await validateForSubmit(ctx, tx, schema, body.answers as FormAnswers, {
    companyId: send.companyId,
    submissionId: row.id,
    uploaderId: scope.userId,
  });
  const changed = answerDiff(row.submissionData as FormAnswers, values);
  const submittedAt = row.submittedAt ?? new Date();
  if (changed.length === 0)
    return { result: { submission: { id: row.id, submittedAt: submittedAt.toISOString(), state: 'submitted', revision: row.revision } }, mailed: false };
  const now = new Date();
  const [updated] = await tx
    .update(formSubmissions)
    .set({
      submissionData: values,
      version: send.currentVersion,
      searchText: answerSearchText(schema, values),
      changedFieldIds: changed,
      updatedAt: now,
      revision: sql`${formSubmissions.revision} + 1`,
    })
    .where(and(eq(formSubmissions.id, row.id), eq(formSubmissions.revision, row.revision)))
    .returning({ revision: formSubmissions.revision });
  if (!updated) throw changedElsewhere();
  await syncAnswerFiles(ctx.files, tx, { companyId: send.companyId, fileIds: fileIdsIn(schema, values), submissionId: row.id, uploaderId: scope.userId });
  // A field the newest version dropped is named as the answered version called it.
  const answered = row.version !== null && row.version !== send.currentVersion ? await versionSchema(tx, send.formId, row.version) : schema;
  const labels = new Map([...fieldsOf(answered), ...fieldsOf(schema)].map((f) => [f.id, f.label]));
  const mailed = await notifyFormEdited(tx, emit, ctx, {
    companyId: send.companyId,
    formId: send.formId,
    formTitle: send.title,
    submissionId: row.id,
    client: { id: send.clientId, name: send.clientName },
    changedLabels: changed.map((id) => labels.get(id) ?? id),
  });
  await emitPortalChange(tx, emit, { companyId: send.companyId, clientId: send.clientId });
  return { result: { submission: { id: row.id, submittedAt: submittedAt.toISOString(), state: 'submitted', revision: updated.revision } }, mailed };
}
