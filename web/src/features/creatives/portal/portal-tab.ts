/** The portal's Creatives tab (issue 36), registered by app/portal-tabs.ts. */
import { lazy } from 'react';
import { loadNamespace } from '../../../lib/i18n';
import type { PortalTabContent } from '../../client-portal/portal-tab-registry';

export const creativesPortalTab: PortalTabContent = {
  tab: 'creatives',
  owner: 'creatives',
  // The viewer and the review's texts: loaded when the tab opens.
  Content: lazy(() =>
    Promise.all([import('./portal-creatives-tab'), loadNamespace(['creatives', 'mentions'])]).then(([module]) => ({ default: module.PortalCreativesTab })),
  ),
};
