/**
 * Reading forms: the list (GET /api/forms: search on the title, status and owner filters, newest
 * changed first with a keyset cursor) and one form as the builder reads it (its sends included).
 * Every query is scoped to the active company; another company's id is NOT_FOUND.
 */
import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { formSettings } from '../../../common/forms/form-schema.js';
import { formApiLimits, type FormDetail, type FormListItem, type FormListQuery, type FormListResponse } from '../../../common/schemas/forms.js';
import type { Db } from '../../db/database.js';
import { clients, formAssignments, formSubmissions, formVersions, forms, users, type FormRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { decodeCursor, encodeCursor } from '../../lib/list-cursor.js';
import { personJson } from '../../lib/people.js';
import { containsPattern } from '../../lib/sql-like.js';
import { cursorTimeSql } from '../../lib/sql-time.js';
import { asObject } from './json-object.js';
import type { FormsActor } from './policy.js';

/** The edited form differs from its newest published version (always true before the first publish). */
export const unpublishedChangesSql = sql<boolean>`not exists (select 1 from ${formVersions} fv where fv.form_id = ${forms.id}
  and fv.version = ${forms.currentVersion} and fv.form_data = ${forms.formData} and fv.title = ${forms.title}
  and fv.description is not distinct from ${forms.description})`;

/** The company's form row (locked for a change), or NOT_FOUND. */
export async function formRowFor(db: Db, who: Pick<FormsActor, 'companyId'>, id: string, options: { lock?: boolean } = {}): Promise<FormRow> {
  const query = db
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), eq(forms.companyId, who.companyId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const countOf = (where: SQL) => sql<number>`(select count(*)::int from ${formSubmissions} where ${where})`;

export async function listForms(db: Db, who: FormsActor, query: FormListQuery): Promise<FormListResponse> {
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (query.cursor !== undefined && !cursor) throw new AppError('VALIDATION_FAILED', { fields: { cursor: 'VALIDATION_FAILED' } });
  const conditions: (SQL | undefined)[] = [eq(forms.companyId, who.companyId)];
  // Without a status filter the list is the forms in use: archived ones only when asked for.
  conditions.push(query.status ? eq(forms.status, query.status) : ne(forms.status, 'archived'));
  if (query.ownerId) conditions.push(eq(forms.ownerId, query.ownerId));
  const q = query.q?.trim();
  if (q) conditions.push(or(sql`${forms.title} ilike ${containsPattern(q)}`, sql`${q} <% ${forms.title}`));
  if (cursor) conditions.push(sql`(${forms.updatedAt}, ${forms.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  const pageSize = formApiLimits.listPage;
  const rows = await db
    .select({
      id: forms.id,
      title: forms.title,
      description: forms.description,
      kind: forms.kind,
      status: forms.status,
      currentVersion: forms.currentVersion,
      owner: personJson(users),
      updatedAt: forms.updatedAt,
      cursorAt: cursorTimeSql(forms.updatedAt),
      submissionCount: countOf(sql`${formSubmissions.formId} = ${forms.id} and ${formSubmissions.state} = 'submitted'`),
      newSubmissionCount: countOf(
        sql`${formSubmissions.formId} = ${forms.id} and ${formSubmissions.state} = 'submitted' and ${formSubmissions.status} = 'new'`,
      ),
      openAssignmentCount: sql<number>`(select count(*)::int from ${formAssignments} where ${formAssignments.formId} = ${forms.id} and ${formAssignments.completedAt} is null)`,
      hasUnpublishedChanges: unpublishedChangesSql,
      publicToken: forms.publicToken,
    })
    .from(forms)
    .leftJoin(users, eq(users.id, forms.ownerId))
    .where(and(...conditions))
    .orderBy(desc(forms.updatedAt), desc(forms.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    forms: page.map(({ cursorAt: _cursorAt, updatedAt, ...row }): FormListItem => ({ ...row, updatedAt: updatedAt.toISOString() })),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null,
  };
}

/** The builder's view of a form: its row, owner, whether it has unpublished changes, and its sends. */
export async function formDetailOf(db: Db, row: FormRow): Promise<FormDetail> {
  const [extra] = await db
    .select({ owner: personJson(users), hasUnpublishedChanges: unpublishedChangesSql })
    .from(forms)
    .leftJoin(users, eq(users.id, forms.ownerId))
    .where(eq(forms.id, row.id));
  const sends = await db
    .select({
      id: formAssignments.id,
      client: { id: clients.id, name: clients.name, code: clients.code, color: clients.color },
      deadline: formAssignments.deadline,
      sentAt: formAssignments.sentAt,
      completedAt: formAssignments.completedAt,
      submissionId: sql<
        string | null
      >`(select s.id from ${formSubmissions} s where s.assignment_id = ${formAssignments.id} and s.state = 'submitted' order by s.submitted_at desc limit 1)`,
    })
    .from(formAssignments)
    .innerJoin(clients, eq(clients.id, formAssignments.clientId))
    .where(eq(formAssignments.formId, row.id))
    .orderBy(clients.name, formAssignments.id);
  const settings = formSettings.safeParse(row.settings);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    formData: asObject(row.formData),
    kind: row.kind,
    status: row.status,
    settings: settings.success ? settings.data : formSettings.parse({}),
    currentVersion: row.currentVersion,
    revision: row.revision,
    publicToken: row.publicToken,
    owner: extra?.owner ?? null,
    hasUnpublishedChanges: extra?.hasUnpublishedChanges ?? true,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    assignments: sends.map((s) => ({
      ...s,
      deadline: s.deadline?.toISOString() ?? null,
      sentAt: s.sentAt.toISOString(),
      completedAt: s.completedAt?.toISOString() ?? null,
    })),
  };
}

export async function getFormDetail(db: Db, who: FormsActor, id: string): Promise<FormDetail> {
  return formDetailOf(db, await formRowFor(db, who, id));
}
