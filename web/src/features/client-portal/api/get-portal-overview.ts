import { useQuery } from '@tanstack/react-query';
import type { PortalOverviewResponse } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { portalKeys } from './keys';

/** GET /api/portal/clients/:clientId/overview: what waits for the client, its account managers and recent activity. */
export function getPortalOverview(clientId: string, signal?: AbortSignal): Promise<PortalOverviewResponse> {
  return apiRequest<PortalOverviewResponse>(`/api/portal/clients/${encodeURIComponent(clientId)}/overview`, signal ? { signal } : {});
}

export function usePortalOverview(companyId: string | null, clientId: string) {
  return useQuery({ queryKey: portalKeys.overview(companyId, clientId), queryFn: ({ signal }) => getPortalOverview(clientId, signal) });
}
