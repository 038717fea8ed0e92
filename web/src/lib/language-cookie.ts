import type { AppLanguage } from './app-storage';

/**
 * The cookie that remembers the public pages' language: the server serves the prerendered page
 * in it (server/lib/site-pages.ts reads the same name). Not a tracking cookie: one of two values.
 */
export const languageCookieName = 'lang';

export function writeLanguageCookie(language: AppLanguage): void {
  document.cookie = `${languageCookieName}=${language}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}
