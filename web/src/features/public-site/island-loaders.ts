import type { ComponentType } from 'react';
import type { IslandName } from './islands';

type Loader = () => Promise<ComponentType<Record<string, unknown>>>;

/** The browser's side of `islands.ts`: one code-split chunk per island, loaded when a page has it. */
export const islandLoaders: Record<IslandName, Loader> = {
  'site-nav': () => import('./components/site-nav').then((m) => m.SiteNav as ComponentType<Record<string, unknown>>),
  'language-switch': () => import('./components/language-switch').then((m) => m.LanguageSwitch as ComponentType<Record<string, unknown>>),
  'waitlist-dialog': () => import('./components/waitlist-dialog').then((m) => m.WaitlistDialog as ComponentType<Record<string, unknown>>),
  'feature-carousel': () => import('./components/feature-carousel').then((m) => m.FeatureCarousel as ComponentType<Record<string, unknown>>),
  'inline-waitlist': () => import('./components/inline-waitlist').then((m) => m.InlineWaitlist as ComponentType<Record<string, unknown>>),
  'typeform-waitlist': () => import('./components/typeform-waitlist').then((m) => m.TypeformWaitlist as ComponentType<Record<string, unknown>>),
  'contact-form': () => import('./components/contact-form').then((m) => m.ContactForm as ComponentType<Record<string, unknown>>),
};
