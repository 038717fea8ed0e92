/**
 * The portal's Formulieren API (issue 35): the client's sends, one form with its draft or
 * submission, autosaving the draft and submitting. Keys under the portal's own ('portal', …), so
 * `portal.changed` reads the list again. With `preview` the team's read-only "Bekijk als klant"
 * (`/api/clients/:clientId/portal-preview/forms…`, the same answers).
 *
 * The shapes are those of common/schemas/form-answers.ts (the server's response schemas).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormAnswers } from '../../../../../common/forms/form-schema';
import type {
  PortalFormResponse as PortalFormWire,
  PortalFormsResponse,
  SaveDraftRequest,
  SaveDraftResponse,
  SubmitFormRequest,
  SubmitFormResponse,
} from '../../../../../common/schemas/form-answers';
import { apiRequest } from '../../../lib/api-client';
import { portalKeys } from './keys';

export type { PortalFormItem, PortalFormState } from '../../../../../common/schemas/form-answers';

/**
 * GET /api/portal/forms/:assignmentId. The schema types `answers` as any JSON object; what the
 * server stores there are the answers of `FormAnswers` (checked against the form on every save).
 */
export type PortalFormResponse = Omit<PortalFormWire, 'answers'> & { answers: FormAnswers };

/** A draft or a submission as sent: the answers the renderer holds. */
type AnswersBody<T extends { answers: unknown }> = Omit<T, 'answers'> & { answers: FormAnswers };

export const portalFormKeys = {
  list: (companyId: string | null, clientId: string) => [...portalKeys.all, companyId, 'forms', clientId] as const,
  detail: (companyId: string | null, assignmentId: string) => [...portalKeys.all, companyId, 'form', assignmentId] as const,
  previewList: (clientId: string) => [...portalKeys.preview(clientId), 'forms'] as const,
  previewDetail: (clientId: string, assignmentId: string) => [...portalKeys.preview(clientId), 'form', assignmentId] as const,
};

const previewBase = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}/portal-preview/forms`;

export function usePortalForms(companyId: string | null, clientId: string, preview = false) {
  return useQuery({
    queryKey: preview ? portalFormKeys.previewList(clientId) : portalFormKeys.list(companyId, clientId),
    queryFn: ({ signal }) =>
      apiRequest<PortalFormsResponse>(preview ? previewBase(clientId) : `/api/portal/forms?client=${encodeURIComponent(clientId)}`, { signal }),
    ...(preview ? { staleTime: 0 } : {}),
  });
}

export function getPortalForm(assignmentId: string, options: { clientId: string; preview: boolean; signal?: AbortSignal }): Promise<PortalFormResponse> {
  const path = options.preview
    ? `${previewBase(options.clientId)}/${encodeURIComponent(assignmentId)}`
    : `/api/portal/forms/${encodeURIComponent(assignmentId)}`;
  return apiRequest<PortalFormResponse>(path, options.signal ? { signal: options.signal } : {});
}

/**
 * One form with its answers. Read once per opening: a live `portal.changed` refetch must not pull
 * the answers from under someone typing (the draft's own conflict rule handles another device).
 */
export function usePortalForm(companyId: string | null, clientId: string, assignmentId: string | null, preview = false) {
  return useQuery({
    queryKey: preview ? portalFormKeys.previewDetail(clientId, assignmentId ?? '') : portalFormKeys.detail(companyId, assignmentId ?? ''),
    queryFn: ({ signal }) => getPortalForm(assignmentId!, { clientId, preview, signal }),
    enabled: assignmentId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
}

export function saveFormDraft(assignmentId: string, body: AnswersBody<SaveDraftRequest>) {
  return apiRequest<SaveDraftResponse>(`/api/portal/forms/${encodeURIComponent(assignmentId)}/draft`, { method: 'PUT', body });
}

export function useSubmitPortalForm(companyId: string | null, clientId: string, assignmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswersBody<SubmitFormRequest>) =>
      apiRequest<SubmitFormResponse>(`/api/portal/forms/${encodeURIComponent(assignmentId)}/submit`, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: portalFormKeys.list(companyId, clientId) });
      void queryClient.invalidateQueries({ queryKey: portalKeys.overview(companyId, clientId) });
    },
  });
}
