/**
 * What an uploaded MP4/QuickTime video is (issue 36): complete, with a video track, its duration and
 * its size as a person sees it. Videos may be 4 GB, so nothing reads the whole file: the top-level
 * boxes are walked by their headers alone (a truncated upload ends inside a box), and mp4box parses
 * only the file type and movie boxes, fed in chunks.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { createFile, Log, MP4BoxBuffer, type ISOFile } from 'mp4box';

export interface VideoFacts {
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

interface TopBox {
  type: string;
  start: number;
  size: number;
}

/** A real movie has a handful of top-level boxes; a fragmented one a pair per fragment. More is a file made to keep us busy. */
const maxTopLevelBoxes = 100_000;
/** The moov of a 4 GB, hours-long video is a few MB (its sample tables); a larger one is not a creative. */
const maxMoovBytes = 64 * 1024 ** 2;
const maxFtypBytes = 64 * 1024;
const chunkBytes = 1024 ** 2;

/**
 * The file's top-level boxes from their headers (32-bit size, 64-bit `largesize` when it is 1, to the
 * end of the file when it is 0), or null when one runs past the end of the file (a cut-off upload),
 * a header is cut off or a size is impossible.
 */
export async function topLevelBoxes(handle: FileHandle, fileSize: number): Promise<TopBox[] | null> {
  const header = Buffer.alloc(16);
  const boxes: TopBox[] = [];
  let at = 0;
  while (at < fileSize) {
    if (boxes.length >= maxTopLevelBoxes || fileSize - at < 8) return null;
    const { bytesRead } = await handle.read(header, 0, Math.min(16, fileSize - at), at);
    let size = header.readUInt32BE(0);
    let headerSize = 8;
    if (size === 1) {
      if (bytesRead < 16) return null;
      const large = header.readBigUInt64BE(8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return null;
      size = Number(large);
      headerSize = 16;
    } else if (size === 0) {
      size = fileSize - at;
    }
    if (size < headerSize || at + size > fileSize) return null;
    boxes.push({ type: header.toString('latin1', 4, 8), start: at, size });
    at += size;
  }
  return boxes;
}

/**
 * Runs mp4box's synchronous parsing with its error log muted: it reports a malformed box (an upload's
 * content, not our fault) on console.error, bypassing the app's logger. What it could not parse shows
 * as a missing moov, track or header, which refuses the file.
 */
function quietly<T>(parse: () => T): T {
  const error = Log.error;
  Log.error = () => {};
  try {
    return parse();
  } finally {
    Log.error = error;
  }
}

/** Reads `length` bytes at `position` into an ArrayBuffer of its own (mp4box keeps the buffers it is given). */
async function readChunk(handle: FileHandle, position: number, length: number): Promise<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  const { bytesRead } = await handle.read(bytes, 0, length, position);
  if (bytesRead !== length) throw new Error('short read');
  return bytes.buffer;
}

/**
 * Parses the ftyp (when there is one: old QuickTime files have none) and the moov with mp4box. They
 * are fed as one continuous stream, so mp4box never sees, skips or buffers the media data between
 * them, however the file is laid out (moov before or after the mdat, fragments).
 */
async function parseMovie(handle: FileHandle, boxes: TopBox[]): Promise<ISOFile | null> {
  const moov = boxes.find((b) => b.type === 'moov');
  if (!moov || moov.size > maxMoovBytes) return null;
  const ftyp = boxes.find((b) => b.type === 'ftyp' && b.start < moov.start && b.size <= maxFtypBytes);
  const iso = createFile();
  // The sample-by-sample lists (an object per frame, tens of MB for a long video) are not needed for
  // duration and size; mp4box builds them when the moov is complete unless told they exist.
  iso.sampleListBuilt = true;
  let streamed = 0;
  for (const part of ftyp ? [ftyp, moov] : [moov]) {
    for (let offset = 0; offset < part.size && !iso.moov; offset += chunkBytes) {
      const length = Math.min(chunkBytes, part.size - offset);
      const chunk = MP4BoxBuffer.fromArrayBuffer(await readChunk(handle, part.start + offset, length), streamed);
      streamed += length;
      quietly(() => iso.appendBuffer(chunk, part === moov && offset + length >= part.size));
    }
  }
  return iso.moov ? iso : null;
}

/** A tkhd matrix whose rotation is a quarter or three quarters turn: |b| > |a| in [a b u; c d v; x y w]. */
const turnsQuarter = (matrix: ArrayLike<number> | undefined) => !!matrix && Math.abs(matrix[1] ?? 0) > Math.abs(matrix[0] ?? 0);

function durationMsOf(iso: ISOFile): number | null {
  const ms = (duration: number | undefined, timescale: number | undefined) =>
    duration && timescale && duration !== 0xffffffff ? Math.round((duration * 1000) / timescale) : null;
  const mvhd = iso.moov.mvhd;
  const fromMovie = ms(mvhd?.duration, mvhd?.timescale);
  if (fromMovie) return fromMovie;
  // A fragmented file may leave the movie's duration at 0 and give it in mvex/mehd instead.
  const fromFragments = ms(iso.moov.mvex?.mehd?.fragment_duration, mvhd?.timescale);
  if (fromFragments) return fromFragments;
  const fromTracks = iso.moov.traks.map((t) => ms(t.mdia?.mdhd?.duration, t.mdia?.mdhd?.timescale) ?? 0);
  return Math.max(0, ...fromTracks) || null;
}

/** Duration and size of an MP4/QuickTime file's first video track, or null when it is not a complete, readable movie with one. */
export async function inspectVideo(file: string): Promise<VideoFacts | null> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const boxes = await topLevelBoxes(handle, size);
    if (!boxes) return null;
    const iso = await parseMovie(handle, boxes);
    const trak = iso?.moov.traks.find((t) => t.mdia?.hdlr?.handler === 'vide');
    if (!iso || !trak) return null;
    // The track header's size (16.16 fixed point) is the picture as presented; the sample entry's
    // coded size stands in when a writer left the header at zero.
    const entry = trak.mdia.minf?.stbl?.stsd?.entries?.[0] as { width?: number; height?: number } | undefined;
    const storedWidth = Math.round((trak.tkhd?.width ?? 0) / 0x10000) || entry?.width || null;
    const storedHeight = Math.round((trak.tkhd?.height ?? 0) / 0x10000) || entry?.height || null;
    const turned = turnsQuarter(trak.tkhd?.matrix);
    return { width: turned ? storedHeight : storedWidth, height: turned ? storedWidth : storedHeight, durationMs: durationMsOf(iso) };
  } catch {
    // mp4box throws on boxes it cannot make sense of; that is a video we cannot read.
    return null;
  } finally {
    await handle.close();
  }
}
