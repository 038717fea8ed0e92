/**
 * The ad preview's geometry: the media box of each placement's frame (the creative's own ratio
 * where the placement accepts it, else the nearest accepted ratio with the creative letterboxed
 * inside), where the creative sits in that box, and the safe zones as rectangles. Sizes in pixels
 * of any reference frame; `percentOf` turns a rectangle into CSS that scales with the frame.
 */
import { type AdPreviewPlacement, defaultPlacementConfig, matchRatio, type PlacementConfig, type SafeZone } from '../../../../../common/rules/ad-placements';

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

export type MediaFit = 'cover' | 'contain';

export interface MediaBox {
  /** The box's width / height. */
  ratio: number;
  /** `cover` fills the box (an accepted ratio: at most a sliver is cropped); `contain` shows bars. */
  fit: MediaFit;
  /** The creative's ratio is not accepted: it is shown whole with bars, as Meta would pad it. */
  letterboxed: boolean;
}

const isVertical = (placement: AdPreviewPlacement) => placement === 'stories' || placement === 'reels';
const hasSize = (size: Size) => size.width > 0 && size.height > 0 && Number.isFinite(size.width / size.height);

/**
 * The frame's media box for a creative of `media` size: feeds take the creative's own ratio when
 * accepted, else the nearest accepted one; Stories and Reels are always 9:16. Without a known size
 * the box has the placement's recommended ratio and shows the creative whole.
 */
export function mediaBox(placement: AdPreviewPlacement, media: Size, config: PlacementConfig = defaultPlacementConfig): MediaBox {
  const { accepted, nearest } = matchRatio(media.width, media.height, placement, config);
  const nearestRatio = nearest.width / nearest.height;
  if (!hasSize(media)) return { ratio: nearestRatio, fit: 'contain', letterboxed: false };
  if (isVertical(placement)) return { ratio: 9 / 16, fit: accepted ? 'cover' : 'contain', letterboxed: !accepted };
  return accepted ? { ratio: media.width / media.height, fit: 'cover', letterboxed: false } : { ratio: nearestRatio, fit: 'contain', letterboxed: true };
}

/** Where a creative of `media` size sits in `box`: whole and centred (contain) or filling it, centred and cropped (cover). */
export function placeMedia(box: Size, media: Size, fit: MediaFit): Rect {
  if (!hasSize(media) || !hasSize(box)) return { x: 0, y: 0, width: box.width, height: box.height };
  const scale = fit === 'contain' ? Math.min(box.width / media.width, box.height / media.height) : Math.max(box.width / media.width, box.height / media.height);
  const width = media.width * scale;
  const height = media.height * scale;
  return { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height };
}

export type SafeZoneEdge = 'top' | 'bottom' | 'left' | 'right';

export interface SafeZoneRects {
  /** The parts the platform's interface covers (empty edges left out); the sides run between top and bottom. */
  bands: (Rect & { edge: SafeZoneEdge })[];
  /** What stays free for the creative's text and logo. */
  safeArea: Rect;
}

/** The safe zone of a frame as rectangles in its pixels. */
export function safeZoneRects(frame: Size, zone: SafeZone): SafeZoneRects {
  const top = frame.height * zone.top;
  const bottom = frame.height * zone.bottom;
  const side = frame.width * zone.sides;
  const middle = Math.max(0, frame.height - top - bottom);
  const bands: SafeZoneRects['bands'] = [];
  if (top > 0) bands.push({ edge: 'top', x: 0, y: 0, width: frame.width, height: top });
  if (bottom > 0) bands.push({ edge: 'bottom', x: 0, y: frame.height - bottom, width: frame.width, height: bottom });
  if (side > 0 && middle > 0) {
    bands.push({ edge: 'left', x: 0, y: top, width: side, height: middle });
    bands.push({ edge: 'right', x: frame.width - side, y: top, width: side, height: middle });
  }
  return { bands, safeArea: { x: side, y: top, width: Math.max(0, frame.width - 2 * side), height: middle } };
}

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100_000) / 1000}%`;

/** A rectangle as absolute-position CSS in percentages of its frame (so it scales with the frame). */
export function percentOf(rect: Rect, frame: Size): { left: string; top: string; width: string; height: string } {
  return {
    left: percent(rect.x, frame.width),
    top: percent(rect.y, frame.height),
    width: percent(rect.width, frame.width),
    height: percent(rect.height, frame.height),
  };
}
