import type { CreativeMedia } from '../../../../../common/creative-constants';
import type { AdCopy, AdPreviewPlacement, PlacementConfig } from '../../../../../common/rules/ad-placements';

/** What every placement's frame shows: the creative, its copy (from the brief) and the page it runs as. */
export interface AdPreviewProps {
  placement: AdPreviewPlacement;
  /** The file to show; for a PDF, the rendered page as an image (or give it as `posterUrl`). */
  mediaUrl: string;
  /** A video's poster frame, or a PDF page's image. */
  posterUrl?: string | null;
  media: CreativeMedia;
  /** Pixels of the creative (a PDF: its page); 0 when unknown. */
  width: number;
  height: number;
  durationMs?: number | null;
  copy: AdCopy;
  pageName: string;
  pageAvatarUrl?: string | null;
  /** Safe zones and ratio tolerance (the server's CREATIVE_SAFE_ZONES); the defaults without. */
  config?: PlacementConfig;
  /** Draw the safe zones over Stories and Reels. */
  showSafeZones?: boolean;
}
