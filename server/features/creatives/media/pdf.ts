/**
 * PDFs are untrusted input (issue 36): pdf.js opens them with everything that could run or reach out
 * switched off — no eval for fonts' and functions' code, no XFA forms, no system fonts, fonts drawn as
 * paths instead of installed as font faces; the document's JavaScript is never run (that needs the
 * viewer's scripting sandbox, which we do not load) — and quietly (verbosity 0: a broken file is an answer,
 * not a log line). In Node pdf.js runs its "worker" in this thread (the fake worker: it imports
 * pdf.worker.mjs next to pdf.mjs), so no worker file or URL needs configuring. pdf.js is loaded on
 * first use: a server that never sees a PDF does not pay its start-up.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjs: Promise<PdfJs> | null = null;
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/** pdf.js's own data: the 14 standard fonts (text in non-embedded Helvetica would otherwise not be drawn), CJK CMaps, JPEG 2000/JBIG2 decoders. */
const dataDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const dataUrl = (folder: string) => path.join(dataDir, folder) + path.sep;

export interface OpenPdfOptions {
  /** true to refuse a file with any error (inspection); false to draw what can be drawn, as a viewer does (previews). */
  strict: boolean;
  /** Images inside the PDF above this many pixels are not decoded (a decompression bomb inside a PDF). */
  maxImagePixels: number;
}

/** Opens the PDF file (read whole: PDF creatives are at most 100 MB); rejects when pdf.js cannot read it or it needs a password. */
export async function openPdf(file: string, options: OpenPdfOptions): Promise<PDFDocumentProxy> {
  const { getDocument } = await loadPdfJs();
  const bytes = await readFile(file);
  const task = getDocument({
    // pdf.js refuses a Buffer; a view over the same memory is not copied.
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: options.strict,
    maxImageSize: options.maxImagePixels,
    verbosity: 0,
    standardFontDataUrl: dataUrl('standard_fonts'),
    cMapUrl: dataUrl('cmaps'),
    iccUrl: dataUrl('iccs'),
    wasmUrl: dataUrl('wasm'),
  });
  try {
    return await task.promise;
  } catch (err) {
    await task.destroy();
    throw err;
  }
}
