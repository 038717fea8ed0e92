import type { PublicSitePath } from '../../../../../common/routes';
import type { SitePage } from '../site-page';
import { aboutPage } from './about-page';
import { contactPage } from './contact-page';
import { extensionsPage } from './extensions-page';
import { featurePages } from './feature-page';
import { integrationsPage } from './integrations-page';
import { landingNew } from './landing-new';
import { landingOld } from './landing-old';
import { landingPage } from './landing-page';
import { landingTypeform } from './landing-typeform';
import { privacyPage, termsPage } from './legal-page';
import { pricingPage } from './pricing-page';

/** Every page of the public site by path (render.tsx refuses a path missing here). */
export const sitePages: Record<PublicSitePath, SitePage> = {
  '/': landingPage,
  '/beam-style': landingPage,
  '/old': landingOld,
  '/new': landingNew,
  '/typeform-style': landingTypeform,
  '/features/ad-forms': featurePages['ad-forms'],
  '/features/extension': featurePages.extension,
  '/features/checklists': featurePages.checklists,
  '/features/calendar': featurePages.calendar,
  '/features/creative-review': featurePages['creative-review'],
  '/about': aboutPage,
  '/contact': contactPage,
  '/pricing': pricingPage,
  '/integrations': integrationsPage,
  '/extensions': extensionsPage,
  '/privacy': privacyPage,
  '/terms': termsPage,
};
