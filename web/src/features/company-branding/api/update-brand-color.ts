import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingResponse } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { applyBranding } from './keys';

/** PATCH /api/company/branding (admins): '#rrggbb', or null for no colour of its own. */
export function updateBrandColor(brandColor: string | null): Promise<BrandingResponse> {
  return apiRequest<BrandingResponse>('/api/company/branding', { method: 'PATCH', body: { brandColor } });
}

export function useUpdateBrandColor(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBrandColor, onSuccess: (answer) => applyBranding(queryClient, companyId, answer) });
}
