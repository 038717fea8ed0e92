/**
 * npm run bench creative-media (issue 36): the server's work on an uploaded creative, from files made
 * here (server/features/creatives/media/test-kit.ts).
 * - The thumbnail and blur placeholder of a 24-megapixel (6000 × 4000) JPEG with a photo's detail:
 *   the first run, then median and worst of 5; budget ≤ 1000 ms (PASS/FAIL on the worst).
 * - A 20-page PDF: inspection (the first one loads pdf.js) and the page-1 thumbnail, median of 5.
 * - A 1 GB MP4 (a movie box with an hour of 60 fps frames in its tables, then 1 GB of media data,
 *   streamed to a temporary file), with the movie box first and after the media data: the time to
 *   inspect it and the process's RSS growth while it does (sampled every 5 ms), which shows that no
 *   part of the media data is read into memory. The files are deleted afterwards.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { creativeLimitDefaults } from '../../common/creative-constants.js';
import { inspectCreativeFile } from '../../server/features/creatives/media/inspect.js';
import { makePreviewImages } from '../../server/features/creatives/media/preview.js';
import { buildPdf, ftypBox, mdatHeader, moovBox, photoLikeJpeg, type TestMovie } from '../../server/features/creatives/media/test-kit.js';

const runs = 5;
const thumbnailBudgetMs = 1000;
const limits = { pdfMaxPages: creativeLimitDefaults.pdfMaxPages, imageMaxPixels: creativeLimitDefaults.imageMaxPixels };
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function timed<T>(task: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await task();
  return { ms: performance.now() - started, value };
}

/** The first run's time, then median and worst of `runs` more. */
async function repeated(task: () => Promise<unknown>): Promise<{ first: number; median: number; worst: number }> {
  const first = (await timed(task)).ms;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await timed(task)).ms);
  times.sort((a, b) => a - b);
  return { first, median: times[Math.floor(times.length / 2)]!, worst: times[times.length - 1]! };
}

async function benchJpeg(dir: string): Promise<void> {
  const file = join(dir, 'photo.jpg');
  const jpeg = await photoLikeJpeg(6000, 4000);
  await writeFile(file, jpeg);
  let size = '';
  const t = await repeated(async () => {
    const images = await makePreviewImages(file, 'image');
    size = `${images!.thumbnailWidth} × ${images!.thumbnailHeight}, ${(images!.thumbnail.length / 1024).toFixed(0)} kB, blur ${images!.blurDataUrl.length} chars`;
  });
  console.log(`24-megapixel JPEG (6000 × 4000, ${mb(jpeg.length)}) → WebP thumbnail (${size}):`);
  console.log(`  first ${ms(t.first)}; ${runs} runs: median ${ms(t.median)}, worst ${ms(t.worst)}`);
  const pass = t.worst <= thumbnailBudgetMs;
  console.log(`  budget ≤ ${thumbnailBudgetMs} ms: ${pass ? 'PASS' : 'FAIL'}`);
  if (!pass) process.exitCode = 1;
}

async function benchPdf(dir: string): Promise<void> {
  const file = join(dir, 'brochure.pdf');
  await writeFile(file, buildPdf(20));
  const inspect = await repeated(async () => {
    const result = await inspectCreativeFile(file, 'application/pdf', limits);
    if (!result.ok || result.pageCount !== 20) throw new Error(`unexpected inspection: ${JSON.stringify(result)}`);
  });
  const thumbnail = await repeated(() => makePreviewImages(file, 'pdf'));
  console.log('20-page PDF (A4, text and a shape per page):');
  console.log(
    `  inspect (page count, page 1's size): first ${ms(inspect.first)} (loads pdf.js), then median ${ms(inspect.median)}, worst ${ms(inspect.worst)}`,
  );
  console.log(`  thumbnail of page 1 (drawn at 1280 px): first ${ms(thumbnail.first)}, then median ${ms(thumbnail.median)}, worst ${ms(thumbnail.worst)}`);
}

/** Writes ftyp + moov + a 1 GB mdat of zeros (or the moov after it), streamed in 8 MB writes. */
async function writeMovie(file: string, movie: TestMovie, mdatBytes: number, moovLast: boolean): Promise<void> {
  const out = createWriteStream(file);
  const write = async (chunk: Buffer) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  await write(ftypBox());
  if (!moovLast) await write(moovBox(movie));
  await write(mdatHeader(mdatBytes));
  const zeros = Buffer.alloc(8 * 1024 ** 2);
  for (let left = mdatBytes; left > 0; left -= zeros.length) await write(left >= zeros.length ? zeros : zeros.subarray(0, left));
  if (moovLast) await write(moovBox(movie));
  out.end();
  await once(out, 'close');
}

async function benchVideo(dir: string): Promise<void> {
  const file = join(dir, 'movie.mp4');
  const movie: TestMovie = { durationMs: 3_600_000, tracks: [{ kind: 'video', width: 1080, height: 1920, samples: 216_000 }, { kind: 'audio' }] };
  console.log(`1 GB MP4 (1080 × 1920, an hour at 60 fps: a ${mb(moovBox(movie).length)} movie box):`);
  for (const moovLast of [false, true]) {
    await writeMovie(file, movie, 1024 ** 3, moovLast);
    globalThis.gc?.();
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    const { ms: took, value } = await timed(() => inspectCreativeFile(file, 'video/mp4', limits));
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    await rm(file);
    const facts = value.ok ? `${value.width} × ${value.height}, ${value.durationMs} ms` : `refused ${value.code}`;
    console.log(`  movie box ${moovLast ? 'after' : 'before'} the media data: inspect ${ms(took)} (${facts}), RSS growth ${mb(peak - before)}`);
  }
}

const dir = await mkdtemp(join(tmpdir(), 'bench-creative-media-'));
try {
  await benchJpeg(dir);
  await benchPdf(dir);
  await benchVideo(dir);
} finally {
  await rm(dir, { recursive: true, force: true });
}
