/**
 * Forms and their submissions (issue 35; spec section 3, form_submission: id, submission_data,
 * created_at, joined to the form's title, description and form_data). The team's API
 * (/api/forms/*): the list with search and filters, the builder's form with its revision, publish,
 * archive, duplicate, the public link, sends to clients with a deadline, the submissions with
 * their status and internal notes, the CSV export and a checklist from an ad brief. The inbox loads
 * a submission when a `formulier` notification is opened (`formSubmissionResponse`).
 */
import { z } from 'zod';
import {
  formStatusValues,
  submissionSourceValues,
  submissionStateValues,
  submissionStatusValues,
  type FormStatus,
  type SubmissionSource,
  type SubmissionState,
  type SubmissionStatus,
} from '../form-constants.js';
import { formKinds, formLimits, formSchema, formSettings } from '../forms/form-schema.js';
import { starterTemplateIds } from '../forms/starter-templates.js';
import { person } from './ad-accounts.js';
import { clientSummary } from './clients.js';
import { boundedInstant } from './dates.js';
import { fileMeta } from './files.js';
import { characterCount, fail, oneLineText, safeOneLine } from './text-rules.js';

export {
  formStatusValues,
  submissionSourceValues,
  submissionStateValues,
  submissionStatusValues,
  type FormStatus,
  type SubmissionSource,
  type SubmissionState,
  type SubmissionStatus,
};

export const formApiLimits = {
  /** Forms per page of GET /api/forms. */
  listPage: 50,
  /** Submissions per page of GET /api/forms/:id/submissions. */
  submissionPage: 50,
  /** Characters of a submission's preview. */
  preview: 160,
  /** Clients per send. */
  sendClients: 50,
  noteBody: 5000,
  query: 100,
  cursor: 600,
} as const;

const id = z.string().uuid({ message: 'NOT_FOUND' });
export const formSubmissionParams = z.object({ id });
/** GET /api/forms/:id: one of the active company's forms (a deadline reminder about a form opens it). */
export const formParams = z.object({ id });
export const formAssignmentParams = z.object({ id, assignmentId: id });
export const submissionNoteParams = z.object({ id, noteId: id });

/** Free-form JSON objects: the form builder decides their fields. */
const jsonObject = z.record(z.string(), z.unknown());

/** A form as its sidebar shows it; `formData` is the schema (`formSchema`: `{ pages }`). */
export const formSummary = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string().nullable(),
  formData: jsonObject,
});
export type FormSummary = z.infer<typeof formSummary>;

/** The team's internal note on a submission: never in anything a client may read. */
export const submissionNote = z.object({
  id: z.string().uuid(),
  author: person.nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type SubmissionNote = z.infer<typeof submissionNote>;

export const formSubmission = z.object({
  id: z.string().uuid(),
  submissionData: jsonObject,
  /** ISO timestamp. */
  createdAt: z.string(),
  /** The form with `formData` = the schema of the VERSION answered (the form's own for rows from before versions). */
  form: formSummary.extend({ kind: z.enum(formKinds) }),
  status: z.enum(submissionStatusValues),
  source: z.enum(submissionSourceValues),
  state: z.enum(submissionStateValues),
  client: clientSummary.nullable(),
  submittedBy: person.nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int().nullable(),
  files: z.array(fileMeta),
  notes: z.array(submissionNote),
  /** The fields the client's last edit changed (empty when it was never edited after submitting). */
  changedFieldIds: z.array(z.string()),
});
export type FormSubmission = z.infer<typeof formSubmission>;

export const formSubmissionResponse = z.object({ submission: formSubmission });
export type FormSubmissionResponse = z.infer<typeof formSubmissionResponse>;

// ---------------------------------------------------------------- forms

const formTitle = oneLineText({ max: formLimits.title, tooLong: 'FORM_TITLE_TOO_LONG', required: 'FORM_TITLE_REQUIRED' });
const formDescription = safeOneLine(z.string({ message: 'VALIDATION_FAILED' }))
  .refine((t) => characterCount(t) <= formLimits.description, fail('FORM_DESCRIPTION_TOO_LONG'))
  .transform((t) => (t.trim() === '' ? null : t.trim()))
  .nullable();

export const formAssignment = z.object({
  id: z.string().uuid(),
  client: clientSummary,
  deadline: z.string().nullable(),
  sentAt: z.string(),
  completedAt: z.string().nullable(),
  /** The client's submitted answer to it (null while open or only a draft). */
  submissionId: z.string().uuid().nullable(),
});
export type FormAssignment = z.infer<typeof formAssignment>;

/** The builder's form: the schema being edited, its settings and revision, and its sends. */
export const formDetail = formSummary.extend({
  kind: z.enum(formKinds),
  status: z.enum(formStatusValues),
  settings: formSettings,
  currentVersion: z.number().int().nullable(),
  revision: z.number().int(),
  publicToken: z.string().nullable(),
  owner: person.nullable(),
  /** The edited schema differs from the newest published version (always true before the first publish). */
  hasUnpublishedChanges: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  assignments: z.array(formAssignment),
});
export type FormDetail = z.infer<typeof formDetail>;

/** GET /api/forms/:id and every change of a form. */
export const formResponse = z.object({ form: formDetail });
export type FormResponse = z.infer<typeof formResponse>;

export const formListQuery = z.object({
  status: z.enum(formStatusValues).optional(),
  q: z.string().trim().max(formApiLimits.query).optional(),
  /** The sidebar's marketeer filter: forms this colleague owns. */
  ownerId: z.string().uuid().optional(),
  cursor: z.string().min(1).max(formApiLimits.cursor).optional(),
});
export type FormListQuery = z.input<typeof formListQuery>;

export const formListItem = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string().nullable(),
  kind: z.enum(formKinds),
  status: z.enum(formStatusValues),
  currentVersion: z.number().int().nullable(),
  owner: person.nullable(),
  updatedAt: z.string(),
  submissionCount: z.number().int(),
  newSubmissionCount: z.number().int(),
  openAssignmentCount: z.number().int(),
  hasUnpublishedChanges: z.boolean(),
  publicToken: z.string().nullable(),
});
export type FormListItem = z.infer<typeof formListItem>;

