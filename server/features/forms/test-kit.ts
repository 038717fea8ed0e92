/** Calls of the forms API and rows of clients and submissions for the forms tests. */
import { expect } from 'vitest';
import type { FormAnswers, FormSchema } from '../../../common/forms/form-schema.js';
import type { FormDetail } from '../../../common/schemas/forms.js';
import type { Db } from '../../db/database.js';
import { clientContacts, clients, formSubmissions, type FormSubmissionRow } from '../../db/schema/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { answersText } from './versions.js';

type App = Pick<TestApp, 'app'>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export const simpleSchema = (...ids: string[]): FormSchema => ({
  pages: [{ id: 'p1', fields: ids.map((id) => ({ id, type: 'short_text', label: `Vraag ${id}`, required: false })) }],
});

export function formsOf(t: App, sid: string) {
  const call = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, cookies: { sid }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ok = async (method: Method, url: string, payload: unknown, status: number) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res;
  };
  return {
    call,
    async create(body: object = { title: 'Intake' }): Promise<FormDetail> {
      return (await ok('POST', '/api/forms', body, 201)).json<{ form: FormDetail }>().form;
    },
    async get(id: string): Promise<FormDetail> {
      return (await ok('GET', `/api/forms/${id}`, undefined, 200)).json<{ form: FormDetail }>().form;
    },
    async patch(form: Pick<FormDetail, 'id' | 'revision'>, body: object): Promise<FormDetail> {
      return (await ok('PATCH', `/api/forms/${form.id}`, { revision: form.revision, ...body }, 200)).json<{ form: FormDetail }>().form;
    },
    async publish(form: Pick<FormDetail, 'id' | 'revision'>): Promise<FormDetail> {
      return (await ok('POST', `/api/forms/${form.id}/publish`, { revision: form.revision }, 200)).json<{ form: FormDetail }>().form;
    },
    /** A published form asking these short questions. */
    async published(title: string, schema: FormSchema = simpleSchema('naam', 'bericht'), extra: object = {}): Promise<FormDetail> {
      const form = await this.create({ title, ...extra });
      return this.publish(await this.patch(form, { formData: schema }));
    },
    async send(formId: string, clientIds: string[], deadline: string | null = null): Promise<FormDetail> {
      return (await ok('POST', `/api/forms/${formId}/send`, { clientIds, deadline }, 200)).json<{ form: FormDetail }>().form;
    },
  };
}

/** An active client of the company with one portal user (a client user of the company). */
export async function clientWithPortalUser(db: Db, owner: TestUser, name = `Klant ${Math.random().toString(36).slice(2, 8)}`) {
  const [client] = await db.insert(clients).values({ companyId: owner.company.id, name }).returning();
  const portal = await createUser(db, { company: owner.company, isClient: true });
  await db.insert(clientContacts).values({ clientId: client!.id, companyId: owner.company.id, name: 'Petra', email: portal.email, userId: portal.user.id });
  return { client: client!, portal };
}

/** A submitted answer of a form (as the portal would store it). */
export async function insertSubmission(
  db: Db,
  input: {
    form: Pick<FormDetail, 'id'>;
    companyId: string;
    version: number | null;
    answers: FormAnswers;
    schema?: FormSchema;
    clientId?: string | null;
    submittedBy?: string | null;
    submittedAt?: Date;
    state?: 'draft' | 'submitted';
  },
): Promise<FormSubmissionRow> {
  const at = input.submittedAt ?? new Date();
  const [row] = await db
    .insert(formSubmissions)
    .values({
      formId: input.form.id,
      companyId: input.companyId,
      version: input.version,
      clientId: input.clientId ?? null,
      submittedBy: input.submittedBy ?? null,
      state: input.state ?? 'submitted',
      submissionData: input.answers,
      searchText: answersText(input.schema ?? null, input.answers),
      submittedAt: input.state === 'draft' ? null : at,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}
