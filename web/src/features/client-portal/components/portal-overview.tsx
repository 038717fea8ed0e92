import { Activity, BellRing, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PortalActionItem, PortalOverviewResponse } from '../../../../../common/schemas/clients';
import { useNow } from '../../../lib/use-now';
import { AccountManagers } from './account-managers';
import { ActionRequiredList } from './action-required-list';
import { PortalCard } from './portal-card';
import { RecentActivity } from './recent-activity';

interface PortalOverviewProps {
  overview: PortalOverviewResponse;
  agencyName: string;
  /** Where an action item opens; null in the preview (read-only: nothing opens or changes). */
  hrefFor: ((item: PortalActionItem) => string) | null;
  headingLevel?: 2 | 3;
}

/** "Overzicht": what waits for the client, their account managers and recent activity; the same in the portal and its preview. */
export function PortalOverview({ overview, agencyName, hrefFor, headingLevel = 2 }: PortalOverviewProps) {
  const { t } = useTranslation('portal');
  const now = useNow();
  return (
    // One card each; on a wide screen the account managers move to a column of their own on the right.
    <div className="grid min-w-0 items-start gap-6 lg:grid-cols-3">
      <div className="min-w-0 lg:col-span-2">
        <PortalCard icon={BellRing} title={t('overview.actionTitle')} headingLevel={headingLevel}>
          <ActionRequiredList items={overview.actionRequired} hrefFor={hrefFor} now={now} />
        </PortalCard>
      </div>
      <div className="min-w-0 lg:col-start-3 lg:row-span-2 lg:row-start-1">
        <PortalCard icon={UsersRound} title={t('overview.managersTitle')} headingLevel={headingLevel}>
          <AccountManagers managers={overview.managers} clientName={overview.client.name} agencyName={agencyName} />
        </PortalCard>
      </div>
      <div className="min-w-0 lg:col-span-2">
        <PortalCard icon={Activity} title={t('overview.activityTitle')} headingLevel={headingLevel}>
          <RecentActivity activity={overview.activity} clientName={overview.client.name} now={now} />
        </PortalCard>
      </div>
    </div>
  );
}
