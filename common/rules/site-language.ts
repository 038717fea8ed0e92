/**
 * The language a public page is served in: the visitor's choice from the footer (the `lang`
 * cookie) first, else the first of Dutch and English in the browser's Accept-Language (by its
 * q-values), else Dutch, the product's language.
 */
export type SiteLanguage = 'nl' | 'en';

export function pickSiteLanguage(cookieValue: string | undefined, acceptLanguage: string | undefined): SiteLanguage {
  if (cookieValue === 'nl' || cookieValue === 'en') return cookieValue;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const first = ranked.find((entry) => entry.language === 'nl' || entry.language === 'en');
  return (first?.language as SiteLanguage | undefined) ?? 'nl';
}
