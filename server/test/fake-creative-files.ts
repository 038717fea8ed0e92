/**
 * The bytes the import fakes (fake-canva.ts, fake-google-drive.ts) serve: real pictures, PDFs and
 * MP4 containers made on the spot (sharp; the creatives' test kit for PDF and MP4), so what the
 * app copies passes — or, on purpose, fails — the same checks an upload does.
 */
import sharp from 'sharp';
import { buildMovie, buildPdf } from '../features/creatives/media/test-kit.js';

export type FakeFileKind = 'png' | 'jpg' | 'pdf' | 'mp4' | 'exe' | 'noise-png';

export interface FakeFileSpec {
  kind: FakeFileKind;
  width?: number;
  height?: number;
  pages?: number;
}

/** A Windows executable's first bytes and padding: what a "picture" that lies looks like. */
function exeBytes(): Buffer {
  const bytes = Buffer.alloc(4096);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** The file's bytes: `width` × `height` pixels (points for a PDF), `pages` pages of a PDF. */
export async function fakeFileBytes(spec: FakeFileSpec): Promise<Buffer> {
  const width = spec.width ?? 1080;
  const height = spec.height ?? 1080;
  switch (spec.kind) {
    case 'png':
      return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
        .png()
        .toBuffer();
    case 'jpg':
      return sharp({ create: { width, height, channels: 3, background: { r: 240, g: 180, b: 40 } } })
        .jpeg({ quality: 80 })
        .toBuffer();
    case 'noise-png': {
      // Random pixels hardly compress: a PNG about 3 bytes a pixel, for the size limits.
      const raw = Buffer.alloc(width * height * 3);
      for (let i = 0; i < raw.length; i++) raw[i] = Math.imul(i + 1, 2654435761) >>> 24;
      return sharp(raw, { raw: { width, height, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
    }
    case 'pdf':
      return buildPdf(spec.pages ?? 1, spec.width ?? 595, spec.height ?? 842);
    case 'mp4':
      return buildMovie({ durationMs: 6000, tracks: [{ kind: 'video', width, height }, { kind: 'audio' }] });
    case 'exe':
      return exeBytes();
  }
}

/** A small thumbnail picture. */
export function fakeThumbnailBytes(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 90, g: 90, b: 90 } } })
    .png()
    .toBuffer();
}
