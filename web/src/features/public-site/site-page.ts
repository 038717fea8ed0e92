import type { ReactNode } from 'react';
import type { SiteLanguage } from './site-text';

/** One page of the public site: its title and description per language, and what it shows. */
export interface SitePage {
  meta: Record<SiteLanguage, { title: string; description: string }>;
  Component: () => ReactNode;
  /** 'plain': the page draws its own frame (the one-question-at-a-time landing page). */
  frame?: 'site' | 'plain';
}

/** A page's meta from its dictionaries' `title` and `metaDescription`, per language. */
export function metaFrom(byLanguage: Record<SiteLanguage, { title: string; metaDescription: string }>): SitePage['meta'] {
  return {
    nl: { title: byLanguage.nl.title, description: byLanguage.nl.metaDescription },
    en: { title: byLanguage.en.title, description: byLanguage.en.metaDescription },
  };
}
