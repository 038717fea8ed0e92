import { useQuery } from '@tanstack/react-query';
import type { FormDetail, FormResponse } from '../../../../../common/schemas/forms';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/forms/:id: one of the active company's forms (NOT_FOUND when it is not this company's). */
export async function getForm(id: string, signal?: AbortSignal): Promise<FormDetail> {
  const response = await apiRequest<FormResponse>(`/api/forms/${encodeURIComponent(id)}`, signal ? { signal } : {});
  return response.form;
}

export function useForm(id: string | null) {
  return useQuery({
    queryKey: ['form', id] as const,
    queryFn: ({ signal }) => getForm(id!, signal),
    enabled: id !== null,
    staleTime: 60_000,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status?.toString().startsWith('4'),
  });
}
