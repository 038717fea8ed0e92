import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import type { FeaturePortalTabId } from '../portal-tab-registry';
import { portalTabs } from '../portal-tabs';

/** The sections that are not built yet (no feature registered their tab): said honestly. */
export function PortalComingSoon({ tab }: { tab: FeaturePortalTabId }) {
  const { t } = useTranslation('portal');
  const icon = portalTabs.find((candidate) => candidate.id === tab)!.icon;
  return <EmptyState icon={icon} title={t('status')} description={t(`empty.${tab}`)} />;
}
