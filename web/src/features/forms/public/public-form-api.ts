/**
 * The public link's API (issue 35; the answer helper's `/api/public/forms/:token`, no session).
 * Shapes from common/schemas/form-answers.ts.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormAnswers } from '../../../../../common/forms/form-schema';
import type { PublicFormResponse, PublicSubmitRequest, PublicSubmitResponse } from '../../../../../common/schemas/form-answers';
import { apiRequest, isApiError } from '../../../lib/api-client';

export type PublicForm = PublicFormResponse['form'];

/** What the page sends: the renderer's answers, the captcha and the honeypot (`website`: empty for people). */
export type PublicSubmitBody = Omit<PublicSubmitRequest, 'answers' | 'website'> & { answers: FormAnswers; website: string };

const path = (token: string) => `/api/public/forms/${encodeURIComponent(token)}`;

export function usePublicForm(token: string) {
  return useQuery({
    queryKey: ['public-form', token],
    queryFn: ({ signal }) => apiRequest<PublicFormResponse>(path(token), { signal }),
    // Unknown (404) and closed (410) are answers, not hiccups: no retry.
    retry: (count, error) => !(isApiError(error) && (error.status === 404 || error.status === 410)) && count < 2,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useSubmitPublicForm(token: string) {
  return useMutation({
    mutationFn: (body: PublicSubmitBody) => apiRequest<PublicSubmitResponse>(`${path(token)}/submit`, { method: 'POST', body }),
  });
}
