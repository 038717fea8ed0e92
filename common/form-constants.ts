/**
 * Forms (issue 35): the statuses shared by server and browser. Zod-free, so the browser can import
 * them without evaluating the forms schemas in a chunk that does not need them
 * (common/schemas/forms.ts re-exports them).
 */

export const formStatusValues = ['draft', 'published', 'archived'] as const;
export type FormStatus = (typeof formStatusValues)[number];
export const submissionStatusValues = ['new', 'in_progress', 'done'] as const;
export type SubmissionStatus = (typeof submissionStatusValues)[number];
export const submissionSourceValues = ['portal', 'public', 'demo'] as const;
export type SubmissionSource = (typeof submissionSourceValues)[number];
export const submissionStateValues = ['draft', 'submitted'] as const;
export type SubmissionState = (typeof submissionStateValues)[number];
