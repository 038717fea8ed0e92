/**
 * Preview pictures of creatives (issue 36): WebP thumbnails at most 640 px (never enlarged, EXIF-turned,
 * an animated GIF's first frame), a 16 px blur placeholder as a data URL, PDF pages drawn by pdf.js,
 * nothing for a video. The 24-megapixel photo's time is printed, not asserted (machines differ; the
 * budget is checked by `npm run bench creative-media`).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePreviewImages, type PreviewImages } from './preview.js';
import { buildMovie, buildPdf, photoLikeJpeg, pngClaiming } from './test-kit.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'creative-preview-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let fileNumber = 0;
async function fileOf(bytes: Buffer): Promise<string> {
  const file = path.join(dir, `file-${++fileNumber}`);
  await writeFile(file, bytes);
  return file;
}

/** The thumbnail is a WebP of the size it claims, and the placeholder a tiny WebP data URL. */
async function checkPictures(images: PreviewImages | null, width: number, height: number): Promise<PreviewImages> {
  expect(images).not.toBeNull();
  const meta = await sharp(images!.thumbnail).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width, height });
  expect({ width: images!.thumbnailWidth, height: images!.thumbnailHeight }).toEqual({ width, height });
  const [prefix, base64] = images!.blurDataUrl.split(',');
  expect(prefix).toBe('data:image/webp;base64');
  const blur = Buffer.from(base64!, 'base64');
  expect(blur.length).toBeLessThan(400);
  const blurMeta = await sharp(blur).metadata();
  expect(Math.max(blurMeta.width, blurMeta.height)).toBe(16);
  return images!;
}

/** The RGB of the thumbnail's pixel at (x, y). */
async function pixel(thumbnail: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(thumbnail).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe('images', () => {
  it('shrinks a 24-megapixel JPEG to 640 px on its longest side', async () => {
    const jpeg = await photoLikeJpeg(6000, 4000);
    const file = await fileOf(jpeg);
    const started = performance.now();
    const images = await makePreviewImages(file, 'image');
    console.log(`24-megapixel JPEG (${(jpeg.length / 1024 ** 2).toFixed(1)} MB) → thumbnail: ${(performance.now() - started).toFixed(0)} ms`);
    await checkPictures(images, 640, 427);
  });

  it('never enlarges a small image', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
      .png()
      .toBuffer();
    await checkPictures(await makePreviewImages(await fileOf(png), 'image'), 300, 200);
  });

  it('turns a photo as its EXIF orientation says', async () => {
    // Stored 1200 × 800, left half black and right half white; orientation 6 turns it a quarter clockwise.
    const halves = Buffer.alloc(1200 * 800 * 3);
    for (let y = 0; y < 800; y++) halves.fill(255, (y * 1200 + 600) * 3, (y * 1200 + 1200) * 3);
    const jpeg = await sharp(halves, { raw: { width: 1200, height: 800, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const images = await checkPictures(await makePreviewImages(await fileOf(jpeg), 'image'), 427, 640);
    // Turned clockwise, the stored left (black) half is on top and the right (white) half below.
    expect((await pixel(images.thumbnail, 213, 100))[0]).toBeLessThan(40);
    expect((await pixel(images.thumbnail, 213, 540))[0]).toBeGreaterThan(215);
  });

  it('takes the first frame of an animated GIF', async () => {
    const colours = [
      [220, 20, 20],
      [20, 200, 20],
      [20, 20, 220],
    ];
    const frames = Buffer.concat(colours.map(([r, g, b]) => Buffer.alloc(80 * 60 * 3).map((_, i) => [r, g, b][i % 3]!)));
    const gif = await sharp(frames, { raw: { width: 80, height: 180, channels: 3, pageHeight: 60 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const images = await checkPictures(await makePreviewImages(await fileOf(gif), 'image'), 80, 60);
    const [r, g, b] = await pixel(images.thumbnail, 40, 30);
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(100);
  });

  it('refuses to decode a decompression bomb', async () => {
    await expect(makePreviewImages(await fileOf(pngClaiming(50_000, 50_000)), 'image')).rejects.toThrow(/pixel limit/);
  });
});

describe('PDFs', () => {
  it('draws page 1 with its text and shapes', async () => {
    const images = await checkPictures(await makePreviewImages(await fileOf(buildPdf(3)), 'pdf'), 453, 640);
    // A4 at 640 px high: white margin top left, the blue rectangle (0, 0.4, 0.8) in the lower half.
    expect(await pixel(images.thumbnail, 10, 10)).toEqual([255, 255, 255]);
    const [r, g, b] = await pixel(images.thumbnail, 226, 478);
    expect(r).toBeLessThan(30);
    expect(g).toBeGreaterThan(80);
    expect(b).toBeGreaterThan(180);
    // "Pagina 1" in 48 pt Helvetica from pdf.js's standard fonts: dark pixels where the text is.
    const { data, info } = await sharp(images.thumbnail)
      .extract({ left: 50, top: 55, width: 160, height: 45 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const dark = [...data].filter((v) => v < 100).length;
    expect(dark / (info.width * info.height)).toBeGreaterThan(0.05);
  });

  it('draws the page asked for, and gives null for a page that does not exist', async () => {
    const file = await fileOf(buildPdf(3, 1920, 1080));
    await checkPictures(await makePreviewImages(file, 'pdf', { page: 3 }), 640, 360);
    expect(await makePreviewImages(file, 'pdf', { page: 4 })).toBeNull();
    expect(await makePreviewImages(file, 'pdf', { page: 0 })).toBeNull();
  });
});

it('makes nothing for a video (its poster frame comes from the browser)', async () => {
  const file = await fileOf(buildMovie({ durationMs: 1000, tracks: [{ kind: 'video', width: 640, height: 360 }] }));
  expect(await makePreviewImages(file, 'video')).toBeNull();
});
