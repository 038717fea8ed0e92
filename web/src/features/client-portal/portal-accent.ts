import { brandTheme, normalizeHexColor, readableBrandColor } from '../../../../common/rules/contrast';

/**
 * The portal's accent (active tab, headings' marks): the agency's brand colour made readable on
 * the page in the current mode, or null without one (the theme's own accent then).
 */
export function portalAccent(brandColor: string | null, darkMode: boolean): string | null {
  const color = brandColor ? normalizeHexColor(brandColor) : null;
  return color ? readableBrandColor(color, darkMode ? 'dark' : 'light') : null;
}

/**
 * The one place the agency's colour becomes the portal's theme (issue 34): HeroUI's accent
 * variables (primary buttons, chosen chips, soft badges, the focus ring) and `--portal-accent`
 * (tabs, icons, marks), each pair readable in this mode (common/rules/contrast.ts `brandTheme`).
 * HeroUI derives its hover and soft shades where it declares them (:root), so those are set here
 * too. Without a (valid) colour only `--portal-accent` is set, to the theme's own accent.
 */
export function portalThemeVars(brandColor: string | null, darkMode: boolean): Record<string, string> {
  const color = brandColor ? normalizeHexColor(brandColor) : null;
  if (!color) return { '--portal-accent': 'var(--accent)' };
  const theme = brandTheme(color, darkMode ? 'dark' : 'light');
  return {
    '--accent': theme.accent,
    '--accent-foreground': theme.accentForeground,
    '--accent-hover': theme.accentHover,
    '--accent-soft': theme.soft,
    '--accent-soft-hover': theme.softHover,
    '--accent-soft-foreground': theme.softForeground,
    '--focus': theme.text,
    '--portal-accent': theme.text,
  };
}
