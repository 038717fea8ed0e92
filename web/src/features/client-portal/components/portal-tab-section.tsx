import { Suspense } from 'react';
import '../../../app/portal-tabs';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { type FeaturePortalTabId, portalTabContents, type PortalTabProps } from '../portal-tab-registry';
import { PortalComingSoon } from './portal-coming-soon';

/**
 * A feature's tab of the portal (the screen's and the preview's): the content registered for it,
 * loading in place, or "nog niet beschikbaar" while no feature fills it. Importing app/portal-tabs
 * here registers every tab before any portal renders one.
 */
export function PortalTabSection({ tab, ...props }: PortalTabProps & { tab: FeaturePortalTabId }) {
  const Content = portalTabContents.contents[tab]?.Content;
  if (!Content) return <PortalComingSoon tab={tab} />;
  return (
    <Suspense fallback={<ListSkeleton rows={3} />}>
      <Content {...props} />
    </Suspense>
  );
}
