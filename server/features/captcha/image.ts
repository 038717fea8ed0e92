/** Draws a captcha code as an SVG picture: jittered dot-matrix glyphs, each turned a little, over noise. */
import { randomInt } from 'node:crypto';
import { glyphCells } from './glyphs.js';

const width = 180;
const height = 60;
const inkColours = ['#1e3a8a', '#7c2d12', '#14532d', '#581c87', '#831843', '#134e4a'];
const noiseColours = ['#93c5fd', '#fca5a5', '#86efac', '#c4b5fd', '#fcd34d'];

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;
const jitter = (range: number) => (randomInt(2001) / 1000 - 1) * range;
const fixed = (n: number) => n.toFixed(1);

function glyphPath(char: string, originX: number, originY: number, cell: number): string {
  return glyphCells(char)
    .map(([x, y]) => {
      const px = originX + x * cell + jitter(0.6);
      const py = originY + y * cell + jitter(0.6);
      const size = cell - 0.6 + jitter(0.4);
      return `M${fixed(px)} ${fixed(py)}h${fixed(size)}v${fixed(size)}h${fixed(-size)}z`;
    })
    .join('');
}

function noise(): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    const d = `M${randomInt(0, 30)} ${randomInt(5, height - 5)}C${randomInt(30, 90)} ${randomInt(0, height)} ${randomInt(90, 150)} ${randomInt(0, height)} ${randomInt(150, width)} ${randomInt(5, height - 5)}`;
    parts.push(`<path d="${d}" fill="none" stroke="${pick(noiseColours)}" stroke-width="${1 + randomInt(2)}"/>`);
  }
  for (let i = 0; i < 40; i++) {
    parts.push(`<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="${(0.6 + randomInt(10) / 10).toFixed(1)}" fill="${pick(noiseColours)}"/>`);
  }
  return parts.join('');
}

/** The SVG markup of the code. */
export function renderCaptchaSvg(code: string): string {
  const cell = 5;
  const glyphWidth = 5 * cell;
  const step = (width - 20) / code.length;
  const glyphs = [...code]
    .map((char, i) => {
      const x = 10 + i * step + (step - glyphWidth) / 2 + jitter(3);
      const y = (height - 7 * cell) / 2 + jitter(5);
      const cx = x + glyphWidth / 2;
      const cy = y + (7 * cell) / 2;
      const angle = jitter(18);
      return `<path transform="rotate(${fixed(angle)} ${fixed(cx)} ${fixed(cy)})" fill="${pick(inkColours)}" d="${glyphPath(char, x, y, cell)}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" rx="8" fill="#f8fafc"/>${noise()}${glyphs}</svg>`;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
