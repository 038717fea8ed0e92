import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdPlatform } from '../../../../../common/ad-account-constants';
import { apiRequest } from '../../../lib/api-client';
import { adPlatformsKey } from './get-ad-platforms';

/** DELETE /api/integrations/:platform (204): the token is forgotten; the accounts stay. */
export function disconnectPlatform(platform: AdPlatform): Promise<void> {
  return apiRequest<void>(`/api/integrations/${platform}`, { method: 'DELETE' });
}

export function useDisconnectPlatform(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectPlatform,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adPlatformsKey(companyId) }),
  });
}

/** Connecting leaves the app: the server sends the browser to the platform and back to Settings → Koppelingen. */
export function connectHref(platform: AdPlatform): string {
  return `/api/integrations/${platform}/connect`;
}
