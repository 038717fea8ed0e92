import { describe, expect, it } from 'vitest';
import {
  brandButton,
  buttonSurfaces,
  brandTheme,
  contrastRatio,
  hexToRgb,
  minimumTextContrast,
  normalizeHexColor,
  pageBackgrounds,
  readableBrandColor,
  textOnColor,
} from './contrast.js';

const against = (color: string, mode: 'light' | 'dark') => contrastRatio(hexToRgb(color), hexToRgb(pageBackgrounds[mode]));

describe('brand colour', () => {
  it('normalises #rrggbb and #rgb, refuses the rest', () => {
    expect(normalizeHexColor('#1F6FEB')).toBe('#1f6feb');
    expect(normalizeHexColor('1f6feb')).toBe('#1f6feb');
    expect(normalizeHexColor('#abc')).toBe('#aabbcc');
    for (const wrong of ['#12345', 'red', '#ggg000', '', 'rgb(1,2,3)']) expect(normalizeHexColor(wrong), wrong).toBeNull();
  });

  it('keeps a colour that reads, and darkens or lightens one that does not, to at least 4.5:1 in both modes', () => {
    expect(readableBrandColor('#1d4ed8', 'light')).toBe('#1d4ed8');
    for (const color of ['#ffff00', '#ffffff', '#000000', '#1d4ed8', '#f97316', '#22c55e', '#777777', '#18181b']) {
      for (const mode of ['light', 'dark'] as const)
        expect(against(readableBrandColor(color, mode), mode), `${color} ${mode}`).toBeGreaterThanOrEqual(minimumTextContrast);
    }
  });

  it('puts white text on dark colours and dark text on light ones, each readable', () => {
    expect(textOnColor('#1d4ed8')).toBe('#ffffff');
    expect(textOnColor('#fde047')).toBe('#18181b');
    for (const color of ['#1d4ed8', '#fde047', '#22c55e', '#777777', '#ef4444', '#808080']) {
      const button = brandButton(color);
      expect(contrastRatio(hexToRgb(button.background), hexToRgb(button.text)), color).toBeGreaterThanOrEqual(4.5);
    }
    expect(brandButton('#1d4ed8')).toEqual({ background: '#1d4ed8', text: '#ffffff' });
  });
});

describe('the brand theme of the portal', () => {
  const ratio = (a: string, b: string) => contrastRatio(hexToRgb(a), hexToRgb(b));
  const colours = ['#ffd400', '#0b1f3a', '#1d4ed8', '#ffffff', '#000000', '#777777', '#22c55e', '#ef4444', '#fde047', '#18181b'];

  it('keeps every pair readable in light and dark: button text, hovered button text, accents on the page, soft text', () => {
    for (const color of colours) {
      for (const mode of ['light', 'dark'] as const) {
        const theme = brandTheme(color, mode);
        const label = `${color} ${mode}`;
        expect(ratio(theme.accent, theme.accentForeground), label).toBeGreaterThanOrEqual(minimumTextContrast);
        expect(ratio(theme.accentHover, theme.accentForeground), label).toBeGreaterThanOrEqual(minimumTextContrast);
        expect(ratio(theme.text, pageBackgrounds[mode]), label).toBeGreaterThanOrEqual(minimumTextContrast);
        expect(ratio(theme.softForeground, theme.soft), label).toBeGreaterThanOrEqual(minimumTextContrast);
        expect(ratio(theme.softForeground, theme.softHover), label).toBeGreaterThanOrEqual(minimumTextContrast);
        expect(ratio(theme.softForeground, buttonSurfaces[mode]), label).toBeGreaterThanOrEqual(minimumTextContrast);
      }
    }
  });

  it('keeps a strong yellow on the buttons (dark text on it) and darkens it only where it is text on a light page', () => {
    const light = brandTheme('#ffd400', 'light');
    expect(light).toMatchObject({ accent: '#ffd400', accentForeground: '#18181b' });
    expect(light.text).not.toBe('#ffd400');
    expect(brandTheme('#ffd400', 'dark')).toMatchObject({ accent: '#ffd400', accentForeground: '#18181b', text: '#ffd400' });
  });

  it('keeps a dark navy on the buttons in light mode (white text); in dark mode, where it would vanish, lightens buttons and text', () => {
    expect(brandTheme('#0b1f3a', 'light')).toMatchObject({ accent: '#0b1f3a', accentForeground: '#ffffff', text: '#0b1f3a' });
    const dark = brandTheme('#0b1f3a', 'dark');
    expect(dark.text).not.toBe('#0b1f3a');
    expect(dark.accent).toBe(dark.text);
    expect(ratio(dark.accent, pageBackgrounds.dark)).toBeGreaterThanOrEqual(3);
  });

  it('gives every button an edge on the dark page', () => {
    for (const color of colours) expect(ratio(brandTheme(color, 'dark').accent, pageBackgrounds.dark), color).toBeGreaterThanOrEqual(3);
  });
});
