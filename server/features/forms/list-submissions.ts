/**
 * GET /api/forms/:id/submissions: a form's submitted answers (drafts never), newest first with a
 * keyset cursor on (submitted_at, id), filtered by status and searched in their text (`q` on
 * search_text: parts of it with ILIKE, words typed slightly wrong with trigram word similarity).
 * Each with a preview: its first answers as text, read against the version it answered.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FormSchema } from '../../../common/forms/form-schema.js';
import { formApiLimits, type SubmissionListQuery, type SubmissionListResponse } from '../../../common/schemas/forms.js';
import type { Db } from '../../db/database.js';
import { clients, formSubmissions, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { decodeCursor, encodeCursor } from '../../lib/list-cursor.js';
import { personJson } from '../../lib/people.js';
import { containsPattern } from '../../lib/sql-like.js';
import { cursorTimeSql } from '../../lib/sql-time.js';
import { asObject } from './json-object.js';
import type { FormsActor } from './policy.js';
import { formRowFor } from './read-forms.js';
import { answersText, loadVersions, parseSchema } from './versions.js';

/** The schema each version of a form asks (and the form's own for rows from before versions). */
export async function schemasOf(db: Db, formId: string, own: unknown): Promise<{ byVersion: Map<number, FormSchema | null>; own: FormSchema | null }> {
  const versions = await loadVersions(db, formId);
  return { byVersion: new Map(versions.map((v) => [v.version, parseSchema(v.formData)])), own: parseSchema(own) };
}

export async function listSubmissions(db: Db, who: FormsActor, formId: string, query: SubmissionListQuery): Promise<SubmissionListResponse> {
  const form = await formRowFor(db, who, formId);
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (query.cursor !== undefined && !cursor) throw new AppError('VALIDATION_FAILED', { fields: { cursor: 'VALIDATION_FAILED' } });
  const conditions: SQL[] = [eq(formSubmissions.formId, form.id), eq(formSubmissions.companyId, who.companyId), eq(formSubmissions.state, 'submitted')];
  if (query.status) conditions.push(eq(formSubmissions.status, query.status));
  const q = query.q?.trim();
  if (q) conditions.push(sql`(${formSubmissions.searchText} ilike ${containsPattern(q)} or ${q} <% ${formSubmissions.searchText})`);
  if (cursor) conditions.push(sql`(${formSubmissions.submittedAt}, ${formSubmissions.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  const pageSize = formApiLimits.submissionPage;
  const rows = await db
    .select({
      id: formSubmissions.id,
      status: formSubmissions.status,
      source: formSubmissions.source,
      client: sql<{
        id: string;
        name: string;
        code: string | null;
        color: string | null;
      } | null>`case when ${clients.id} is null then null else json_build_object('id', ${clients.id}, 'name', ${clients.name}, 'code', ${clients.code}, 'color', ${clients.color}) end`,
      submittedBy: personJson(users),
      submittedAt: formSubmissions.submittedAt,
      cursorAt: cursorTimeSql(formSubmissions.submittedAt),
      version: formSubmissions.version,
      data: formSubmissions.submissionData,
    })
    .from(formSubmissions)
    .leftJoin(clients, eq(clients.id, formSubmissions.clientId))
    .leftJoin(users, eq(users.id, formSubmissions.submittedBy))
    .where(and(...conditions))
    .orderBy(desc(formSubmissions.submittedAt), desc(formSubmissions.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const schemas = page.length > 0 ? await schemasOf(db, form.id, form.formData) : null;
  const last = page.at(-1);
  return {
    submissions: page.map(({ cursorAt: _c, data, submittedAt, ...row }) => ({
      ...row,
      submittedAt: (submittedAt ?? new Date(0)).toISOString(),
      preview: answersText(
        row.version !== null ? (schemas!.byVersion.get(row.version) ?? null) : schemas!.own,
        asObject(data) as Record<string, never>,
        formApiLimits.preview,
      ),
    })),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null,
  };
}
