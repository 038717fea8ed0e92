/**
 * What /forms shows, from its address (it survives a reload, and the inbox and the calendar's form
 * sidebar link to it): `form=<id>` opens that form's submissions, `&submission=<id>` one of them.
 * And the other pure rules of the screen: links (builder, CSV, public page), a
 * send's deadline (entered and shown in Europe/Amsterdam), the sends grouped for the send dialog.
 */
import type { FormAssignment } from '../../../../../common/schemas/forms';

export interface FormsView {
  formId: string | null;
  submissionId: string | null;
}

const uuidLike = /^[0-9a-f-]{8,64}$/i;
const idParam = (search: URLSearchParams, name: string) => {
  const value = search.get(name)?.trim() ?? '';
  return uuidLike.test(value) ? value : null;
};

export function formsViewOf(search: URLSearchParams): FormsView {
  const formId = idParam(search, 'form');
  return { formId, submissionId: formId ? idParam(search, 'submission') : null };
}

/** /forms, /forms?form=<id> or /forms?form=<id>&submission=<id>. */
export function formsHref(view: Partial<FormsView> = {}): string {
  const params = new URLSearchParams();
  if (view.formId) params.set('form', view.formId);
  if (view.formId && view.submissionId) params.set('submission', view.submissionId);
  const query = params.toString();
  return query ? `/forms?${query}` : '/forms';
}

/** The address with a submission opened (or closed: null); the list's filters stay. */
export function searchWithSubmission(current: URLSearchParams, submissionId: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (submissionId) next.set('submission', submissionId);
  else next.delete('submission');
  return next;
}

/** The form builder for one form. */
export function builderHref(formId: string): string {
  return `/form-builder?form=${encodeURIComponent(formId)}`;
}

/** The streamed CSV export of a form's submissions (a plain download link; the server names the file). */
export function submissionsCsvHref(formId: string): string {
  return `/api/forms/${encodeURIComponent(formId)}/submissions.csv`;
}

/** The public page of a form with a public link. */
export function publicFormUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/formulier/${encodeURIComponent(token)}`;
}

/** A download name for the CSV: the form's title in safe characters. */
export function csvFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${base || 'formulier'}-inzendingen.csv`;
}

// ------------------------------------------------------------------ deadlines (Europe/Amsterdam)

export { deadlineInputOf, deadlineIsoOf, isFutureDeadline } from '../../../lib/deadline-input';

export type DeadlineState = 'none' | 'done' | 'overdue' | 'soon' | 'later';

/** How a send's deadline reads: past, within two days, later, none — or answered already. */
export function deadlineState(assignment: Pick<FormAssignment, 'deadline' | 'completedAt'>, now: Date): DeadlineState {
  if (assignment.completedAt) return 'done';
  if (!assignment.deadline) return 'none';
  const left = new Date(assignment.deadline).getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= 48 * 3_600_000 ? 'soon' : 'later';
}

/** The sends as the dialog lists them: open ones first by deadline (none last), then answered ones, newest first. */
export function groupAssignments(assignments: readonly FormAssignment[]): { open: FormAssignment[]; done: FormAssignment[] } {
  const time = (iso: string | null) => (iso ? new Date(iso).getTime() : Number.POSITIVE_INFINITY);
  const open = assignments
    .filter((a) => !a.completedAt)
    .sort((a, b) => time(a.deadline) - time(b.deadline) || a.client.name.localeCompare(b.client.name, 'nl'));
  const done = assignments.filter((a) => a.completedAt).sort((a, b) => time(b.completedAt) - time(a.completedAt));
  return { open, done };
}
