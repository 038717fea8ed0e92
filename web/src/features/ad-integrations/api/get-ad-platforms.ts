import { useQuery } from '@tanstack/react-query';
import type { PlatformState } from '../../../../../common/schemas/ad-accounts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/integrations/ad-platforms: each platform's connection and sync state for the active company. */
export async function getAdPlatforms(signal?: AbortSignal): Promise<PlatformState[]> {
  const response = await apiRequest<{ platforms: PlatformState[] }>('/api/integrations/ad-platforms', signal ? { signal } : {});
  return response.platforms;
}

export function adPlatformsKey(companyId: string | null) {
  return ['ad-platforms', companyId] as const;
}

export function useAdPlatforms(companyId: string | null) {
  return useQuery({
    queryKey: adPlatformsKey(companyId),
    queryFn: ({ signal }) => getAdPlatforms(signal),
    enabled: companyId !== null,
  });
}
