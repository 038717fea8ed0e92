/**
 * npm run bench captcha: can a machine read our captcha, and can a person? Renders 200 codes with
 * the server's own renderer (server/features/captcha/image.ts) and lets Tesseract OCR (Debian
 * package tesseract-ocr; installed with apt-get when missing and we may, as
 * scripts/ensure-chromium.sh does for Chromium) read each picture, with the captcha's alphabet as
 * its whitelist, as one line (--psm 7) and as one word (--psm 8), on the picture as served and on
 * a 3× enlarged black-and-white version (Otsu threshold) — the strongest reasonable off-the-shelf
 * attack. A code counts as read when any of these reads it exactly; goal ≤ 5 % (10 of 200).
 * Legibility figures from the renderer: glyph height in px, the smallest gap between two glyphs
 * (negative = overlap) and the lowest glyph/background contrast ratio (WCAG), goal ≥ 4.5:1.
 *
 * Options after --: --count N (default 200), --keep DIR (writes the PNGs there to look at).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captchaAlphabet } from '../../server/features/captcha/glyphs.js';
import { captchaImageHeight as H, captchaImageWidth as W, renderCaptcha } from '../../server/features/captcha/image.js';
import { encodePng } from '../../server/features/captcha/png.js';
import { createCaptchaCode } from '../../server/features/captcha/service.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const count = Number(option('--count') ?? 200);
const keep = option('--keep');

function ensureTesseract(): void {
  if (spawnSync('tesseract', ['--version'], { stdio: 'ignore' }).status === 0) return;
  if (process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0) {
    console.log("Tesseract ontbreekt; installeren met apt-get (Debian-pakket 'tesseract-ocr')…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'tesseract-ocr'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (spawnSync('tesseract', ['--version'], { stdio: 'ignore' }).status === 0) return;
  }
  console.error("Tesseract is not installed: run 'sudo apt-get install -y tesseract-ocr' (Debian), then run the benchmark again.");
  process.exit(1);
}

/** The picture 3× larger (nearest neighbour on a smooth grey) in black and white at Otsu's threshold. */
function enlargedBlackAndWhite(pixels: Uint8ClampedArray): Buffer {
  const grey = new Float32Array(W * H);
  for (let i = 0; i < W * H; i++) grey[i] = 0.299 * pixels[i * 3]! + 0.587 * pixels[i * 3 + 1]! + 0.114 * pixels[i * 3 + 2]!;
  const histogram = new Array<number>(256).fill(0);
  for (const value of grey) histogram[Math.round(value)]!++;
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * histogram[v]!;
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 128;
  for (let v = 0; v < 256; v++) {
    below += histogram[v]!;
    if (below === 0 || below === grey.length) continue;
    belowSum += v * histogram[v]!;
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / (grey.length - below);
    const between = below * (grey.length - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  const scale = 3;
  const out = new Uint8ClampedArray(W * scale * H * scale * 3);
  for (let y = 0; y < H * scale; y++) {
    for (let x = 0; x < W * scale; x++) {
      const value = grey[Math.floor(y / scale) * W + Math.floor(x / scale)]! <= threshold ? 0 : 255;
      out.fill(value, (y * W * scale + x) * 3, (y * W * scale + x) * 3 + 3);
    }
  }
  return encodePng(W * scale, H * scale, out);
}

function ocr(file: string, psm: number): string {
  const result = spawnSync('tesseract', [file, 'stdout', '--psm', String(psm), '-c', `tessedit_char_whitelist=${captchaAlphabet}`], {
    encoding: 'utf8',
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
  });
  return result.stdout.replace(/\s+/g, '').toUpperCase();
}

ensureTesseract();
const dir = keep ?? mkdtempSync(join(tmpdir(), 'bench-captcha-'));
mkdirSync(dir, { recursive: true });
const attacks = ['served, --psm 7', 'served, --psm 8', '3× black-and-white, --psm 7', '3× black-and-white, --psm 8'] as const;
const readBy = new Map<string, number>(attacks.map((name) => [name, 0]));
let readByAny = 0;
let charactersRight = 0;
const heights: number[] = [];
const gaps: number[] = [];
const contrasts: number[] = [];
const started = performance.now();
try {
  for (let n = 0; n < count; n++) {
    const code = createCaptchaCode();
    const { pixels, metrics } = renderCaptcha(code);
    heights.push(...metrics.glyphHeights);
    gaps.push(metrics.smallestGap);
    contrasts.push(metrics.lowestContrast);
    const served = join(dir, `${String(n).padStart(3, '0')}-${code}.png`);
    const enlarged = join(dir, `${String(n).padStart(3, '0')}-${code}-bw.png`);
    writeFileSync(served, encodePng(W, H, pixels));
    writeFileSync(enlarged, enlargedBlackAndWhite(pixels));
    const readings = [ocr(served, 7), ocr(served, 8), ocr(enlarged, 7), ocr(enlarged, 8)];
    readings.forEach((reading, i) => {
      if (reading === code) readBy.set(attacks[i]!, readBy.get(attacks[i]!)! + 1);
    });
    if (readings.includes(code)) readByAny++;
    const bestCharacters = Math.max(...readings.map((reading) => [...code].filter((ch, i) => reading[i] === ch).length));
    charactersRight += bestCharacters;
  }
} finally {
  if (!keep) rmSync(dir, { recursive: true, force: true });
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;
const goalRead = Math.floor(count * 0.05);
console.log(
  `Captcha against Tesseract ${/tesseract ([\d.]+)/.exec(spawnSync('tesseract', ['--version'], { encoding: 'utf8' }).stdout)?.[1] ?? ''} (${count} codes, ${W}×${H} px, ${((performance.now() - started) / 1000).toFixed(0)} s):`,
);
for (const [name, read] of readBy) console.log(`  read exactly, ${name}: ${read} of ${count} (${percent(read, count)})`);
console.log(
  `  read exactly by any of them: ${readByAny} of ${count} (${percent(readByAny, count)})   goal ≤ ${goalRead} (5 %) → ${readByAny <= goalRead ? 'PASS' : 'FAIL'}`,
);
console.log(`  characters in the right place (best reading): ${percent(charactersRight, count * 5)}`);
console.log('Legibility (from the renderer):');
console.log(
  `  glyph height: ${sorted(heights)[0]!.toFixed(1)}–${sorted(heights).at(-1)!.toFixed(1)} px, median ${median(heights).toFixed(1)} px (picture ${H} px high)`,
);
console.log(
  `  smallest gap between the ink of two neighbouring glyph boxes, after the worst the wave can do, per picture: lowest ${sorted(gaps)[0]!.toFixed(1)} px, median ${median(gaps).toFixed(1)} px (negative = overlap)`,
);
const lowest = sorted(contrasts)[0]!;
console.log(
  `  glyph/background contrast: lowest ${lowest.toFixed(2)}:1, median ${median(contrasts).toFixed(2)}:1   goal ≥ 4.5:1 → ${lowest >= 4.5 ? 'PASS' : 'FAIL'}`,
);
if (keep) console.log(`  pictures in ${dir}`);
if (readByAny > goalRead || lowest < 4.5) process.exitCode = 1;
