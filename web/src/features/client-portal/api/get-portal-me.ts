import { useQuery } from '@tanstack/react-query';
import type { PortalMeResponse } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { portalKeys } from './keys';

/** GET /api/portal/me: the agency (name, logo, brand colour) and the clients this client user is linked to. */
export function getPortalMe(signal?: AbortSignal): Promise<PortalMeResponse> {
  return apiRequest<PortalMeResponse>('/api/portal/me', signal ? { signal } : {});
}

export function usePortalMe(companyId: string | null) {
  return useQuery({ queryKey: portalKeys.me(companyId), queryFn: ({ signal }) => getPortalMe(signal) });
}
