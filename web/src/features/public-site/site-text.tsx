import { createContext, useContext } from 'react';
import uiEn from '../../locales/en/site/ui.json';
import uiNl from '../../locales/nl/site/ui.json';
import type { AppLanguage } from '../../lib/app-storage';

/**
 * Texts of the public website. Each page reads its own JSON dictionaries from
 * web/src/locales/{nl,en}/site/ (typed imports, no i18n runtime: see ADR 0007); only `ui.json`, the
 * chrome the islands show (menu, waitlist, carousel, footer), reaches the browser's JavaScript.
 */
export type SiteLanguage = AppLanguage;
export const siteLanguages = ['nl', 'en'] as const satisfies readonly SiteLanguage[];

export type UiText = typeof uiNl;
const ui: Record<SiteLanguage, UiText> = { nl: uiNl, en: uiEn satisfies UiText };

const LanguageContext = createContext<SiteLanguage>('nl');
export const SiteLanguageProvider = LanguageContext.Provider;

export function useSiteLanguage(): SiteLanguage {
  return useContext(LanguageContext);
}

export function uiText(language: SiteLanguage): UiText {
  return ui[language];
}

export function useUiText(): UiText {
  return ui[useSiteLanguage()];
}

/** A page's dictionary in the page's language: `useLocalised({ nl: aboutNl, en: aboutEn })`. */
export function useLocalised<T>(byLanguage: Record<SiteLanguage, T>): T {
  return byLanguage[useSiteLanguage()];
}

/** Fills `{{name}}` placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return value === 'nl' || value === 'en';
}
