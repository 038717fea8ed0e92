/**
 * Creative files built by hand for the tests and the benchmark: MP4/QuickTime containers (only the
 * boxes a player and our inspection read; empty sample tables), PDFs as plain text and a PNG whose
 * header claims more pixels than its data holds. Small enough to build in every run, so no binary
 * fixtures live in the repository.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const u8 = (n: number) => Buffer.from([n & 0xff]);
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n & 0xffff);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const i32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const zeros = (n: number) => Buffer.alloc(n);

export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
}

const fullBox = (type: string, version: number, flags: number, ...payload: Buffer[]) => box(type, u8(version), u8(flags >> 16), u16(flags), ...payload);

/** A transformation matrix turning the picture by 0, 90, 180 or 270 degrees (16.16 and 2.30 fixed point). */
function matrix(rotation: 0 | 90 | 180 | 270): Buffer {
  const one = 0x10000;
  const [a, b, c, d] = { 0: [one, 0, 0, one], 90: [0, one, -one, 0], 180: [-one, 0, 0, -one], 270: [0, -one, one, 0] }[rotation];
  return Buffer.concat([i32(a!), i32(b!), i32(0), i32(c!), i32(d!), i32(0), i32(0), i32(0), i32(0x40000000)]);
}

export type TestTrack = { kind: 'video'; width: number; height: number; rotation?: 0 | 90 | 180 | 270; samples?: number } | { kind: 'audio' };

export interface TestMovie {
  /** 'qt' builds a QuickTime (.mov) file type box. */
  brand?: 'isom' | 'qt';
  durationMs: number;
  tracks: TestTrack[];
}

function sampleEntry(track: TestTrack): Buffer {
  if (track.kind === 'audio') {
    // AudioSampleEntry: reserved, data reference 1, reserved, 2 channels, 16 bit, 44.1 kHz.
    return box('mp4a', zeros(6), u16(1), zeros(8), u16(2), u16(16), zeros(4), u32(44100 * 0x10000));
  }
  // VisualSampleEntry with an avcC that names the profile but carries no parameter sets.
  const avcC = box('avcC', Buffer.from([1, 0x42, 0x00, 0x1e, 0xff, 0xe0, 0x00]));
  const name = zeros(32);
  return box(
    'avc1',
    zeros(6),
    u16(1),
    zeros(16),
    u16(track.width),
    u16(track.height),
    u32(0x480000),
    u32(0x480000),
    zeros(4),
    u16(1),
    name,
    u16(0x18),
    u16(0xffff),
    avcC,
  );
}

/**
 * Sample tables for `samples` frames of 2,000 bytes spread evenly over the duration, 30 to a chunk
 * (the size of a real movie's tables: 4 bytes a frame in stsz); empty tables for 0.
 */
function sampleTables(samples: number, durationMs: number): Buffer[] {
  const chunks = Math.ceil(samples / 30);
  const sizes = Buffer.alloc(samples * 4);
  for (let i = 0; i < samples; i++) sizes.writeUInt32BE(2000, i * 4);
  const offsets = Buffer.alloc(chunks * 4);
  for (let i = 0; i < chunks; i++) offsets.writeUInt32BE(i * 60_000, i * 4);
  const delta = samples ? Math.floor(durationMs / samples) : 0;
  return [
    samples ? fullBox('stts', 0, 0, u32(1), u32(samples), u32(delta)) : fullBox('stts', 0, 0, u32(0)),
    samples ? fullBox('stsc', 0, 0, u32(1), u32(1), u32(30), u32(1)) : fullBox('stsc', 0, 0, u32(0)),
    fullBox('stsz', 0, 0, u32(0), u32(samples), sizes),
    fullBox('stco', 0, 0, u32(chunks), offsets),
  ];
}

function trak(track: TestTrack, id: number, durationMs: number): Buffer {
  const video = track.kind === 'video';
  const tkhd = fullBox(
    'tkhd',
    0,
    3,
    zeros(8),
    u32(id),
    zeros(4),
    u32(durationMs),
    zeros(8),
    u16(0),
    u16(0),
    u16(video ? 0 : 0x0100),
    zeros(2),
    matrix(video ? (track.rotation ?? 0) : 0),
    u32(video ? track.width * 0x10000 : 0),
    u32(video ? track.height * 0x10000 : 0),
  );
  const mdhd = fullBox('mdhd', 0, 0, zeros(8), u32(1000), u32(durationMs), u16(0x55c4), u16(0));
  const hdlr = fullBox('hdlr', 0, 0, zeros(4), Buffer.from(video ? 'vide' : 'soun'), zeros(12), Buffer.from(video ? 'Video\0' : 'Sound\0'));
  const header = video ? fullBox('vmhd', 0, 1, zeros(8)) : fullBox('smhd', 0, 0, zeros(4));
  const dinf = box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1)));
  const stbl = box('stbl', fullBox('stsd', 0, 0, u32(1), sampleEntry(track)), ...sampleTables(video ? (track.samples ?? 0) : 0, durationMs));
  return box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', header, dinf, stbl)));
}

