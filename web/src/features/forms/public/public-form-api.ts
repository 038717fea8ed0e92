/**
 * The public link's API (issue 35; the answer helper's `/api/public/forms/:token`, no session).
 * Shapes as common/schemas/form-answers.ts has them, written out until that file is on this branch.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormAnswers, FormKind, FormSchema } from '../../../../../common/forms/form-schema';
import { apiRequest, isApiError } from '../../../lib/api-client';

export interface PublicForm {
  title: string;
  description: string | null;
  kind: FormKind;
  version: number;
  schema: FormSchema;
  settings: { confirmationMessage: string | null; closesAt: string | null; sendsCopy: boolean };
  companyName: string;
  brand: { color: string | null; logoUrl: string | null };
}

export interface PublicSubmitBody {
  answers: FormAnswers;
  captchaId: string;
  captchaCode: string;
  /** The honeypot: empty for people. */
  website: string;
}

const path = (token: string) => `/api/public/forms/${encodeURIComponent(token)}`;

export function usePublicForm(token: string) {
  return useQuery({
    queryKey: ['public-form', token],
    queryFn: ({ signal }) => apiRequest<{ form: PublicForm }>(path(token), { signal }),
    // Unknown (404) and closed (410) are answers, not hiccups: no retry.
    retry: (count, error) => !(isApiError(error) && (error.status === 404 || error.status === 410)) && count < 2,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useSubmitPublicForm(token: string) {
  return useMutation({
    mutationFn: (body: PublicSubmitBody) => apiRequest<{ submission: { id: string }; message: string }>(`${path(token)}/submit`, { method: 'POST', body }),
  });
}
