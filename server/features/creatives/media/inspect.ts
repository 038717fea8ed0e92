/**
 * What an uploaded creative is (issue 36), after the storage module sniffed its type from the bytes:
 * an image measured by sharp from its header (pixel limit against decompression bombs), a video
 * checked for completeness and measured from its movie box (video.ts), or a PDF opened by pdf.js
 * (pdf.ts) for its page count and first page's size. Anything else, or anything unreadable, is an
 * error code the upload answers with, and the upload is then removed by its caller.
 */
import sharp from 'sharp';
import { creativeMediaOf, type CreativeMedia } from '../../../../common/creative-constants.js';
import type { ErrorCode, ErrorParams } from '../../../../common/errors.js';
import { openPdf } from './pdf.js';
import { inspectVideo } from './video.js';

export type InspectResult =
  | { ok: true; media: CreativeMedia; width: number | null; height: number | null; durationMs: number | null; pageCount: number | null }
  | { ok: false; code: ErrorCode; params?: ErrorParams };

export interface InspectLimits {
  pdfMaxPages: number;
  imageMaxPixels: number;
}

const refused = (code: ErrorCode, params?: ErrorParams): InspectResult => (params ? { ok: false, code, params } : { ok: false, code });

/** sharp's message when the header's width × height is over `limitInputPixels` (it is checked before any pixel is decoded). */
const isPixelLimit = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);

async function inspectImage(file: string, maxPixels: number): Promise<InspectResult> {
  try {
    const meta = await sharp(file, { limitInputPixels: maxPixels }).metadata();
    if (!meta.width || !meta.height) return refused('FILE_IMAGE_UNREADABLE');
    // An animated image is measured by its first frame (the one its thumbnail shows).
    if (meta.width * meta.height > maxPixels) return refused('FILE_IMAGE_TOO_LARGE');
    // EXIF orientations 5–8 are shown turned a quarter: width and height as a person sees them.
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      ok: true,
      media: 'image',
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      durationMs: null,
      pageCount: null,
    };
  } catch (err) {
    return refused(isPixelLimit(err) ? 'FILE_IMAGE_TOO_LARGE' : 'FILE_IMAGE_UNREADABLE');
  }
}

async function inspectPdf(file: string, limits: InspectLimits): Promise<InspectResult> {
  let doc;
  try {
    doc = await openPdf(file, { strict: true, maxImagePixels: limits.imageMaxPixels });
  } catch {
    // Broken beyond repair, or encrypted with a password we do not have (PasswordException).
    return refused('CREATIVE_PDF_UNREADABLE');
  }
  try {
    const pageCount = doc.numPages;
    if (pageCount < 1) return refused('CREATIVE_PDF_UNREADABLE');
    if (pageCount > limits.pdfMaxPages) return refused('CREATIVE_PDF_TOO_MANY_PAGES', { maxPages: limits.pdfMaxPages });
    // Page 1 at scale 1, in points, with its /Rotate applied: the size a viewer shows.
    const viewport = (await doc.getPage(1)).getViewport({ scale: 1 });
    return { ok: true, media: 'pdf', width: Math.round(viewport.width), height: Math.round(viewport.height), durationMs: null, pageCount };
  } catch {
    return refused('CREATIVE_PDF_UNREADABLE');
  } finally {
    await doc.destroy();
  }
}

/** Checks and measures a creative's file (a local path) of the sniffed `mimeType`. */
export async function inspectCreativeFile(file: string, mimeType: string, limits: InspectLimits): Promise<InspectResult> {
  const media = creativeMediaOf(mimeType);
  if (media === 'image') return inspectImage(file, limits.imageMaxPixels);
  if (media === 'pdf') return inspectPdf(file, limits);
  if (media === 'video') {
    const video = await inspectVideo(file);
    if (!video) return refused('CREATIVE_VIDEO_UNREADABLE');
    return { ok: true, media: 'video', ...video, pageCount: null };
  }
  return refused('FILE_TYPE_REFUSED');
}
