import { normalizeHexColor, readableBrandColor } from '../../../../common/rules/contrast';

/**
 * The portal's accent (active tab, headings' marks): the agency's brand colour made readable on
 * the page in the current mode, or null without one (the theme's own accent then).
 */
export function portalAccent(brandColor: string | null, darkMode: boolean): string | null {
  const color = brandColor ? normalizeHexColor(brandColor) : null;
  return color ? readableBrandColor(color, darkMode ? 'dark' : 'light') : null;
}
