import type { AdPlatform } from '../../../../../common/ad-account-constants';

/** Everything cached about the company's ad accounts (list and details): refetched together after accounts.changed. */
export function accountsKey(companyId: string | null) {
  return ['accounts', companyId] as const;
}

export function accountListKey(companyId: string | null) {
  return ['accounts', companyId, 'list'] as const;
}

export function accountDetailKey(companyId: string | null, platform: AdPlatform, accountId: string) {
  return ['accounts', companyId, 'detail', platform, accountId] as const;
}
