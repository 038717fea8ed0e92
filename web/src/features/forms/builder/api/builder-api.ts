import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormKind } from '../../../../../../common/forms/form-schema';
import { apiRequest } from '../../../../lib/api-client';

/**
 * The form builder's calls (issue 35 contract, "Team"): read a form, save the draft with its
 * revision, publish, switch the public link, create a form. Typed here with what the builder reads
 * of the contract's FormDetail; the rest of it passes through untouched.
 */
export interface BuilderForm {
  id: string;
  title: string;
  description: string | null;
  /** The schema being edited (unknown until checked: an old form may not fit the schema). */
  formData: unknown;
  kind: FormKind;
  status: 'draft' | 'published' | 'archived';
  settings: unknown;
  currentVersion: number | null;
  revision: number;
  publicToken: string | null;
  hasUnpublishedChanges: boolean;
  updatedAt: string;
}

interface FormAnswer {
  form: BuilderForm;
}

export function builderFormKey(id: string) {
  return ['form-builder', id] as const;
}

export function builderFormQueryOptions(id: string) {
  return queryOptions({
    queryKey: builderFormKey(id),
    queryFn: ({ signal }) => apiRequest<FormAnswer>(`/api/forms/${encodeURIComponent(id)}`, { signal }).then((answer) => answer.form),
    // The builder owns what it edits: no refetch behind its back (a focus refetch would not change the editor anyway).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, error) => count < 2 && !String((error as { status?: number }).status ?? '').startsWith('4'),
  });
}

export function useBuilderForm(id: string | null) {
  return useQuery({ ...builderFormQueryOptions(id ?? ''), enabled: id !== null });
}

export interface FormDraftBody {
  revision: number;
  title: string;
  description: string;
  formData: unknown;
  settings: unknown;
}

/** PATCH /api/forms/:id — 409 FORM_CHANGED_ELSEWHERE when `revision` is stale, 400 with `fields` for schema errors. */
export function saveFormDraft(id: string, body: FormDraftBody, signal?: AbortSignal): Promise<BuilderForm> {
  return apiRequest<FormAnswer>(`/api/forms/${encodeURIComponent(id)}`, { method: 'PATCH', body, ...(signal ? { signal } : {}) }).then((a) => a.form);
}

/** POST /api/forms/:id/publish — a new version of what is saved. */
export function publishForm(id: string, revision: number): Promise<BuilderForm> {
  return apiRequest<FormAnswer>(`/api/forms/${encodeURIComponent(id)}/publish`, { method: 'POST', body: { revision } }).then((a) => a.form);
}

/** PUT /api/forms/:id/public-link — on (a new token) or off. */
export function setPublicLink(id: string, enabled: boolean): Promise<BuilderForm> {
  return apiRequest<FormAnswer>(`/api/forms/${encodeURIComponent(id)}/public-link`, { method: 'PUT', body: { enabled } }).then((a) => a.form);
}

export interface CreateFormBody {
  title: string;
  kind: FormKind;
  template?: string;
}

/** POST /api/forms — a new draft (from a starter template when `template` is given). */
export function createForm(body: CreateFormBody): Promise<BuilderForm> {
  return apiRequest<FormAnswer>('/api/forms', { method: 'POST', body }).then((a) => a.form);
}

/** The public link's address as a visitor opens it. */
export function publicFormUrl(token: string): string {
  return `${window.location.origin}/formulier/${encodeURIComponent(token)}`;
}