export function ftypBox(brand: 'isom' | 'qt' = 'isom'): Buffer {
  return brand === 'qt'
    ? box('ftyp', Buffer.from('qt  '), u32(0x200), Buffer.from('qt  '))
    : box('ftyp', Buffer.from('isom'), u32(0x200), Buffer.from('isomiso2avc1mp41'));
}

export function moovBox(movie: TestMovie): Buffer {
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    zeros(8),
    u32(1000),
    u32(movie.durationMs),
    u32(0x10000),
    u16(0x100),
    zeros(10),
    matrix(0),
    zeros(24),
    u32(movie.tracks.length + 1),
  );
  return box('moov', mvhd, ...movie.tracks.map((t, i) => trak(t, i + 1, movie.durationMs)));
}

/** The 8-byte header of an mdat box holding `payloadBytes` (a 16-byte one with a 64-bit size when `large`). */
export function mdatHeader(payloadBytes: number, large = false): Buffer {
  if (!large) return Buffer.concat([u32(8 + payloadBytes), Buffer.from('mdat')]);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(16 + payloadBytes));
  return Buffer.concat([u32(1), Buffer.from('mdat'), size]);
}

/** A complete movie: ftyp, moov, then an mdat of `mdatBytes` zero bytes (moov after the mdat when `moovLast`). */
export function buildMovie(movie: TestMovie, opts: { mdatBytes?: number; moovLast?: boolean; largeMdat?: boolean } = {}): Buffer {
  const payload = opts.mdatBytes ?? 4096;
  const mdat = Buffer.concat([mdatHeader(payload, opts.largeMdat), zeros(payload)]);
  const moov = moovBox(movie);
  return Buffer.concat(opts.moovLast ? [ftypBox(movie.brand), mdat, moov] : [ftypBox(movie.brand), moov, mdat]);
}

/** A PDF of `pages` pages of `width` × `height` points with a line of text each, and a correct xref table. */
export function buildPdf(pages: number, width = 595, height = 842): Buffer {
  const objects: string[] = [];
  const kids = Array.from({ length: pages }, (_, i) => `${4 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let i = 0; i < pages; i++) {
    const content = `BT /F1 48 Tf 72 ${height - 120} Td (Pagina ${i + 1}) Tj ET 0 0.4 0.8 rg 72 72 ${width - 144} ${height / 3} re f`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A 1-page PDF encrypted with the standard security handler (RC4, revision 2) whose user password is
 * not empty: its /O and /U entries are made up, so no password, the empty one included, opens it.
 */
export function encryptedPdf(): Buffer {
  const hex = (byte: string) => `<${byte.repeat(32)}>`;
  const text = buildPdf(1)
    .toString('latin1')
    .replace(
      '/Root 1 0 R >>',
      `/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O ${hex('3a')} /U ${hex('5c')} /P -44 >> /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>] >>`,
    );
  return Buffer.from(text, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

/** A PNG whose (valid, CRC-checked) header says `width` × `height` RGB pixels, with one row of data. */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  const idat = deflateSync(zeros(1 + Math.min(width, 1000) * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', zeros(0)),
  ]);
}

/**
 * A JPEG with detail like a photo's (random pixels at an eighth of the size, scaled up smoothly): a
 * 6000 × 4000 one is about 7 MB at quality 90, where a flat colour would be a few kB and decode in no time.
 */
export async function photoLikeJpeg(width: number, height: number): Promise<Buffer> {
  const small = { width: Math.ceil(width / 8), height: Math.ceil(height / 8), channels: 3 } as const;
  return sharp(randomBytes(small.width * small.height * 3), { raw: small })
    .resize(width, height, { kernel: 'cubic' })
    .jpeg({ quality: 90, optimiseCoding: false })
    .toBuffer();
}
