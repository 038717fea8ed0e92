import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateFormRequest, FormDetail, FormResponse, UpdateFormRequest } from '../../../../../../common/schemas/forms';
import { apiRequest } from '../../../../lib/api-client';

/**
 * The form builder's calls (issue 35, "Team"; the shapes of common/schemas/forms.ts): read a form,
 * save the draft with its revision, publish, switch the public link, create a form. The builder
 * checks `formData` and `settings` with the shared schemas before editing (form-source.ts): a form
 * saved before issue 35 may not fit them.
 */
export type BuilderForm = FormDetail;

export function builderFormKey(id: string) {
  return ['form-builder', id] as const;
}

export function builderFormQueryOptions(id: string) {
  return queryOptions({
    queryKey: builderFormKey(id),
    queryFn: ({ signal }) => apiRequest<FormResponse>(`/api/forms/${encodeURIComponent(id)}`, { signal }).then((answer) => answer.form),
    // The builder owns what it edits: no refetch behind its back (a focus refetch would not change the editor anyway).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, error) => count < 2 && !String((error as { status?: number }).status ?? '').startsWith('4'),
  });
}

export function useBuilderForm(id: string | null) {
  return useQuery({ ...builderFormQueryOptions(id ?? ''), enabled: id !== null });
}

/** PATCH /api/forms/:id — 409 FORM_CHANGED_ELSEWHERE when `revision` is stale, 400 with `fields` for schema errors. */
export function saveFormDraft(id: string, body: UpdateFormRequest, signal?: AbortSignal): Promise<BuilderForm> {
  return apiRequest<FormResponse>(`/api/forms/${encodeURIComponent(id)}`, { method: 'PATCH', body, ...(signal ? { signal } : {}) }).then((a) => a.form);
}

/** POST /api/forms/:id/publish — a new version of what is saved. */
export function publishForm(id: string, revision: number): Promise<BuilderForm> {
  return apiRequest<FormResponse>(`/api/forms/${encodeURIComponent(id)}/publish`, { method: 'POST', body: { revision } }).then((a) => a.form);
}

/** PUT /api/forms/:id/public-link — on (a new token) or off. */
export function setPublicLink(id: string, enabled: boolean): Promise<BuilderForm> {
  return apiRequest<FormResponse>(`/api/forms/${encodeURIComponent(id)}/public-link`, { method: 'PUT', body: { enabled } }).then((a) => a.form);
}

/** POST /api/forms — a new draft (from a starter template when `template` is given). */
export function createForm(body: CreateFormRequest): Promise<BuilderForm> {
  return apiRequest<FormResponse>('/api/forms', { method: 'POST', body }).then((a) => a.form);
}

/** The public link's address as a visitor opens it. */
export function publicFormUrl(token: string): string {
  return `${window.location.origin}/formulier/${encodeURIComponent(token)}`;
}