/** Newest changed first; `nextCursor` null on the last page. */
export const formListResponse = z.object({ forms: z.array(formListItem), nextCursor: z.string().nullable() });
export type FormListResponse = z.infer<typeof formListResponse>;

/** POST /api/forms: an empty draft, or a copy of a starter template (its kind wins). */
export const createFormRequest = z.object({
  title: formTitle,
  description: formDescription.optional(),
  kind: z.enum(formKinds, { message: 'VALIDATION_FAILED' }).default('form'),
  template: z.enum(starterTemplateIds, { message: 'FORM_TEMPLATE_UNKNOWN' }).optional(),
});
export type CreateFormRequest = z.input<typeof createFormRequest>;

/**
 * PATCH /api/forms/:id: what the builder changed, with the revision it read. The server judges
 * every part in one round (`fields` names each wrong one: `title`, `description`, `settings.<key>`,
 * a field id or `pages`), so the body is taken as any object and parsed part by part.
 */
export const updateFormRequest = z.object({
  revision: z.number().int().min(1),
  title: formTitle.optional(),
  description: formDescription.optional(),
  formData: formSchema.optional(),
  settings: formSettings.partial().optional(),
});
export type UpdateFormRequest = z.input<typeof updateFormRequest>;
export const updateFormParts = { title: formTitle, description: formDescription };
/** The PATCH body as the route takes it (parsed part by part in the service). */
export const formPatchBody = z.record(z.string(), z.unknown(), { message: 'VALIDATION_FAILED' });

export const revisionRequest = z.object({ revision: z.number({ message: 'VALIDATION_FAILED' }).int().min(1) });
export const publicLinkRequest = z.object({ enabled: z.boolean() });

export const sendFormRequest = z.object({
  clientIds: z
    .array(z.string().uuid({ message: 'NOT_FOUND' }))
    .min(1, { message: 'FORM_SEND_NO_CLIENTS' })
    .max(formApiLimits.sendClients, { message: 'FORM_SEND_TOO_MANY_CLIENTS' }),
  deadline: boundedInstant('FORM_DEADLINE_INVALID').nullable(),
});
export type SendFormRequest = z.input<typeof sendFormRequest>;

// ---------------------------------------------------------------- submissions

export const submissionListQuery = z.object({
  status: z.enum(submissionStatusValues).optional(),
  q: z.string().trim().max(formApiLimits.query).optional(),
  cursor: z.string().min(1).max(formApiLimits.cursor).optional(),
});
export type SubmissionListQuery = z.input<typeof submissionListQuery>;

export const submissionListItem = z.object({
  id: z.string().uuid(),
  status: z.enum(submissionStatusValues),
  source: z.enum(submissionSourceValues),
  client: clientSummary.nullable(),
  submittedBy: person.nullable(),
  submittedAt: z.string(),
  version: z.number().int().nullable(),
  /** The first answers as text, at most 160 characters. */
  preview: z.string(),
});
export type SubmissionListItem = z.infer<typeof submissionListItem>;

export const submissionListResponse = z.object({ submissions: z.array(submissionListItem), nextCursor: z.string().nullable() });
export type SubmissionListResponse = z.infer<typeof submissionListResponse>;

export const updateSubmissionRequest = z.object({ status: z.enum(submissionStatusValues, { message: 'VALIDATION_FAILED' }) });
export type UpdateSubmissionRequest = z.input<typeof updateSubmissionRequest>;

export const createSubmissionNoteRequest = z.object({
  body: z
    .string({ message: 'FORM_NOTE_REQUIRED' })
    .refine((t) => t.trim() !== '', fail('FORM_NOTE_REQUIRED'))
    .refine((t) => characterCount(t) <= formApiLimits.noteBody, fail('FORM_NOTE_TOO_LONG'))
    .transform((t) => t.trim()),
});
export type CreateSubmissionNoteRequest = z.input<typeof createSubmissionNoteRequest>;
export const submissionNoteResponse = z.object({ note: submissionNote });
export type SubmissionNoteResponse = z.infer<typeof submissionNoteResponse>;

/** POST /api/forms/submissions/:id/checklist: a checklist from one of the company's checklist templates. */
export const briefChecklistRequest = z.object({ templateId: z.string().uuid({ message: 'FORM_CHECKLIST_TEMPLATE_UNKNOWN' }) });
export type BriefChecklistRequest = z.input<typeof briefChecklistRequest>;
export const briefChecklistResponse = z.object({ checklistId: z.string().uuid() });
export type BriefChecklistResponse = z.infer<typeof briefChecklistResponse>;

/** The company channel's forms event: a form of the company was added, changed in what /forms lists, or removed; refetch. */
export interface FormsChangedEvent {
  name: 'forms.changed';
}
