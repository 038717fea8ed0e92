/**
 * Forms and their submissions (spec section 3, form_submission: id, submission_data, created_at,
 * joined to the form's title, description and form_data). The inbox loads a submission when a
 * `formulier` notification is opened.
 */
import { z } from 'zod';

export const formSubmissionParams = z.object({ id: z.string().uuid() });

/** Free-form JSON objects: the form builder decides their fields. */
const jsonObject = z.record(z.string(), z.unknown());

/** A form as its sidebar shows it (read-only for now; the forms issue grows it). */
export const formSummary = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string().nullable(),
  formData: jsonObject,
});
export type FormSummary = z.infer<typeof formSummary>;

export const formSubmission = z.object({
  id: z.string().uuid(),
  submissionData: jsonObject,
  /** ISO timestamp. */
  createdAt: z.string(),
  form: formSummary,
});
export type FormSubmission = z.infer<typeof formSubmission>;

export const formSubmissionResponse = z.object({ submission: formSubmission });
export type FormSubmissionResponse = z.infer<typeof formSubmissionResponse>;

/** GET /api/forms/:id: one of the active company's forms (a deadline reminder about a form opens it). */
export const formParams = z.object({ id: z.string().uuid() });
export const formResponse = z.object({ form: formSummary });
export type FormResponse = z.infer<typeof formResponse>;
