import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb, pageBackgrounds } from '../../../../common/rules/contrast';
import { portalAccent } from './portal-accent';

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
