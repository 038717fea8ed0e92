import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingResponse } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { applyBranding } from './keys';

/** DELETE /api/company/logo (admins). */
export function deleteLogo(): Promise<BrandingResponse> {
  return apiRequest<BrandingResponse>('/api/company/logo', { method: 'DELETE' });
}

export function useDeleteLogo(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLogo, onSuccess: (answer) => applyBranding(queryClient, companyId, answer) });
}
