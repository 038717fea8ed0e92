/**
 * Matrix rows of the team's forms API (/api/forms/*, issue 35): every route is the company's
 * admins' and marketeers' (clients 403); another company's form, send, submission or note is 404
 * like an unknown one. An internal note is removed by its author or an admin.
 */
import { eq } from 'drizzle-orm';
import { forms } from '../../../db/schema/index.js';
import { makerOrAdmin, teamObject, teamOnly } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { briefSubmission, formSend, formSubmission, publishedForm, submissionNote } from '../targets/forms.js';
import type { World } from '../world.js';

const revisionOf = async (w: World, id: string) => (await w.db.select({ revision: forms.revision }).from(forms).where(eq(forms.id, id)))[0]?.revision ?? 1;

export const formRows: RouteTable = {
  'GET /api/forms': row({ expect: teamOnly(200) }),
  'POST /api/forms': row({ request: () => ({ body: { title: 'Nieuw formulier', template: 'intake' } }), expect: teamOnly(201) }),
  'GET /api/forms/:id': row({ target: publishedForm, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(200) }),
  'PATCH /api/forms/:id': row({
    target: publishedForm,
    request: async ({ t, w }) => ({ params: { id: t.id }, body: { revision: await revisionOf(w, t.id), title: 'Bijgewerkt' } }),
    expect: teamObject(200),
  }),
  'DELETE /api/forms/:id': row({ target: publishedForm, fresh: true, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(204) }),
  // A fresh form each time: publishing the same schema twice is FORM_NO_CHANGES.
  'POST /api/forms/:id/publish': row({
    target: publishedForm,
    fresh: true,
    request: async ({ t, w }) => {
      await w.db.update(forms).set({ title: 'Nieuwe versie' }).where(eq(forms.id, t.id));
      return { params: { id: t.id }, body: { revision: await revisionOf(w, t.id) } };
    },
    expect: teamObject(200),
  }),
  'POST /api/forms/:id/archive': row({ target: publishedForm, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(200) }),
  'POST /api/forms/:id/restore': row({ target: publishedForm, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(200) }),
  'POST /api/forms/:id/duplicate': row({ target: publishedForm, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(201) }),
  'PUT /api/forms/:id/public-link': row({
    target: publishedForm,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id }, body: { enabled: true } }),
    expect: teamObject(200),
  }),
  'POST /api/forms/:id/send': row({
    target: publishedForm,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id }, body: { clientIds: [t.clientId], deadline: null } }),
    expect: teamObject(200),
  }),
  'DELETE /api/forms/:id/assignments/:assignmentId': row({
    target: formSend,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id, assignmentId: t.assignmentId } }),
    expect: teamObject(204),
  }),
  'GET /api/forms/:id/submissions': row({ target: publishedForm, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(200) }),
  'GET /api/forms/:id/submissions.csv': row({ target: publishedForm, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(200) }),
  'GET /api/forms/submissions/:id': row({ target: formSubmission, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(200) }),
  'PATCH /api/forms/submissions/:id': row({
    target: formSubmission,
    request: ({ t }) => ({ params: { id: t.id }, body: { status: 'in_progress' } }),
    expect: teamObject(200),
  }),
  'DELETE /api/forms/submissions/:id': row({ target: formSubmission, fresh: true, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(204) }),
  'POST /api/forms/submissions/:id/notes': row({
    target: formSubmission,
    request: ({ t }) => ({ params: { id: t.id }, body: { body: 'Gebeld' } }),
    expect: teamObject(201),
  }),
  'DELETE /api/forms/submissions/:id/notes/:noteId': row({
    target: submissionNote,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id, noteId: t.noteId } }),
    expect: makerOrAdmin(204),
  }),
  'POST /api/forms/submissions/:id/checklist': row({
    target: briefSubmission,
    request: ({ t }) => ({ params: { id: t.id }, body: { templateId: t.templateId } }),
    expect: teamObject(201),
  }),
};
