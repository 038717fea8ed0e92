import { useQuery } from '@tanstack/react-query';
import type { BrandingResponse } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { brandingQueryKey } from './keys';

/** GET /api/company/branding: the agency's name, logo and brand colour as the client portal shows them. */
export function getBranding(signal?: AbortSignal): Promise<BrandingResponse> {
  return apiRequest<BrandingResponse>('/api/company/branding', signal ? { signal } : {});
}

export function useBranding(companyId: string | null) {
  return useQuery({ queryKey: brandingQueryKey(companyId), queryFn: ({ signal }) => getBranding(signal), enabled: companyId !== null });
}
