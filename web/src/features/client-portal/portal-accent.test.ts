import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb, pageBackgrounds } from '../../../../common/rules/contrast';
import { portalAccent, portalThemeVars } from './portal-accent';

describe('the portal accent', () => {
  it('is the brand colour when it reads on the page', () => {
    expect(portalAccent('#1F2937', false)).toBe('#1f2937');
  });

  it('is adjusted to ≥ 4.5:1 in each mode', () => {
    for (const [mode, dark] of [
      ['light', false],
      ['dark', true],
    ] as const) {
      const accent = portalAccent('#ffd400', dark)!;
      expect(contrastRatio(hexToRgb(accent), hexToRgb(pageBackgrounds[mode]))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is null without a (valid) brand colour', () => {
    expect(portalAccent(null, false)).toBeNull();
    expect(portalAccent('not a colour', true)).toBeNull();
  });
});

describe('the portal theme variables', () => {
  it('put the agency colour on HeroUI’s accent (primary buttons) with readable text, and a readable accent on the page', () => {
    const light = portalThemeVars('#FFD400', false);
    expect(light).toMatchObject({ '--accent': '#ffd400', '--accent-foreground': '#18181b' });
    expect(contrastRatio(hexToRgb(light['--portal-accent']!), hexToRgb(pageBackgrounds.light))).toBeGreaterThanOrEqual(4.5);
    expect(light['--focus']).toBe(light['--portal-accent']);
    expect(portalThemeVars('#0b1f3a', false)).toMatchObject({ '--accent': '#0b1f3a', '--accent-foreground': '#ffffff' });
    // Dark navy would vanish into the dark page: its buttons take the lightened shade, with text that reads on it.
    const dark = portalThemeVars('#0b1f3a', true);
    expect(dark['--accent']).toBe(dark['--portal-accent']);
    expect(contrastRatio(hexToRgb(dark['--accent']!), hexToRgb(dark['--accent-foreground']!))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hexToRgb(dark['--portal-accent']!), hexToRgb(pageBackgrounds.dark))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hexToRgb(dark['--accent-soft-foreground']!), hexToRgb(dark['--accent-soft-hover']!))).toBeGreaterThanOrEqual(4.5);
  });

  it('leave the theme alone without a (valid) colour', () => {
    expect(portalThemeVars(null, false)).toEqual({ '--portal-accent': 'var(--accent)' });
    expect(portalThemeVars('geel', true)).toEqual({ '--portal-accent': 'var(--accent)' });
  });
});
