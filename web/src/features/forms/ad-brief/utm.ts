/**
 * The landing URL with its UTM parameters (utm_source, utm_medium, utm_campaign, utm_content,
 * utm_term): the address the ad will link to. Pure; unit-tested.
 */

export const utmParts = ['source', 'medium', 'campaign', 'content', 'term'] as const;
export type UtmPart = (typeof utmParts)[number];
export type Utm = Partial<Record<UtmPart, string>>;

/** Parses an http(s) address (a missing scheme reads as https://), or null. */
export function parseLandingUrl(text: string): URL | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.')) return null;
    return url;
  } catch {
    return null;
  }
}

/** The final address: the landing URL with the filled UTM parts set (a filled part replaces the address's own utm_ parameter; an empty one leaves it), or null for no valid URL. */
export function landingUrlWithUtm(text: string, utm: Utm): string | null {
  const url = parseLandingUrl(text);
  if (!url) return null;
  for (const part of utmParts) {
    const value = utm[part]?.trim();
    if (value) url.searchParams.set(`utm_${part}`, value);
  }
  return url.toString();
}
