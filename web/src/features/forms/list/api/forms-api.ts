/**
 * The team's forms API (issue 35 contract): the list, one form with its sends, and every action of
 * /forms. One file per screen area rather than per call: the calls are one line each, and their
 * cache keys and invalidations belong together. Everything lives under `['forms', companyId]`, so a
 * live "something changed" reloads it all (use-live-forms.ts).
 */
import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { CreateFormRequest, FormDetail, FormListResponse, FormResponse, FormStatus, SendFormRequest } from '../../../../../../common/schemas/forms';

export interface FormListFilters {
  status: FormStatus;
  q: string;
  ownerId: string | null;
}

export const formsKey = (companyId: string | null) => ['forms', companyId] as const;
export const formListsKey = (companyId: string | null) => ['forms', companyId, 'list'] as const;
export const formListKey = (companyId: string | null, filters: FormListFilters) => ['forms', companyId, 'list', filters] as const;
export const formDetailKey = (companyId: string | null, id: string) => ['forms', companyId, 'detail', id] as const;

/** The query string of a list request. */
export function formListSearch(filters: FormListFilters, cursor: string | null): string {
  const search = new URLSearchParams();
  search.set('status', filters.status);
  const q = filters.q.trim();
  if (q) search.set('q', q);
  if (filters.ownerId) search.set('ownerId', filters.ownerId);
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

const path = (id: string, rest = '') => `/api/forms/${encodeURIComponent(id)}${rest}`;

export function useFormList(companyId: string | null, filters: FormListFilters) {
  return useInfiniteQuery({
    queryKey: formListKey(companyId, filters),
    queryFn: ({ pageParam, signal }) => apiRequest<FormListResponse>(`/api/forms?${formListSearch(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  });
}

export function formDetailQueryOptions(companyId: string | null, id: string) {
  return queryOptions({
    queryKey: formDetailKey(companyId, id),
    queryFn: async ({ signal }) => (await apiRequest<FormResponse>(path(id), { signal })).form,
    staleTime: 30_000,
  });
}

export function useFormDetail(companyId: string | null, id: string | null) {
  return useQuery({ ...formDetailQueryOptions(companyId, id ?? ''), enabled: id !== null && companyId !== null });
}

/** After any change of a form: its cached copy is replaced and every list is read again. */
function useFormMutation<I>(companyId: string | null, call: (input: I) => Promise<FormDetail | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (form) => {
      if (form) queryClient.setQueryData(formDetailKey(companyId, form.id), form);
      void queryClient.invalidateQueries({ queryKey: formListsKey(companyId) });
    },
  });
}

const formOf = async (request: Promise<FormResponse>) => (await request).form;

/** POST /api/forms (201): a new draft, from a starter template or empty. */
export const useCreateForm = (companyId: string | null) =>
  useFormMutation(companyId, (input: CreateFormRequest) => formOf(apiRequest('/api/forms', { method: 'POST', body: input })));

export const useDuplicateForm = (companyId: string | null) =>
  useFormMutation(companyId, (id: string) => formOf(apiRequest(path(id, '/duplicate'), { method: 'POST' })));

export const useArchiveForm = (companyId: string | null) =>
  useFormMutation(companyId, ({ id, archived }: { id: string; archived: boolean }) =>
    formOf(apiRequest(path(id, archived ? '/archive' : '/restore'), { method: 'POST' })),
  );

export const usePublicLink = (companyId: string | null) =>
  useFormMutation(companyId, ({ id, enabled }: { id: string; enabled: boolean }) =>
    formOf(apiRequest(path(id, '/public-link'), { method: 'PUT', body: { enabled } })),
  );

export const useSendForm = (companyId: string | null) =>
  useFormMutation(companyId, ({ id, ...body }: SendFormRequest & { id: string }) => formOf(apiRequest(path(id, '/send'), { method: 'POST', body })));

/** DELETE …/assignments/:assignmentId (204): the send is withdrawn; the form is read again for its sends. */
export function useWithdrawSend(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ formId, assignmentId }: { formId: string; assignmentId: string }) =>
      apiRequest<void>(path(formId, `/assignments/${encodeURIComponent(assignmentId)}`), { method: 'DELETE' }),
    onSuccess: (_nothing, { formId }) => {
      void queryClient.invalidateQueries({ queryKey: formDetailKey(companyId, formId) });
      void queryClient.invalidateQueries({ queryKey: formListsKey(companyId) });
    },
  });
}

/** DELETE /api/forms/:id (204): the form, its submissions and their files are gone. */
export function useDeleteForm(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(path(id), { method: 'DELETE' }),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: formDetailKey(companyId, id) });
      queryClient.removeQueries({ queryKey: ['forms', companyId, 'submissions', id] });
      void queryClient.invalidateQueries({ queryKey: formListsKey(companyId) });
    },
  });
}
