/**
 * The team API's shapes for /forms (issue 35, /work/f35-contract.md "HTTP API → Team"). The manage
 * helper writes their zod schemas in common/schemas/forms.ts; until that lands on main these are
 * the contract written out, in ONE place, so the swap to `import type … from common/schemas/forms`
 * is a change of this file only.
 */
import type { FormKind, FormSchema, FormSettings } from '../../../../../../common/forms/form-schema';
import type { Person } from '../../../../../../common/schemas/ad-accounts';

export type FormStatus = 'draft' | 'published' | 'archived';
export const formStatuses = ['draft', 'published', 'archived'] as const satisfies readonly FormStatus[];

export type SubmissionStatus = 'new' | 'in_progress' | 'done';
export const submissionStatuses = ['new', 'in_progress', 'done'] as const satisfies readonly SubmissionStatus[];

export type SubmissionSource = 'portal' | 'public' | 'demo';

/** The starter templates of common/forms/starter-templates.ts (manage helper). */
export type StarterTemplateId = string;

export interface FormClientRef {
  id: string;
  name: string;
  code?: string | null;
  color?: string | null;
}

export interface FormListItem {
  id: string;
  title: string;
  description: string | null;
  kind: FormKind;
  status: FormStatus;
  currentVersion: number | null;
  owner: Person | null;
  updatedAt: string;
  submissionCount: number;
  newSubmissionCount: number;
  openAssignmentCount: number;
  hasUnpublishedChanges: boolean;
  publicToken: string | null;
}

export interface FormListResponse {
  forms: FormListItem[];
  nextCursor: string | null;
}

export interface FormAssignment {
  id: string;
  client: FormClientRef;
  deadline: string | null;
  sentAt: string;
  completedAt: string | null;
  submissionId: string | null;
}

export interface FormDetail {
  id: string;
  title: string;
  description: string | null;
  formData: FormSchema | Record<string, unknown>;
  kind: FormKind;
  status: FormStatus;
  settings: FormSettings;
  currentVersion: number | null;
  revision: number;
  publicToken: string | null;
  owner: Person | null;
  hasUnpublishedChanges: boolean;
  createdAt: string;
  updatedAt: string;
  assignments: FormAssignment[];
}

export interface FormDetailResponse {
  form: FormDetail;
}

export interface CreateFormRequest {
  title: string;
  description?: string;
  kind: FormKind;
  template?: StarterTemplateId;
}

export interface SendFormRequest {
  clientIds: string[];
  deadline: string | null;
}

export interface SubmissionListItem {
  id: string;
  status: SubmissionStatus;
  source: SubmissionSource;
  client: FormClientRef | null;
  submittedBy: Person | null;
  submittedAt: string;
  version: number | null;
  preview: string;
}

export interface SubmissionListResponse {
  submissions: SubmissionListItem[];
  nextCursor: string | null;
}

/** A stored file as the API describes it (common/schemas/files.ts, files helper). */
export interface FileMeta {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  url: string;
}

export interface SubmissionNote {
  id: string;
  author: Person | null;
  body: string;
  createdAt: string;
}

/**
 * GET /api/forms/submissions/:id grown (the inbox's original fields plus the team's). Every added
 * field is optional here: the sidebar also opens submissions from a server that answers only the
 * original shape (id, submissionData, createdAt, form).
 */
export interface SubmissionDetail {
  id: string;
  submissionData: Record<string, unknown>;
  createdAt: string;
  form: { id: string; title: string; description: string | null; formData: Record<string, unknown>; kind?: FormKind };
  status?: SubmissionStatus;
  source?: SubmissionSource;
  state?: 'draft' | 'submitted';
  client?: FormClientRef | null;
  submittedBy?: Person | null;
  submittedAt?: string | null;
  updatedAt?: string;
  version?: number | null;
  files?: FileMeta[];
  notes?: SubmissionNote[];
  changedFieldIds?: string[];
}
