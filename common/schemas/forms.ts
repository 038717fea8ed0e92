/**
 * Forms and their submissions (spec section 3, form_submission: id, submission_data, created_at,
 * joined to the form's title, description and form_data). The inbox loads a submission when a
 * `formulier` notification is opened.
 */
import { z } from 'zod';

export const formSubmissionParams = z.object({ id: z.string().uuid() });

/** Free-form JSON objects: the form builder decides their fields. */
const jsonObject = z.record(z.string(), z.unknown());

export const formSubmission = z.object({
  id: z.string().uuid(),
  submissionData: jsonObject,
  /** ISO timestamp. */
  createdAt: z.string(),
  form: z.object({
    id: z.string().uuid(),
    title: z.string(),
    description: z.string().nullable(),
    formData: jsonObject,
  }),
});
export type FormSubmission = z.infer<typeof formSubmission>;

export const formSubmissionResponse = z.object({ submission: formSubmission });
export type FormSubmissionResponse = z.infer<typeof formSubmissionResponse>;
