import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingResponse } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { applyBranding } from './keys';

/** PUT /api/company/logo (admins): the image itself as the body; the server judges and re-encodes it. */
export function uploadLogo(file: Blob): Promise<BrandingResponse> {
  return apiRequest<BrandingResponse>('/api/company/logo', { method: 'PUT', body: file });
}

export function useUploadLogo(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadLogo, onSuccess: (answer) => applyBranding(queryClient, companyId, answer) });
}
