import { useTranslation } from 'react-i18next';
import type { PortalActionItem } from '../../../../../common/schemas/clients';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { usePortalOverview } from '../api/get-portal-overview';
import { PortalOverview } from './portal-overview';

interface PortalOverviewPanelProps {
  companyId: string | null;
  clientId: string;
  agencyName: string;
  hrefFor: (item: PortalActionItem) => string;
}

/** The portal's "Overzicht" for one client: loads it, with a skeleton and a retry. */
export function PortalOverviewPanel({ companyId, clientId, agencyName, hrefFor }: PortalOverviewPanelProps) {
  const { t } = useTranslation('portal');
  const overview = usePortalOverview(companyId, clientId);
  if (overview.isPending) return <ListSkeleton rows={3} />;
  if (overview.isError) {
    return <LoadError message={t('overview.loadFailed')} error={overview.error} onRetry={() => void overview.refetch()} isRetrying={overview.isFetching} />;
  }
  return <PortalOverview overview={overview.data} agencyName={agencyName} hrefFor={hrefFor} />;
}
