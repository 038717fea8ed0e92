/**
 * The agency's look in the client portal and its mails (issue 19, Settings → Bedrijf): a logo and
 * a brand colour. The logo is checked by its content (PNG or JPEG signature, never the declared
 * type; no SVG), decoded with a pixel limit against decompression bombs, and stored re-encoded as
 * a PNG of at most 512 × 512; nothing of the uploaded file is served as it came.
 */
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { logoUploadLimits } from '../../../common/client-constants.js';
import { normalizeHexColor } from '../../../common/rules/contrast.js';
import type { Db } from '../../db/database.js';
import { companies, companyLogos } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { loadAgency } from '../portal/overview.js';

export const logoLimits = { ...logoUploadLimits, maxSide: 512, maxInputPixels: 40_000_000 } as const;

const isPng = (b: Uint8Array) =>
  b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a;
const isJpeg = (b: Uint8Array) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** The upload as a PNG of at most 512 × 512, or LOGO_INVALID / LOGO_TOO_LARGE / LOGO_TOO_SMALL. */
export async function reencodeLogo(bytes: Uint8Array): Promise<{ png: Buffer; width: number; height: number }> {
  if (bytes.length > logoLimits.maxBytes) throw new AppError('LOGO_TOO_LARGE');
  if (!isPng(bytes) && !isJpeg(bytes)) throw new AppError('LOGO_INVALID');
  try {
    const image = sharp(bytes, { limitInputPixels: logoLimits.maxInputPixels, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== 'png' && meta.format !== 'jpeg') throw new AppError('LOGO_INVALID');
    if (!meta.width || !meta.height) throw new AppError('LOGO_INVALID');
    if (Math.min(meta.width, meta.height) < logoLimits.minSide) throw new AppError('LOGO_TOO_SMALL');
    const { data, info } = await image
      .rotate()
      .resize(logoLimits.maxSide, logoLimits.maxSide, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // A file that only starts like an image, or one over the pixel limit.
    throw new AppError('LOGO_INVALID', { cause: err });
  }
}

export async function setCompanyLogo(db: Db, companyId: string, bytes: Uint8Array) {
  const logo = await reencodeLogo(bytes);
  await db
    .insert(companyLogos)
    .values({ companyId, ...logo })
    .onConflictDoUpdate({ target: companyLogos.companyId, set: { ...logo, updatedAt: sql`now()` } });
  return loadAgency(db, companyId);
}

export async function deleteCompanyLogo(db: Db, companyId: string) {
  await db.delete(companyLogos).where(eq(companyLogos.companyId, companyId));
  return loadAgency(db, companyId);
}

export async function setBrandColor(db: Db, companyId: string, input: string | null) {
  const color = input === null || input.trim() === '' ? null : normalizeHexColor(input);
  if (input !== null && input.trim() !== '' && color === null) throw new AppError('BRAND_COLOR_INVALID', { fields: { brandColor: 'BRAND_COLOR_INVALID' } });
  await db
    .update(companies)
    .set({ brandColor: color, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
  return loadAgency(db, companyId);
}

/** The stored logo of a company, or null (GET /api/portal/logo/:companyId). */
export async function readCompanyLogo(db: Db, companyId: string): Promise<{ png: Buffer; updatedAt: Date } | null> {
  const [row] = await db.select({ png: companyLogos.png, updatedAt: companyLogos.updatedAt }).from(companyLogos).where(eq(companyLogos.companyId, companyId));
  return row ?? null;
}
