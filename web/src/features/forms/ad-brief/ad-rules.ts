/**
 * The ad brief's pure rules in the browser: where Meta cuts a text, whether a creative may be
 * uploaded (JPG/PNG ≤ 30 MB and ≥ 600 px wide, MP4/MOV) and which chosen placements its ratio
 * does not fit (a warning, never a refusal). The server checks the same on submit.
 */
import { type AdPlacement, adPlacementRatio, formLimits } from '../../../../../common/forms/form-schema';

export type AdTextVariant = 'primary_text' | 'headline' | 'description';

/** Where Meta truncates each text (a warning past it, never a block). */
export const adTextLimit: Record<AdTextVariant, number> = {
  primary_text: formLimits.adPrimaryText,
  headline: formLimits.adHeadline,
  description: formLimits.adDescription,
};

/** The text as the ad shows it before "Meer weergeven": cut at the limit (on a word when one ends close by). */
export function metaTruncate(text: string, limit: number): { shown: string; isCut: boolean } {
  const chars = [...text];
  if (chars.length <= limit) return { shown: text, isCut: false };
  const cut = chars.slice(0, limit).join('');
  const space = cut.lastIndexOf(' ');
  const shown = space >= limit - 12 && space > 0 ? cut.slice(0, space) : cut;
  return { shown: shown.trimEnd(), isCut: true };
}

export const creativeImageTypes = ['image/jpeg', 'image/png'] as const;
export const creativeVideoTypes = ['video/mp4', 'video/quicktime'] as const;

export type CreativeProblem = 'type' | 'too_large' | 'too_small';

/** Why a creative may not be uploaded, or null. A video's size is the upload's own limit. */
export function creativeProblem(file: { type: string; size: number; width: number | null }): CreativeProblem | null {
  if ((creativeImageTypes as readonly string[]).includes(file.type)) {
    if (file.size > formLimits.adImageMb * 1024 * 1024) return 'too_large';
    if (file.width !== null && file.width < formLimits.adImageMinWidth) return 'too_small';
    return null;
  }
  return (creativeVideoTypes as readonly string[]).includes(file.type) ? null : 'type';
}

/** The chosen placements this width × height does not fit (ratio more than 3 % off). */
export function misfitPlacements(width: number, height: number, placements: readonly AdPlacement[]): AdPlacement[] {
  if (width <= 0 || height <= 0) return [];
  const ratio = width / height;
  return placements.filter((placement) => Math.abs(ratio / adPlacementRatio[placement] - 1) > 0.03);
}
