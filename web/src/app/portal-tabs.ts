/**
 * The features' tabs of the client portal, registered once: one line per feature. Imported by the
 * portal's tab section (features/client-portal/components/portal-tab-section.tsx) for this side
 * effect, so the portal screen and "Bekijk als klant" find every tab before either renders. A tab
 * no line fills shows "nog niet beschikbaar" (Leads, for now).
 */
import { calendarPortalTab, formsPortalTab } from '../features/client-portal/portal-tab';
import { portalTabContents } from '../features/client-portal/portal-tab-registry';
import { creativesPortalTab } from '../features/creatives/portal/portal-tab';

portalTabContents.register(formsPortalTab);
portalTabContents.register(calendarPortalTab);
portalTabContents.register(creativesPortalTab);
