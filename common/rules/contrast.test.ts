import { describe, expect, it } from 'vitest';
import { brandButton, contrastRatio, hexToRgb, minimumTextContrast, normalizeHexColor, pageBackgrounds, readableBrandColor, textOnColor } from './contrast.js';

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
