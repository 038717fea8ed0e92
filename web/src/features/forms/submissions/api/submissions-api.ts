/**
 * A form's submissions (issue 35 contract): the list a page at a time, one submission (the same
 * read and cache key the inbox and the calendar's form sidebar use), its status, notes, deletion
 * and the ad brief's "Checklist maken". Lists live under `['forms', companyId, 'submissions', formId]`.
 */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChecklistTemplatesResponse } from '../../../../../../common/schemas/checklists';
import type {
  BriefChecklistRequest,
  BriefChecklistResponse,
  CreateSubmissionNoteRequest,
  FormSubmissionResponse,
  SubmissionListResponse,
  SubmissionNoteResponse,
  SubmissionStatus,
  UpdateSubmissionRequest,
} from '../../../../../../common/schemas/forms';
import { apiRequest } from '../../../../lib/api-client';
import { formSubmissionKey } from '../../api/get-form-submission';
import { formListsKey } from '../../list/api/forms-api';

export interface SubmissionListFilters {
  status: SubmissionStatus | 'all';
  q: string;
}

export const submissionListsKey = (companyId: string | null, formId: string) => ['forms', companyId, 'submissions', formId] as const;

/** The query string of a list request. */
export function submissionListSearch(filters: SubmissionListFilters, cursor: string | null): string {
  const search = new URLSearchParams();
  if (filters.status !== 'all') search.set('status', filters.status);
  const q = filters.q.trim();
  if (q) search.set('q', q);
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

export function useSubmissionList(companyId: string | null, formId: string, filters: SubmissionListFilters) {
  return useInfiniteQuery({
    queryKey: [...submissionListsKey(companyId, formId), filters] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<SubmissionListResponse>(`/api/forms/${encodeURIComponent(formId)}/submissions?${submissionListSearch(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  });
}

const submissionPath = (id: string, rest = '') => `/api/forms/submissions/${encodeURIComponent(id)}${rest}`;

/** One submission, grown: answers of the version answered, files, notes, status. */
export function useSubmissionDetail(id: string | null) {
  return useQuery({
    queryKey: formSubmissionKey(id ?? ''),
    queryFn: async ({ signal }) => (await apiRequest<FormSubmissionResponse>(submissionPath(id!), { signal })).submission,
    enabled: id !== null,
    staleTime: 15_000,
  });
}

/** After a change of a submission: its lists (status, counts) and the forms' counts are read again. */
function useRefreshAfter(companyId: string | null) {
  const queryClient = useQueryClient();
  return (formId: string, submissionId: string) => {
    void queryClient.invalidateQueries({ queryKey: formSubmissionKey(submissionId) });
    void queryClient.invalidateQueries({ queryKey: submissionListsKey(companyId, formId) });
    void queryClient.invalidateQueries({ queryKey: formListsKey(companyId) });
  };
}

export function useSetSubmissionStatus(companyId: string | null, formId: string) {
  const refresh = useRefreshAfter(companyId);
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SubmissionStatus }) =>
      apiRequest<FormSubmissionResponse>(submissionPath(id), { method: 'PATCH', body: { status } satisfies UpdateSubmissionRequest }),
    onSuccess: (_answer, { id }) => refresh(formId, id),
  });
}

export function useAddNote(companyId: string | null, formId: string) {
  const refresh = useRefreshAfter(companyId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      apiRequest<SubmissionNoteResponse>(submissionPath(id, '/notes'), { method: 'POST', body: { body } satisfies CreateSubmissionNoteRequest }),
    onSuccess: (_answer, { id }) => refresh(formId, id),
  });
}

export function useDeleteNote(companyId: string | null, formId: string) {
  const refresh = useRefreshAfter(companyId);
  return useMutation({
    mutationFn: ({ id, noteId }: { id: string; noteId: string }) =>
      apiRequest<void>(submissionPath(id, `/notes/${encodeURIComponent(noteId)}`), { method: 'DELETE' }),
    onSuccess: (_answer, { id }) => refresh(formId, id),
  });
}

export function useDeleteSubmission(companyId: string | null, formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(submissionPath(id), { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: formSubmissionKey(id) });
      void queryClient.invalidateQueries({ queryKey: submissionListsKey(companyId, formId) });
      void queryClient.invalidateQueries({ queryKey: formListsKey(companyId) });
    },
  });
}

/** The company's checklist templates (GET /api/checklists/templates, as the checklists screen reads them). */
export function useChecklistTemplateOptions(companyId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['forms', companyId, 'checklist-templates'] as const,
    queryFn: ({ signal }) => apiRequest<ChecklistTemplatesResponse>('/api/checklists/templates', { signal }),
    enabled: enabled && companyId !== null,
    staleTime: 60_000,
  });
}

/** POST …/checklist: a checklist from a template, titled after the brief. */
export function useCreateChecklistFromBrief() {
  return useMutation({
    mutationFn: ({ id, templateId }: { id: string; templateId: string }) =>
      apiRequest<BriefChecklistResponse>(submissionPath(id, '/checklist'), { method: 'POST', body: { templateId } satisfies BriefChecklistRequest }),
  });
}
