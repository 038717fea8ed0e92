/**
 * PDF pages drawn in the browser with pdf.js (issue 36). Loaded only through `import()` (see
 * `loadPdf`), so pdf.js and its worker are fetched only when a PDF is shown.
 *
 * PDFs are untrusted and the app's Content-Security-Policy is strict (script-src 'self', no eval,
 * no 'wasm-unsafe-eval'): the worker is a same-origin module file, nothing is evaluated from
 * strings (`isEvalSupported: false`), no XFA forms, no WebAssembly, and no scripting — only the
 * core API draws pages to a canvas; pdf.js's viewer (where scripting lives) is not used.
 */
import { AnnotationMode, getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { creativeLimitDefaults } from '../../../../../common/creative-constants';
import type { Size } from './viewer-geometry';

GlobalWorkerOptions.workerSrc = workerUrl;

/** PDF points to CSS pixels (72 → 96 per inch): a page at 100 % shows at its printed size. */
const cssPixelsPerPoint = 96 / 72;

export type PdfSource = string | Uint8Array;

export interface PageRender {
  promise: Promise<HTMLCanvasElement>;
  cancel: () => void;
}

export interface PdfDocument {
  pageCount: number;
  /** A page's size in CSS pixels at 100 % (rotation applied). */
  pageSize: (page: number) => Promise<Size>;
  /** Draws a page to a new canvas at `resolution` device pixels per CSS pixel. */
  renderPage: (page: number, resolution: number) => PageRender;
  destroy: () => void;
}

/** Opens a PDF from its (same-origin) URL, or from its bytes (copied: pdf.js hands them to its worker). */
export async function openPdf(source: PdfSource): Promise<PdfDocument> {
  const task = getDocument({
    ...(typeof source === 'string' ? { url: source } : { data: source.slice() }),
    isEvalSupported: false,
    enableXfa: false,
    useWasm: false,
    maxImageSize: creativeLimitDefaults.imageMaxPixels,
  });
  let pdf: PDFDocumentProxy;
  try {
    pdf = await task.promise;
  } catch (error) {
    void task.destroy();
    throw error;
  }
  const pageSize = async (page: number): Promise<Size> => {
    const viewport = (await pdf.getPage(page)).getViewport({ scale: cssPixelsPerPoint });
    return { width: viewport.width, height: viewport.height };
  };
  const renderPage = (page: number, resolution: number): PageRender => {
    let cancelled = false;
    let cancelTask = () => {};
    const promise = pdf.getPage(page).then((proxy) => {
      if (cancelled) throw new Error('cancelled');
      const viewport = proxy.getViewport({ scale: cssPixelsPerPoint * resolution });
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.floor(viewport.width));
      canvas.height = Math.max(1, Math.floor(viewport.height));
      const render = proxy.render({ canvas, viewport, annotationMode: AnnotationMode.ENABLE });
      cancelTask = () => render.cancel();
      return render.promise.then(() => canvas);
    });
    return {
      promise,
      cancel: () => {
        cancelled = true;
        cancelTask();
      },
    };
  };
  return { pageCount: pdf.numPages, pageSize, renderPage, destroy: () => void task.destroy() };
}
