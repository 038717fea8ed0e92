import { useQuery } from '@tanstack/react-query';
import type { PortalPreviewResponse } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { portalKeys } from './keys';

/** GET /api/clients/:id/portal-preview: the portal as this client sees it, for the team's "Bekijk als klant". */
export function getPortalPreview(clientId: string, signal?: AbortSignal): Promise<PortalPreviewResponse> {
  return apiRequest<PortalPreviewResponse>(`/api/clients/${encodeURIComponent(clientId)}/portal-preview`, signal ? { signal } : {});
}

/** Always read fresh when the preview opens: it should show what the client sees right now. */
export function usePortalPreview(clientId: string) {
  return useQuery({ queryKey: portalKeys.preview(clientId), queryFn: ({ signal }) => getPortalPreview(clientId, signal), staleTime: 0 });
}
