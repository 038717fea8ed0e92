/**
 * Forms of the matrix (issue 35): a published form of the owner's company with a client to send it
 * to, a send, a submitted answer, a note on one (authored: its author or an admin deletes it) and a
 * submitted ad brief. Made straight into the tables; every one the company's team reads.
 */
import { randomUUID } from 'node:crypto';
import { starterTemplates } from '../../../../common/forms/starter-templates.js';
import type { FormSchema } from '../../../../common/forms/form-schema.js';
import { clients, formAssignments, formSubmissionNotes, formSubmissions, formVersions, forms } from '../../../db/schema/index.js';
import type { Target } from '../target.js';
import type { Person, World } from '../world.js';

const schema: FormSchema = { pages: [{ id: 'p1', fields: [{ id: 'naam', type: 'short_text', label: 'Naam', required: true }] }] };

async function makeForm(w: World, owner: Person, kind: 'form' | 'ad_brief' = 'form') {
  const formData = kind === 'ad_brief' ? starterTemplates.campaign_brief.schema : schema;
  const title = `Formulier van ${owner.label}`;
  const [form] = await w.db
    .insert(forms)
    .values({
      companyId: owner.company.id,
      title,
      formData,
      kind,
      status: 'published',
      currentVersion: 1,
      ownerId: owner.role === 'client' ? null : owner.user.id,
    })
    .returning({ id: forms.id });
  await w.db.insert(formVersions).values({ formId: form!.id, companyId: owner.company.id, version: 1, title, formData });
  const [client] = await w.db
    .insert(clients)
    .values({ companyId: owner.company.id, name: `Formulierklant ${randomUUID().slice(0, 8)}` })
    .returning({ id: clients.id });
  return { id: form!.id, clientId: client!.id };
}

async function makeSubmission(w: World, owner: Person, kind: 'form' | 'ad_brief' = 'form') {
  const form = await makeForm(w, owner, kind);
  const [row] = await w.db
    .insert(formSubmissions)
    .values({
      formId: form.id,
      companyId: owner.company.id,
      version: 1,
      clientId: form.clientId,
      state: 'submitted',
      submissionData: { naam: 'Petra de Boer' },
      searchText: 'Petra de Boer',
      submittedAt: new Date(),
    })
    .returning({ id: formSubmissions.id });
  return { id: row!.id, formId: form.id };
}

/** A published form with a client of its company to send it to. */
export const publishedForm: Target<{ id: string; clientId: string }> = {
  name: 'published form',
  ownership: 'company',
  make: (w, owner) => makeForm(w, owner),
  ids: (t) => [t.id],
};

/** A form sent to a client of its company. */
export const formSend: Target<{ id: string; assignmentId: string }> = {
  name: 'form send',
  ownership: 'company',
  async make(w, owner) {
    const form = await makeForm(w, owner);
    const [send] = await w.db
      .insert(formAssignments)
      .values({ formId: form.id, companyId: owner.company.id, clientId: form.clientId })
      .returning({ id: formAssignments.id });
    return { id: form.id, assignmentId: send!.id };
  },
  ids: (t) => [t.id, t.assignmentId],
};

export const formSubmission: Target<{ id: string; formId: string }> = {
  name: 'form submission (submitted)',
  ownership: 'company',
  make: (w, owner) => makeSubmission(w, owner),
  ids: (t) => [t.id, t.formId],
};

/** A submitted ad brief and a checklist template of the same company. */
export const briefSubmission: Target<{ id: string; templateId: string }> = {
  name: 'submitted ad brief',
  ownership: 'company',
  async make(w, owner) {
    const submission = await makeSubmission(w, owner, 'ad_brief');
    const { checklists } = await import('../../../db/schema/index.js');
    const [template] = await w.db
      .insert(checklists)
      .values({ companyId: owner.company.id, title: 'Campagne opzetten', isTemplate: true, creatorId: owner.role === 'client' ? null : owner.user.id })
      .returning({ id: checklists.id });
    return { id: submission.id, templateId: template!.id };
  },
  ids: (t) => [t.id],
};

/** A team member's note on a submission: its author or an admin removes it. */
export const submissionNote: Target<{ id: string; noteId: string }> = {
  name: 'submission note',
  ownership: 'authored',
  async make(w, owner) {
    const submission = await makeSubmission(w, owner);
    const [note] = await w.db
      .insert(formSubmissionNotes)
      .values({ submissionId: submission.id, companyId: owner.company.id, authorId: owner.user.id, body: 'Notitie van het team' })
      .returning({ id: formSubmissionNotes.id });
    return { id: submission.id, noteId: note!.id };
  },
  ids: (t) => [t.id, t.noteId],
  // The company's team reads the note (with the submission); only its author or an admin deletes it.
  readableBy: (owner, viewer) => owner.company.id === viewer.company.id && (viewer.role === 'admin' || viewer.role === 'marketeer'),
};
