/**
 * GET /api/forms/:id/submissions.csv: every submitted answer of a form as CSV for Dutch Excel
 * (common/forms/csv.ts: UTF-8 with BOM, `;`, formula starts defused), streamed: the rows are read
 * in keyset pages of 500 (oldest first) and written as the reader takes them, never all in memory.
 *
 * Columns: the answerable fields of the newest version (their labels), then Klant, Status and
 * Ingediend op (nl-NL, Europe/Amsterdam), then the fields that older versions asked and the newest
 * no longer does (under the label they last had), so no answer is lost. A choice is its option's
 * label in the version answered; a file answer is the files' names; an amount Dutch euros.
 */
import { Readable } from 'node:stream';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { fileFieldTypes, type FormField, type FormSchema } from '../../../common/forms/form-schema.js';
import { csvBom, csvRow } from '../../../common/forms/csv.js';
import type { Db } from '../../db/database.js';
import { clients, formSubmissions } from '../../db/schema/index.js';
import { cursorTimeSql } from '../../lib/sql-time.js';
import { asObject } from './json-object.js';
import { schemasOf } from './list-submissions.js';
import type { FormsActor } from './policy.js';
import { formRowFor } from './read-forms.js';
import { fileNamesOf } from './submission-files.js';
import { answerableFields, answerText } from './versions.js';

export const csvPageSize = 500;

const statusLabels = { new: 'Nieuw', in_progress: 'In behandeling', done: 'Afgerond' } as const;
const amsterdam = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "01-03-2026 10:30" in Amsterdam time (a form Dutch Excel reads as a date and time). */
export function submittedText(at: Date): string {
  const part = Object.fromEntries(amsterdam.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.day}-${part.month}-${part.year} ${part.hour}:${part.minute}`;
}

interface Column {
  id: string;
  label: string;
  /** The field as the newest version that asked it has it (type for formatting). */
  field: FormField;
}

/** The newest version's fields, and after them those only older versions asked. */
export function csvColumns(newest: FormSchema | null, older: readonly (FormSchema | null)[]): { current: Column[]; removed: Column[] } {
  const current = newest ? answerableFields(newest).map((field) => ({ id: field.id, label: field.label, field })) : [];
  const seen = new Set(current.map((c) => c.id));
  const removed: Column[] = [];
  for (const schema of older) {
    if (!schema) continue;
    for (const field of answerableFields(schema)) {
      if (seen.has(field.id)) continue;
      seen.add(field.id);
      removed.push({ id: field.id, label: field.label, field });
    }
  }
  return { current, removed };
}

/** A safe file name for Content-Disposition: the title's letters and digits. */
export function csvFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${base || 'formulier'}-inzendingen.csv`;
}

/** The export as a stream (the form is looked up first: NOT_FOUND before any byte is written). */
export async function exportSubmissionsCsv(db: Db, who: FormsActor, formId: string): Promise<{ fileName: string; stream: Readable }> {
  const form = await formRowFor(db, who, formId);
  const schemas = await schemasOf(db, form.id, form.formData);
  const versions = [...schemas.byVersion.entries()].sort((a, b) => b[0] - a[0]);
  const newest = versions[0]?.[1] ?? schemas.own;
  const { current, removed } = csvColumns(newest, [...versions.slice(1).map(([, s]) => s), schemas.own]);
  const columns = [...current, ...removed];
  // Each version's fields by id, once (not per cell): -1 is the form's own schema for rows from before versions.
  const fieldsByVersion = new Map<number, Map<string, FormField>>();
  for (const [version, schema] of [...schemas.byVersion.entries(), [-1, schemas.own] as const])
    if (schema) fieldsByVersion.set(version, new Map(answerableFields(schema).map((f) => [f.id, f])));

  async function* lines(): AsyncGenerator<string> {
    yield csvBom + csvRow([...current.map((c) => c.label), 'Klant', 'Status', 'Ingediend op', ...removed.map((c) => c.label)]);
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const conditions: SQL[] = [eq(formSubmissions.formId, form.id), eq(formSubmissions.companyId, who.companyId), eq(formSubmissions.state, 'submitted')];
      if (after) conditions.push(sql`(${formSubmissions.submittedAt}, ${formSubmissions.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`);
      const rows = await db
        .select({
          id: formSubmissions.id,
          version: formSubmissions.version,
          data: formSubmissions.submissionData,
          status: formSubmissions.status,
          submittedAt: formSubmissions.submittedAt,
          cursorAt: cursorTimeSql(formSubmissions.submittedAt),
          clientName: clients.name,
        })
        .from(formSubmissions)
        .leftJoin(clients, eq(clients.id, formSubmissions.clientId))
        .where(and(...conditions))
        .orderBy(asc(formSubmissions.submittedAt), asc(formSubmissions.id))
        .limit(csvPageSize);
      if (rows.length === 0) return;
      const fileIds = rows.flatMap((row) => {
        const data = asObject(row.data);
        return columns
          .filter((c) => fileFieldTypes.includes(c.field.type))
          .flatMap((c) => (Array.isArray(data[c.id]) ? (data[c.id] as unknown[]).map(String) : []));
      });
      const names = await fileNamesOf(db, who.companyId, fileIds);
      let chunk = '';
      for (const row of rows) {
        const data = asObject(row.data);
        const answered = fieldsByVersion.get(row.version ?? -1);
        const fieldIn = (c: Column) => answered?.get(c.id) ?? c.field;
        const cell = (c: Column) => {
          const value = data[c.id];
          if (fileFieldTypes.includes(c.field.type)) return Array.isArray(value) ? value.map((id) => names.get(String(id)) ?? String(id)).join(', ') : '';
          return answerText(fieldIn(c), value);
        };
        chunk += csvRow([
          ...current.map(cell),
          row.clientName ?? '',
          statusLabels[row.status],
          row.submittedAt ? submittedText(row.submittedAt) : '',
          ...removed.map(cell),
        ]);
      }
      yield chunk;
      const last = rows.at(-1)!;
      after = { at: last.cursorAt, id: last.id };
      if (rows.length < csvPageSize) return;
    }
  }

  return { fileName: csvFileName(form.title), stream: Readable.from(lines(), { objectMode: false }) };
}
