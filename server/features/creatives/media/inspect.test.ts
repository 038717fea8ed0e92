/**
 * Inspecting creatives (issue 36) on files made in the test: images measured (EXIF-turned) and
 * decompression bombs refused; videos complete or refused (cut off, no movie box, no video track),
 * with duration and size from the movie box however the file is laid out; PDFs counted and measured,
 * refused when broken, locked or too long.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creativeLimitDefaults } from '../../../../common/creative-constants.js';
import { inspectCreativeFile, type InspectLimits } from './inspect.js';
import { box, buildMovie, buildPdf, encryptedPdf, ftypBox, mdatHeader, moovBox, pngClaiming, type TestMovie } from './test-kit.js';

const limits: InspectLimits = { pdfMaxPages: creativeLimitDefaults.pdfMaxPages, imageMaxPixels: creativeLimitDefaults.imageMaxPixels };
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'creative-inspect-'));
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

const inspect = async (bytes: Buffer, mimeType: string, overrides: Partial<InspectLimits> = {}) =>
  inspectCreativeFile(await fileOf(bytes), mimeType, { ...limits, ...overrides });

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } });

describe('images', () => {
  it('measures JPEG, PNG, WebP and GIF from their headers', async () => {
    const expected = { ok: true, media: 'image', width: 1200, height: 800, durationMs: null, pageCount: null };
    expect(await inspect(await photo(1200, 800).jpeg().toBuffer(), 'image/jpeg')).toEqual(expected);
    expect(await inspect(await photo(1200, 800).png().toBuffer(), 'image/png')).toEqual(expected);
    expect(await inspect(await photo(1200, 800).webp().toBuffer(), 'image/webp')).toEqual(expected);
    expect(await inspect(await photo(1200, 800).gif().toBuffer(), 'image/gif')).toEqual(expected);
  });

  it('gives an EXIF-turned photo the size a person sees', async () => {
    const turned = await photo(1200, 800).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await inspect(turned, 'image/jpeg')).toMatchObject({ ok: true, width: 800, height: 1200 });
    const upsideDown = await photo(1200, 800).jpeg().withMetadata({ orientation: 3 }).toBuffer();
    expect(await inspect(upsideDown, 'image/jpeg')).toMatchObject({ ok: true, width: 1200, height: 800 });
  });

  it('refuses a PNG whose header claims 50,000 × 50,000 pixels without decoding it', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(5_000);
    expect(await inspect(bomb, 'image/png')).toEqual({ ok: false, code: 'FILE_IMAGE_TOO_LARGE' });
  });

  it('applies the configured pixel limit', async () => {
    const png = await photo(2000, 1000).png().toBuffer();
    expect(await inspect(png, 'image/png', { imageMaxPixels: 1_999_999 })).toEqual({ ok: false, code: 'FILE_IMAGE_TOO_LARGE' });
    expect(await inspect(png, 'image/png', { imageMaxPixels: 2_000_000 })).toMatchObject({ ok: true, width: 2000, height: 1000 });
  });

  it('refuses bytes that only start like an image', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    expect(await inspect(broken, 'image/jpeg')).toEqual({ ok: false, code: 'FILE_IMAGE_UNREADABLE' });
  });
});

describe('videos', () => {
  const landscape: TestMovie = { durationMs: 12_345, tracks: [{ kind: 'video', width: 1920, height: 1080 }, { kind: 'audio' }] };
  const expected = { ok: true, media: 'video', width: 1920, height: 1080, durationMs: 12_345, pageCount: null };

  it('reads duration and size of an MP4 with the movie box first', async () => {
    expect(await inspect(buildMovie(landscape), 'video/mp4')).toEqual(expected);
    const withFrames: TestMovie = { durationMs: 12_345, tracks: [{ kind: 'video', width: 1920, height: 1080, samples: 740 }, { kind: 'audio' }] };
    expect(await inspect(buildMovie(withFrames, { mdatBytes: 740 * 2000 }), 'video/mp4')).toEqual(expected);
  });

  it('reads a QuickTime file with the movie box after the media data, and one without a file type box', async () => {
    expect(await inspect(buildMovie({ ...landscape, brand: 'qt' }, { moovLast: true }), 'video/quicktime')).toEqual(expected);
    const noFtyp = Buffer.concat([moovBox(landscape), mdatHeader(100), Buffer.alloc(100)]);
    expect(await inspect(noFtyp, 'video/quicktime')).toEqual(expected);
  });

  it('follows 64-bit box sizes and a last box that runs to the end of the file (size 0)', async () => {
    expect(await inspect(buildMovie(landscape, { largeMdat: true }), 'video/mp4')).toEqual(expected);
    const toEnd = Buffer.concat([ftypBox(), moovBox(landscape), Buffer.from([0, 0, 0, 0]), Buffer.from('mdat'), Buffer.alloc(5000)]);
    expect(await inspect(toEnd, 'video/mp4')).toEqual(expected);
  });

  it('turns the size of a video whose track is rotated a quarter (a phone held upright)', async () => {
    for (const rotation of [90, 270] as const) {
      const portrait = buildMovie({ durationMs: 3000, tracks: [{ kind: 'video', width: 1920, height: 1080, rotation }] });
      expect(await inspect(portrait, 'video/mp4')).toMatchObject({ ok: true, width: 1080, height: 1920, durationMs: 3000 });
    }
    const upsideDown = buildMovie({ durationMs: 3000, tracks: [{ kind: 'video', width: 1920, height: 1080, rotation: 180 }] });
    expect(await inspect(upsideDown, 'video/mp4')).toMatchObject({ ok: true, width: 1920, height: 1080 });
  });

  it('refuses a cut-off upload: inside the media data, inside a moov at the end, or mid-header', async () => {
    const whole = buildMovie(landscape, { mdatBytes: 10_000 });
    expect(await inspect(whole.subarray(0, whole.length - 5_000), 'video/mp4')).toEqual({ ok: false, code: 'CREATIVE_VIDEO_UNREADABLE' });
    const moovLast = buildMovie(landscape, { moovLast: true });
    expect(await inspect(moovLast.subarray(0, moovLast.length - 40), 'video/mp4')).toEqual({ ok: false, code: 'CREATIVE_VIDEO_UNREADABLE' });
    expect(await inspect(Buffer.concat([whole, Buffer.from([0, 0, 1])]), 'video/mp4')).toEqual({ ok: false, code: 'CREATIVE_VIDEO_UNREADABLE' });
  });

  it('refuses a file without a movie box, one with only sound, and a movie box of garbage', async () => {
    const refused = { ok: false, code: 'CREATIVE_VIDEO_UNREADABLE' };
    expect(await inspect(Buffer.concat([ftypBox(), mdatHeader(1000), Buffer.alloc(1000)]), 'video/mp4')).toEqual(refused);
    expect(await inspect(buildMovie({ durationMs: 5000, tracks: [{ kind: 'audio' }] }), 'video/mp4')).toEqual(refused);
    const garbage = Buffer.concat([ftypBox(), box('moov', Buffer.alloc(300, 0xab)), mdatHeader(10), Buffer.alloc(10)]);
    expect(await inspect(garbage, 'video/mp4')).toEqual(refused);
  });
});

describe('PDFs', () => {
  it('counts the pages and measures page 1 in points', async () => {
    expect(await inspect(buildPdf(1), 'application/pdf')).toEqual({ ok: true, media: 'pdf', width: 595, height: 842, durationMs: null, pageCount: 1 });
    expect(await inspect(buildPdf(3, 1920, 1080), 'application/pdf')).toMatchObject({ ok: true, width: 1920, height: 1080, pageCount: 3 });
  });

  it('reads a PDF without its cross-reference table (pdf.js rebuilds it)', async () => {
    const text = buildPdf(3).toString('latin1');
    const withoutXref = text.replace(/xref\n[\s\S]*?trailer/, 'trailer').replace(/startxref\n\d+/, 'startxref\n0');
    expect(withoutXref).not.toContain('0000000000 65535 f');
    expect(await inspect(Buffer.from(withoutXref, 'latin1'), 'application/pdf')).toMatchObject({ ok: true, pageCount: 3 });
  });

  it('refuses more pages than the limit, with the limit in the message', async () => {
    const long = buildPdf(250);
    expect(await inspect(long, 'application/pdf')).toEqual({ ok: false, code: 'CREATIVE_PDF_TOO_MANY_PAGES', params: { maxPages: 200 } });
    expect(await inspect(long, 'application/pdf', { pdfMaxPages: 250 })).toMatchObject({ ok: true, pageCount: 250 });
  });

  it('refuses garbage that starts with %PDF and a PDF locked with a password', async () => {
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x5a)]);
    expect(await inspect(garbage, 'application/pdf')).toEqual({ ok: false, code: 'CREATIVE_PDF_UNREADABLE' });
    expect(await inspect(encryptedPdf(), 'application/pdf')).toEqual({ ok: false, code: 'CREATIVE_PDF_UNREADABLE' });
  });
});

it('refuses any other type (SVG, WebM, a Word file)', async () => {
  const file = await fileOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  for (const mimeType of ['image/svg+xml', 'video/webm', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']) {
    expect(await inspectCreativeFile(file, mimeType, limits)).toEqual({ ok: false, code: 'FILE_TYPE_REFUSED' });
  }
});
