/**
 * Reading what the answer side works on: a send (form assignment) in the actor's client scope with
 * its form, the published versions' schemas, the form's settings, and the client's submission rows.
 * A send outside the scope, of another company, of an archived or never published form, answers
 * 404 like an unknown one.
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { formSchema, formSettings, type FormSchema, type FormSettings } from '../../../../common/forms/form-schema.js';
import type { Db } from '../../../db/database.js';
import { clients, formAssignments, formSubmissions, formVersions, forms } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { scopeHasClient, type ClientScope } from '../../clients/scope.js';

export type SubmissionRow = typeof formSubmissions.$inferSelect;

export interface SendRow {
  assignmentId: string;
  formId: string;
  companyId: string;
  clientId: string;
  clientName: string;
  deadline: Date | null;
  completedAt: Date | null;
  title: string;
  description: string | null;
  kind: 'form' | 'ad_brief';
  currentVersion: number;
  settings: FormSettings;
  ownerId: string | null;
}

/** The form's settings, with defaults for what is missing (never throws on an old row). */
export function settingsOf(raw: unknown): FormSettings {
  const parsed = formSettings.safeParse(raw ?? {});
  return parsed.success ? parsed.data : formSettings.parse({});
}

const sendColumns = {
  assignmentId: formAssignments.id,
  formId: formAssignments.formId,
  companyId: formAssignments.companyId,
  clientId: formAssignments.clientId,
  clientName: clients.name,
  clientStatus: clients.status,
  deadline: formAssignments.deadline,
  completedAt: formAssignments.completedAt,
  title: forms.title,
  description: forms.description,
  kind: forms.kind,
  currentVersion: forms.currentVersion,
  settings: forms.settings,
  ownerId: forms.ownerId,
};

interface RawSend extends Omit<SendRow, 'settings' | 'currentVersion'> {
  clientStatus: string;
  currentVersion: number | null;
  settings: unknown;
}

function toSend(r: RawSend): SendRow {
  const { clientStatus: _status, ...rest } = r;
  return { ...rest, currentVersion: r.currentVersion ?? 0, settings: settingsOf(r.settings) };
}

function sendQuery(db: Db) {
  return db
    .select(sendColumns)
    .from(formAssignments)
    .innerJoin(forms, eq(forms.id, formAssignments.formId))
    .innerJoin(clients, eq(clients.id, formAssignments.clientId));
}

/**
 * The send with this id in the scope (another client's, another company's, an archived form's or
 * an unpublished one's: NOT_FOUND). `lock` takes the send's row for the transaction's changes.
 */
export async function requireSendInScope(db: Db, scope: ClientScope, assignmentId: string, lock = false): Promise<SendRow> {
  if (lock) {
    await db
      .select({ id: formAssignments.id })
      .from(formAssignments)
      .where(and(eq(formAssignments.id, assignmentId), eq(formAssignments.companyId, scope.companyId)))
      .for('update');
  }
  const [row] = await sendQuery(db).where(
    and(
      eq(formAssignments.id, assignmentId),
      eq(formAssignments.companyId, scope.companyId),
      eq(forms.companyId, scope.companyId),
      ne(forms.status, 'archived'),
    ),
  );
  if (!row || row.currentVersion === null || !scopeHasClient(scope, row.clientId)) throw new AppError('NOT_FOUND');
  if (scope.kind === 'client' && row.clientStatus !== 'active') throw new AppError('NOT_FOUND');
  return toSend(row);
}

/** The client's sends (archived and unpublished forms left out), newest send first. */
export async function sendsOfClient(db: Db, companyId: string, clientId: string): Promise<SendRow[]> {
  const rows = await sendQuery(db)
    .where(and(eq(formAssignments.companyId, companyId), eq(formAssignments.clientId, clientId), ne(forms.status, 'archived')))
    .orderBy(desc(formAssignments.sentAt), desc(formAssignments.id));
  return rows.filter((r) => r.currentVersion !== null).map(toSend);
}

/** The schema of a published version (NOT_FOUND when it is missing). */
export async function versionSchema(db: Db, formId: string, version: number): Promise<FormSchema> {
  const [row] = await db
    .select({ formData: formVersions.formData })
    .from(formVersions)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.version, version)));
  if (!row) throw new AppError('NOT_FOUND');
  return formSchema.parse(row.formData);
}

/** The client's portal rows of these forms: its draft and its submission (per form). */
export async function clientRowsOf(
  db: Db,
  companyId: string,
  clientId: string,
  formIds: readonly string[],
): Promise<Map<string, { draft: SubmissionRow | null; submitted: SubmissionRow | null }>> {
  const byForm = new Map(formIds.map((id) => [id, { draft: null as SubmissionRow | null, submitted: null as SubmissionRow | null }]));
  if (formIds.length === 0) return byForm;
  const rows = await db
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.companyId, companyId),
        eq(formSubmissions.clientId, clientId),
        eq(formSubmissions.source, 'portal'),
        inArray(formSubmissions.formId, [...formIds]),
      ),
    )
    .orderBy(desc(formSubmissions.submittedAt));
  for (const row of rows) {
    const entry = byForm.get(row.formId)!;
    if (row.state === 'draft') entry.draft ??= row;
    else entry.submitted ??= row;
  }
  return byForm;
}

/** The form behind a public token, published and open (NOT_FOUND / FORM_CLOSED otherwise). */
export async function openPublicForm(db: Db, token: string, now: Date) {
  const [form] = await db
    .select({
      id: forms.id,
      companyId: forms.companyId,
      title: forms.title,
      description: forms.description,
      kind: forms.kind,
      currentVersion: forms.currentVersion,
      settings: forms.settings,
      ownerId: forms.ownerId,
    })
    .from(forms)
    .where(and(eq(forms.publicToken, token), ne(forms.status, 'archived')));
  if (!form || form.currentVersion === null) throw new AppError('NOT_FOUND');
  const settings = settingsOf(form.settings);
  if (settings.closesAt && Date.parse(settings.closesAt) <= now.getTime()) throw new AppError('FORM_CLOSED');
  return { ...form, version: form.currentVersion, settings };
}
