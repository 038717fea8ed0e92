/**
 * The tabs built inside the portal itself: Formulieren (issue 35; the answers' side of forms) and
 * Agenda (the client's appointments). They register like any feature's tab (app/portal-tabs.ts),
 * each loaded when it first opens; their texts ('formFill', 'portal') come with the portal's routes.
 */
import { lazy } from 'react';
import type { PortalTabContent } from './portal-tab-registry';

export const formsPortalTab: PortalTabContent = {
  tab: 'forms',
  owner: 'forms',
  // The form renderer: loaded when the tab opens, not with the overview.
  Content: lazy(() => import('./components/portal-forms-tab').then((module) => ({ default: module.PortalFormsTab }))),
};

export const calendarPortalTab: PortalTabContent = {
  tab: 'calendar',
  owner: 'calendar',
  Content: lazy(() => import('./components/portal-agenda').then((module) => ({ default: module.PortalAgenda }))),
};
