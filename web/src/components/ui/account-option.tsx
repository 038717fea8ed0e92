import type { AdPlatform } from '../../../../common/ad-account-constants';
import { PlatformIcon } from './platform-icon';
import { DetailedOption } from './select-options';

/** An ad account as a Select's option: its platform's mark, its name and, under it, the account id. */
export function AccountOption({ account }: { account: { id: string; name: string; accountId: string; platform: AdPlatform } }) {
  return (
    <DetailedOption id={account.id} label={account.name} detail={account.accountId} icon={<PlatformIcon platform={account.platform} className="size-4" />} />
  );
}
