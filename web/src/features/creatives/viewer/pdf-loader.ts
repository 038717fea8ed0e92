import type { PdfDocument, PdfSource } from './pdf-document';

/** Opens a PDF (its URL or its bytes), fetching pdf.js (and its worker) on first use only. */
export async function loadPdf(source: PdfSource): Promise<PdfDocument> {
  const { openPdf } = await import('./pdf-document');
  return openPdf(source);
}
