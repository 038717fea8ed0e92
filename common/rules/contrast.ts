/**
 * WCAG contrast (relative luminance and contrast ratio), and the agency's brand colour made
 * readable (issue 19): the colour as chosen where it passes, else the nearest darker (light
 * mode) or lighter (dark mode) shade with ≥ 4.5:1 against the page; text on a brand-coloured
 * button is white or near-black, whichever reads better.
 */

export type Rgb = [number, number, number];

/** WCAG relative luminance of an sRGB colour (0–255 a channel). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (value: number) => {
    const c = Math.max(0, Math.min(255, value)) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours (1–21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const hexPattern = /^#[0-9a-f]{6}$/i;

/** "#1F6FEB" → "#1f6feb"; null when it is not a #rrggbb colour (3-digit forms are expanded). */
export function normalizeHexColor(input: string): string | null {
  let value = input.trim().toLowerCase();
  if (/^#?[0-9a-f]{3}$/.test(value)) value = `#${value.replace('#', '').replace(/./g, (c) => c + c)}`;
  if (!value.startsWith('#')) value = `#${value}`;
  return hexPattern.test(value) ? value : null;
}

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The page backgrounds the brand colour must read on (the HeroUI theme's surfaces). */
export const pageBackgrounds = { light: '#ffffff', dark: '#18181b' } as const;
export const minimumTextContrast = 4.5;
/** WCAG's minimum for shapes (a control's edge against what is around it). */
export const minimumEdgeContrast = 3;

/**
 * The brand colour for text and accents on the page in `mode`: the colour itself when it has
 * ≥ 4.5:1 against the page, otherwise made step by step darker (light) or lighter (dark).
 */
export function readableBrandColor(color: string, mode: keyof typeof pageBackgrounds): string {
  return readableOn(color, pageBackgrounds[mode], mode);
}

/** `a` moved the fraction `t` (0–1) of the way towards `b`. */
function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return a.map((c, i) => c + (b[i]! - c) * t) as Rgb;
}

/**
 * The colour itself when it has ≥ 4.5:1 on every background, else step by step darker (light) or
 * lighter (dark). Darkening mixes towards black; lightening raises the HSL lightness, which keeps
 * the hue's strength (mixing a navy towards white would end in a grey).
 */
function readableOn(color: string, background: string | readonly string[], mode: keyof typeof pageBackgrounds): string {
  const pages = (typeof background === 'string' ? [background] : background).map(hexToRgb);
  const start = hexToRgb(color);
  const [h, sat, l] = rgbToHsl(start);
  for (let step = 0; step <= 40; step++) {
    const t = step / 40;
    // Checked as it will be written (whole channel values), so rounding cannot tip it under.
    const shade = rgbToHex(mode === 'light' ? mix(start, [0, 0, 0], t) : hslToRgb(h, sat, l + (1 - l) * t));
    if (pages.every((page) => contrastRatio(hexToRgb(shade), page) >= minimumTextContrast)) return shade;
  }
  return mode === 'light' ? '#000000' : '#ffffff';
}

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const sat = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, sat, l];
}

function hslToRgb(h: number, sat: number, l: number): Rgb {
  if (sat === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + sat) : l + sat - l * sat;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/**
 * The theme's grey button surface at its darkest (light mode) or lightest (dark mode), hovered
 * included: HeroUI's secondary buttons put the soft accent text on it (zinc-200 / zinc-700, a
 * shade beyond HeroUI's `--default` and its hover, so the rule holds with room to spare).
 */
export const buttonSurfaces = { light: '#e4e4e7', dark: '#3f3f46' } as const;

/** Text on a button of this colour: white or near-black, whichever has the higher contrast. */
export function textOnColor(color: string): '#ffffff' | '#18181b' {
  const rgb = hexToRgb(color);
  return contrastRatio(rgb, [255, 255, 255]) >= contrastRatio(rgb, hexToRgb('#18181b')) ? '#ffffff' : '#18181b';
}

/**
 * A button in the brand colour: the colour with white or near-black text when one of them reads
 * (≥ 4.5:1); a colour neither reads on (mid greys) is darkened until white text does.
 */
export function brandButton(color: string): { background: string; text: '#ffffff' | '#18181b' } {
  const text = textOnColor(color);
  if (contrastRatio(hexToRgb(color), hexToRgb(text)) >= minimumTextContrast) return { background: color, text };
  const start = hexToRgb(color);
  for (let step = 1; step <= 20; step++) {
    const mixed = start.map((c) => c * (1 - step / 20)) as Rgb;
    if (contrastRatio(mixed, [255, 255, 255]) >= minimumTextContrast) return { background: rgbToHex(mixed), text: '#ffffff' };
  }
  return { background: '#000000', text: '#ffffff' };
}

/**
 * The agency's colour as the portal's theme in one mode (issue 34), every pair readable:
 * - `accent` / `accentForeground`: the fill of primary buttons and chosen chips and the text on
 *   it (the brand button, ≥ 4.5:1; in dark mode a colour that fades into the page is lightened
 *   first); `accentHover` moves the fill away from its text, so it reads too;
 * - `text`: links, icons, marks and the focus ring on the page (≥ 4.5:1 against the page);
 * - `soft` / `softHover` / `softForeground`: a tinted background (badges, notices, soft buttons),
 *   a stronger tint for hover, and the text on either and on secondary (grey) buttons (≥ 4.5:1).
 */
export interface BrandTheme {
  accent: string;
  accentForeground: '#ffffff' | '#18181b';
  accentHover: string;
  text: string;
  soft: string;
  softHover: string;
  softForeground: string;
}

export function brandTheme(color: string, mode: keyof typeof pageBackgrounds): BrandTheme {
  const text = readableBrandColor(color, mode);
  // A dark colour on the dark page has no edge (navy on near-black is about 1.1:1): there the
  // button takes the lightened shade instead. A light colour on the light page keeps its hue, which
  // carries it (a yellow button on white is still plainly a yellow button), so it stays as chosen.
  const fading = mode === 'dark' && contrastRatio(hexToRgb(color), hexToRgb(pageBackgrounds.dark)) < minimumEdgeContrast;
  const button = brandButton(fading ? text : color);
  const away: Rgb = button.text === '#ffffff' ? [0, 0, 0] : [255, 255, 255];
  const tint = (t: number) => rgbToHex(mix(hexToRgb(pageBackgrounds[mode]), hexToRgb(color), t));
  const [soft, softHover] = mode === 'light' ? [tint(0.12), tint(0.2)] : [tint(0.18), tint(0.26)];
  return {
    accent: button.background,
    accentForeground: button.text,
    accentHover: rgbToHex(mix(hexToRgb(button.background), away, 0.12)),
    text,
    soft,
    softHover,
    // The hover's tint is the stronger one: text that reads on it reads on the lighter tint too.
    // Secondary buttons put the same text on the grey button surface.
    softForeground: readableOn(text, [softHover, buttonSurfaces[mode]], mode),
  };
}
