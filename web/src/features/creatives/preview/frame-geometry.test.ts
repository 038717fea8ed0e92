import { describe, expect, it } from 'vitest';
import { defaultPlacementConfig, defaultSafeZones } from '../../../../../common/rules/ad-placements';
import { mediaBox, percentOf, placeMedia, safeZoneRects } from './frame-geometry';

describe('mediaBox', () => {
  it('takes an accepted ratio as it is in the feeds', () => {
    expect(mediaBox('fb_feed', { width: 1080, height: 1350 })).toEqual({ ratio: 0.8, fit: 'cover', letterboxed: false });
    expect(mediaBox('ig_feed', { width: 1200, height: 628 })).toEqual({ ratio: 1200 / 628, fit: 'cover', letterboxed: false });
  });

  it('letterboxes a ratio the feed does not take in the nearest accepted box', () => {
    expect(mediaBox('fb_feed', { width: 1920, height: 1080 })).toEqual({ ratio: 1.91, fit: 'contain', letterboxed: true });
    expect(mediaBox('ig_feed', { width: 1080, height: 1920 })).toEqual({ ratio: 0.8, fit: 'contain', letterboxed: true });
  });

  it('keeps Stories and Reels at 9:16, filled or letterboxed', () => {
    expect(mediaBox('stories', { width: 1080, height: 1920 })).toEqual({ ratio: 9 / 16, fit: 'cover', letterboxed: false });
    expect(mediaBox('reels', { width: 1080, height: 1080 })).toEqual({ ratio: 9 / 16, fit: 'contain', letterboxed: true });
  });

  it('uses the recommended ratio and shows the media whole when its size is unknown', () => {
    expect(mediaBox('fb_feed', { width: 0, height: 0 })).toEqual({ ratio: 0.8, fit: 'contain', letterboxed: false });
    expect(mediaBox('reels', { width: 0, height: 0 })).toEqual({ ratio: 9 / 16, fit: 'contain', letterboxed: false });
  });

  it('follows the configured ratio tolerance', () => {
    const strict = { ...defaultPlacementConfig, ratioTolerance: 0.001 };
    expect(mediaBox('fb_feed', { width: 1080, height: 1100 }).letterboxed).toBe(false);
    expect(mediaBox('fb_feed', { width: 1080, height: 1100 }, strict).letterboxed).toBe(true);
  });
});

describe('placeMedia', () => {
  it('contains a landscape creative in a square with bars above and below', () => {
    expect(placeMedia({ width: 100, height: 100 }, { width: 200, height: 100 }, 'contain')).toEqual({ x: 0, y: 25, width: 100, height: 50 });
  });

  it('contains a portrait creative in a 9:16 frame with bars at the sides', () => {
    const r = placeMedia({ width: 90, height: 160 }, { width: 100, height: 400 }, 'contain');
    expect(r).toEqual({ x: 25, y: 0, width: 40, height: 160 });
  });

  it('covers the box, centred, cropping the overflow', () => {
    expect(placeMedia({ width: 100, height: 100 }, { width: 200, height: 100 }, 'cover')).toEqual({ x: -50, y: 0, width: 200, height: 100 });
  });

  it('fills the box when the media size is unknown', () => {
    expect(placeMedia({ width: 90, height: 160 }, { width: 0, height: 0 }, 'contain')).toEqual({ x: 0, y: 0, width: 90, height: 160 });
  });
});

describe('safeZoneRects', () => {
  const frame = { width: 1080, height: 1920 };

  it('draws the Reels bands: top, bottom and sides between them', () => {
    const { bands, safeArea } = safeZoneRects(frame, defaultSafeZones.reels);
    expect(bands.map((b) => b.edge)).toEqual(['top', 'bottom', 'left', 'right']);
    const [top, bottom, left, right] = bands;
    expect(top).toMatchObject({ x: 0, y: 0, width: 1080 });
    expect(top!.height).toBeCloseTo(268.8);
    expect(bottom!.y).toBeCloseTo(1248);
    expect(bottom!.height).toBeCloseTo(672);
    expect(left!.width).toBeCloseTo(64.8);
    expect(left!.y).toBeCloseTo(268.8);
    expect(left!.height).toBeCloseTo(979.2);
    expect(right!.x).toBeCloseTo(1015.2);
    expect(safeArea.x).toBeCloseTo(64.8);
    expect(safeArea.width).toBeCloseTo(950.4);
    expect(safeArea.height).toBeCloseTo(979.2);
  });

  it('leaves out empty bands (Stories has no sides)', () => {
    const { bands, safeArea } = safeZoneRects(frame, defaultSafeZones.stories);
    expect(bands.map((b) => b.edge)).toEqual(['top', 'bottom']);
    expect(safeArea).toMatchObject({ x: 0, width: 1080 });
    expect(safeZoneRects(frame, { top: 0, bottom: 0, sides: 0 })).toEqual({ bands: [], safeArea: { x: 0, y: 0, width: 1080, height: 1920 } });
  });
});

describe('percentOf', () => {
  it('writes a rectangle in percentages of its frame', () => {
    expect(percentOf({ x: 0, y: 268.8, width: 64.8, height: 979.2 }, { width: 1080, height: 1920 })).toEqual({
      left: '0%',
      top: '14%',
      width: '6%',
      height: '51%',
    });
    expect(percentOf({ x: 1, y: 0, width: 1, height: 3 }, { width: 3, height: 3 })).toEqual({ left: '33.333%', top: '0%', width: '33.333%', height: '100%' });
  });
});
