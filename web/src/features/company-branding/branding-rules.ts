/**
 * Quick checks before a branding change is sent. The server decides (it reads the logo's bytes);
 * these only spare a slow upload that would fail anyway.
 */
import type { ErrorCode } from '../../../../common/errors';
import { normalizeHexColor } from '../../../../common/rules/contrast';
import { logoUploadLimits } from '../../../../common/client-constants';

/** The server's limit (common/client-constants.ts). */
export const logoMaxBytes = logoUploadLimits.maxBytes;
export const logoAccept = 'image/png,image/jpeg';

/** The error a chosen file will certainly get, or null to send it. An unknown type (some systems give none) is sent. */
export function logoFileProblem(file: { size: number; type: string }): ErrorCode | null {
  if (file.type && !logoAccept.split(',').includes(file.type)) return 'LOGO_INVALID';
  if (file.size > logoMaxBytes) return 'LOGO_TOO_LARGE';
  return null;
}

/** The colour typed in the hex field as '#rrggbb' (with or without '#', three digits expanded), or null when it is none. */
export function brandColorFromText(text: string): string | null {
  return text.trim() ? normalizeHexColor(text) : null;
}
