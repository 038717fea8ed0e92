import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { portalTabs } from '../portal-tabs';

export type ComingSoonTab = 'forms' | 'calendar' | 'creatives' | 'leads';

/** The sections that are not built yet: said honestly. */
export function PortalComingSoon({ tab }: { tab: ComingSoonTab }) {
  const { t } = useTranslation('portal');
  const icon = portalTabs.find((candidate) => candidate.id === tab)!.icon;
  return <EmptyState icon={icon} title={t('status')} description={t(`empty.${tab}`)} />;
}
