/**
 * Generated media for the viewer's developer harness (viewer-harness.tsx): two versions of an ad
 * drawn on canvases, a small three-page PDF, and random annotations — nothing from the API.
 */
import type { AnnotationShape } from '../../../../../common/schemas/creative-annotations';
import type { Point } from './viewer-geometry';
import type { MediaAnnotation } from './viewer-types';

/** A small seeded random generator (mulberry32): the same annotations on every load. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** `count` annotations of every shape over the picture, on PDF pages 1–`pages` and video moments 0–`durationMs`. */
export function randomAnnotations(count: number, options: { seed?: number; pages?: number; durationMs?: number } = {}): MediaAnnotation[] {
  const random = seededRandom(options.seed ?? 36);
  const at = (min = 0.02, max = 0.98) => round(min + random() * (max - min));
  const shapeAt = (kind: number): AnnotationShape => {
    if (kind === 0) return { type: 'pin', x: at(), y: at(0.06) };
    if (kind === 1) {
      const x = at(0, 0.8);
      const y = at(0, 0.8);
      return { type: 'rect', x, y, w: round(0.03 + random() * (0.99 - x - 0.03) * 0.3), h: round(0.03 + random() * (0.99 - y - 0.03) * 0.3) };
    }
    if (kind === 2) return { type: 'arrow', x1: at(), y1: at(), x2: at(), y2: at() };
    const points: Point[] = [];
    let [x, y] = [at(0.1, 0.9), at(0.1, 0.9)];
    for (let i = 0; i < 40; i++) {
      x = Math.min(1, Math.max(0, x + (random() - 0.5) * 0.03));
      y = Math.min(1, Math.max(0, y + (random() - 0.5) * 0.03));
      points.push([round(x), round(y)]);
    }
    return { type: 'freehand', points };
  };
  return Array.from({ length: count }, (_, i) => ({
    id: `a${i + 1}`,
    number: i + 1,
    shape: shapeAt(i % 4),
    resolved: random() < 0.2,
    page: 1 + Math.floor(random() * (options.pages ?? 3)),
    timeMs: Math.floor(random() * (options.durationMs ?? 10_000)),
  }));
}

/** One version of a made-up ad as a PNG data URL: the newer has another headline, a moved badge and a new button colour. */
export function drawAdVersion(version: 1 | 2, width: number, height: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return '';
  context.scale(width / 1200, height / 800);
  const sky = context.createLinearGradient(0, 0, 0, 800);
  sky.addColorStop(0, '#38bdf8');
  sky.addColorStop(1, '#fde68a');
  context.fillStyle = sky;
  context.fillRect(0, 0, 1200, 800);
  context.fillStyle = '#f59e0b';
  context.beginPath();
  context.arc(950, 180, 110, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#0f766e';
  context.fillRect(0, 620, 1200, 180);
  context.fillStyle = '#0f172a';
  context.font = 'bold 84px sans-serif';
  context.fillText(version === 1 ? 'Zomeractie' : 'Zomeractie −20%', 80, 220);
  context.font = '40px sans-serif';
  context.fillText('Alleen deze week in alle winkels', 80, 300);
  context.fillStyle = version === 1 ? '#1d4ed8' : '#be123c';
  context.fillRect(80, 400, 360, 110);
  context.fillStyle = 'white';
  context.font = 'bold 44px sans-serif';
  context.fillText('Bestel nu', 150, 472);
  context.fillStyle = '#facc15';
  context.beginPath();
  context.arc(version === 1 ? 700 : 760, 470, 80, 0, Math.PI * 2);
  context.fill();
  return canvas.toDataURL('image/png');
}

/**
 * A small PDF (A4 pages with a heading and a coloured block each) as bytes; version 2 has another
 * subtitle and a moved block. Bytes, not a blob: URL, which the CSP's connect-src does not allow fetching.
 */
export function makePdfBytes(version: 1 | 2 = 1, pages = 3): Uint8Array {
  const colors = ['0.9 0.3 0.2', '0.2 0.5 0.9', '0.1 0.6 0.3'];
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const kids: string[] = [];
  const fontId = 3 + pages * 2;
  for (let page = 0; page < pages; page++) {
    const pageId = 3 + page * 2;
    kids.push(`${pageId} 0 R`);
    const block = version === 1 ? '60 420 475 260' : '90 400 475 260';
    const subtitle = version === 1 ? 'Creative review - testdocument' : 'Creative review - testdocument, versie 2';
    const stream = `${colors[page % colors.length]} rg ${block} re f BT /F1 40 Tf 60 740 Td (Pagina ${page + 1}) Tj ET BT /F1 16 Tf 60 360 Td (${subtitle}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
