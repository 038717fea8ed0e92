import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormSubmission } from '../../../../../common/schemas/forms';
import { apiRequest } from '../../../lib/api-client';

/**
 * The cache key of one submission. The inbox loads it before opening /calender with the form
 * sidebar (spec section 2), so the sidebar reads it from the cache under this key.
 */
export function formSubmissionKey(id: string) {
  return ['form-submission', id] as const;
}

/** GET /api/forms/submissions/:id (NOT_FOUND when it is not this company's). */
export async function getFormSubmission(id: string, signal?: AbortSignal): Promise<FormSubmission> {
  const response = await apiRequest<{ submission: FormSubmission }>(`/api/forms/submissions/${encodeURIComponent(id)}`, signal ? { signal } : {});
  return response.submission;
}

export function formSubmissionQueryOptions(id: string) {
  return queryOptions({
    queryKey: formSubmissionKey(id),
    queryFn: ({ signal }) => getFormSubmission(id, signal),
    staleTime: 60_000,
    // A click waits for it: a failure is told at once instead of after retries.
    retry: false,
  });
}

export function useFormSubmission(id: string | null) {
  return useQuery({ ...formSubmissionQueryOptions(id ?? ''), enabled: id !== null });
}
