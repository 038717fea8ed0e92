import type { MeResponse } from '../../../../common/schemas/auth';
import { CompanySwitcher } from '../../features/auth/components/company-switcher';
import { MarketeerSelect } from '../../features/company/components/marketeer-select';

export interface SidebarSelectsProps {
  me: MeResponse;
  showMarketeerSelect: boolean;
  canLoadMembers: boolean;
}

/**
 * The expanded sidebar's dropdowns (HeroUI Select on React Aria). A separate chunk, loaded
 * right after the shell renders, so the first paint of the workspace does not wait for it.
 */
export default function SidebarSelects({ me, showMarketeerSelect, canLoadMembers }: SidebarSelectsProps) {
  return (
    <>
      <CompanySwitcher memberships={me.memberships} activeCompanyId={me.activeCompanyId} />
      {showMarketeerSelect ? <MarketeerSelect companyId={me.activeCompanyId} canLoadMembers={canLoadMembers} /> : null}
    </>
  );
}

