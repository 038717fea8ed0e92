/** The pictures compare-view compares (issue 36): an image, or one page of a PDF drawn to a canvas. */
import { loadPdf } from './pdf-loader';
import type { Size } from './viewer-geometry';

/** The longest side of a PDF page drawn for comparing, and of the pictures the difference compares. */
export const maxPictureSide = 2048;

/** A version to compare: `label` names it ("Versie 2"); a PDF's `data` are its bytes when in memory already (see ViewerMedia). */
export type ComparePicture = { kind: 'image'; src: string; label: string } | { kind: 'pdf'; src: string; label: string; page: number; data?: Uint8Array };

/** A picture ready to show and to draw: its URL (an image's own, or a PDF page's blob), pixels and original size. */
export interface LoadedPicture {
  url: string;
  /** The picture's pixels (a PDF page as drawn, its longest side at most 2048). */
  size: Size;
  /** Its own size: an image's, or a PDF page's in CSS pixels. */
  natural: Size;
  source: CanvasImageSource;
  release: () => void;
}

export function pictureKey(picture: ComparePicture): string {
  return picture.kind === 'pdf' ? `pdf:${picture.page}:${picture.src}` : `image:${picture.src}`;
}

export async function loadPicture(picture: ComparePicture): Promise<LoadedPicture> {
  if (picture.kind === 'image') {
    const image = new Image();
    image.decoding = 'async';
    image.src = picture.src;
    await image.decode();
    const size = { width: image.naturalWidth, height: image.naturalHeight };
    return { url: picture.src, size, natural: size, source: image, release: () => {} };
  }
  const pdf = await loadPdf(picture.data ?? picture.src);
  try {
    const natural = await pdf.pageSize(picture.page);
    // Drawn with its longest side at 2048 pixels: sharp enough to zoom in on, small enough to diff.
    const canvas = await pdf.renderPage(picture.page, maxPictureSide / Math.max(natural.width, natural.height, 1)).promise;
    const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('toBlob'))), 'image/png'));
    const url = URL.createObjectURL(blob);
    return { url, size: { width: canvas.width, height: canvas.height }, natural, source: canvas, release: () => URL.revokeObjectURL(url) };
  } finally {
    pdf.destroy();
  }
}

/** A picture's RGBA pixels at `size` (stretched when its own size differs). */
export function pixelsOf(picture: LoadedPicture, size: Size): ImageData {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = 'white';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(picture.source, 0, 0, size.width, size.height);
  return context.getImageData(0, 0, size.width, size.height);
}
