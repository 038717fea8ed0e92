/**
 * The pictures the grid and the viewer show before the creative itself (issue 36): a WebP thumbnail
 * (longest side at most 640 px, never enlarged, turned as its EXIF says) and a blur placeholder of
 * 16 px inlined as a data URL. Images are read from the file with sharp's shrink-on-load (a JPEG is
 * decoded at 1/2, 1/4 or 1/8 of its size when that is enough); a PDF page is drawn by pdf.js on
 * @napi-rs/canvas (pdf.js's own canvas in Node) at about 1280 px first. A video's poster frame is
 * made by the uploader's browser: the caller makes the pictures from that image.
 */
import sharp, { type Sharp } from 'sharp';
import { creativeLimitDefaults, type CreativeMedia } from '../../../../common/creative-constants.js';
import { openPdf } from './pdf.js';

export interface PreviewImages {
  thumbnail: Buffer;
  thumbnailWidth: number;
  thumbnailHeight: number;
  /** `data:image/webp;base64,…`, a few hundred bytes, shown blurred while the thumbnail loads. */
  blurDataUrl: string;
}

const thumbnailSide = 640;
const blurSide = 16;
/** A PDF page is drawn at twice the thumbnail so its text stays crisp after the downscale. */
const pdfRenderSide = 1280;
/** A page that takes longer to draw is a file made to keep us busy; the creative is kept, without a thumbnail. */
const pdfRenderTimeoutMs = 20_000;

/** What we use of pdf.js's NodeCanvasFactory (typed as Object by pdf.js). */
interface NodeCanvasFactory {
  create(width: number, height: number): { canvas: object; context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };
}

async function fromPipeline(pipeline: Sharp): Promise<PreviewImages> {
  const { data, info } = await pipeline
    .rotate()
    .resize(thumbnailSide, thumbnailSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer({ resolveWithObject: true });
  // The placeholder comes from the thumbnail: decoding 640 px again is cheaper than the original twice.
  const blur = await sharp(data).resize(blurSide, blurSide, { fit: 'inside' }).webp({ quality: 40, alphaQuality: 40 }).toBuffer();
  return { thumbnail: data, thumbnailWidth: info.width, thumbnailHeight: info.height, blurDataUrl: `data:image/webp;base64,${blur.toString('base64')}` };
}

/** Page `pageNumber` drawn at about 1280 px on its longest side, as raw RGBA; null when the page does not exist or cannot be drawn in time. */
async function renderPdfPage(file: string, pageNumber: number, maxImagePixels: number): Promise<{ rgba: Buffer; width: number; height: number } | null> {
  const doc = await openPdf(file, { strict: false, maxImagePixels });
  try {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > doc.numPages) return null;
    const page = await doc.getPage(pageNumber);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: pdfRenderSide / Math.max(natural.width, natural.height) });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    // The document's canvas factory is pdf.js's NodeCanvasFactory (@napi-rs/canvas); pdf.js paints a white page first.
    const { canvas, context } = (doc.canvasFactory as NodeCanvasFactory).create(width, height);
    const task = page.render({ canvas, canvasContext: context, viewport });
    const timer = setTimeout(() => task.cancel(), pdfRenderTimeoutMs);
    try {
      await task.promise;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
    const pixels = context.getImageData(0, 0, width, height).data;
    return { rgba: Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), width, height };
  } finally {
    await doc.destroy();
  }
}

/**
 * The thumbnail and blur placeholder of a creative's file (a local path): an image's, or the PDF's
 * page `opts.page` (default 1); null for a video, and for a PDF page that does not exist or cannot
 * be drawn. Meant for files inspectCreativeFile accepted: it rejects when sharp or pdf.js cannot open
 * the file at all (sharp's pixel limit included).
 */
export async function makePreviewImages(
  file: string,
  media: CreativeMedia,
  opts: { page?: number; imageMaxPixels?: number } = {},
): Promise<PreviewImages | null> {
  const maxPixels = opts.imageMaxPixels ?? creativeLimitDefaults.imageMaxPixels;
  if (media === 'video') return null;
  if (media === 'image') {
    // sequentialRead: the decoder streams top to bottom instead of keeping the image for random access.
    return fromPipeline(sharp(file, { limitInputPixels: maxPixels, sequentialRead: true }));
  }
  const page = await renderPdfPage(file, opts.page ?? 1, maxPixels);
  if (!page) return null;
  return fromPipeline(sharp(page.rgba, { raw: { width: page.width, height: page.height, channels: 4 } }));
}
