import type { ComponentProps, ComponentType } from 'react';
import { ContactForm } from './components/contact-form';
import { FeatureCarousel } from './components/feature-carousel';
import { InlineWaitlist } from './components/inline-waitlist';
import { LanguageSwitch } from './components/language-switch';
import { SiteNav } from './components/site-nav';
import { TypeformWaitlist } from './components/typeform-waitlist';
import { WaitlistDialog } from './components/waitlist-dialog';

/**
 * The interactive parts of the static pages ("islands"): rendered into the HTML at build time and
 * hydrated in the browser, each as its own small React root. Everything else on a page is plain
 * HTML and ships no JavaScript. The browser loads each island's code only when the page has it
 * (`island-loaders.ts`); this file, with its static imports, is for the build-time render.
 */
export const islands = {
  'site-nav': SiteNav,
  'language-switch': LanguageSwitch,
  'waitlist-dialog': WaitlistDialog,
  'feature-carousel': FeatureCarousel,
  'inline-waitlist': InlineWaitlist,
  'typeform-waitlist': TypeformWaitlist,
  'contact-form': ContactForm,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islands)[N]>;
