import { useQuery } from '@tanstack/react-query';
import type { AdPlatform } from '../../../../../common/ad-account-constants';
import type { AccountDetailResponse } from '../../../../../common/schemas/ad-accounts';
import { apiRequest } from '../../../lib/api-client';
import { accountDetailKey } from './keys';

/** GET /api/accounts/:platform/:accountId (the platform's id, as links use it): the account and its alerts (NOT_FOUND elsewhere). */
export function getAccount(platform: AdPlatform, accountId: string, signal?: AbortSignal): Promise<AccountDetailResponse> {
  return apiRequest<AccountDetailResponse>(`/api/accounts/${platform}/${encodeURIComponent(accountId)}`, signal ? { signal } : {});
}

export function useAccountDetail(companyId: string | null, platform: AdPlatform, accountId: string) {
  return useQuery({
    queryKey: accountDetailKey(companyId, platform, accountId),
    queryFn: ({ signal }) => getAccount(platform, accountId, signal),
    enabled: companyId !== null,
  });
}
