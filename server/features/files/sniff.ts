/**
 * What a finished upload really is (issue 35): the type comes from the bytes (file-type), never
 * from the name or the browser's word. Two exceptions, both narrow:
 * - an OLE compound file (old .doc/.xls/.ppt all share one container) takes its precise type from
 *   the name's extension, when that extension is one of those three;
 * - plain text cannot be sniffed: a `.txt` or `.csv` is accepted as text/plain or text/csv only
 *   when every byte is valid UTF-8 and there is no NUL or other control character but tab, CR, LF
 *   and form feed (checked while streaming the whole file).
 * Images are measured with sharp (header only; pixel limit against decompression bombs).
 */
import { createReadStream } from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { extensionOf, mimeTypesOf, type FileKind } from '../../../common/schemas/files.js';

export interface Sniffed {
  mimeType: string;
  width: number | null;
  height: number | null;
}

const oleByExtension: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

const textByExtension: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

/** file-type's names for types whose common name differs. */
const aliases: Record<string, string> = { 'application/x-rtf': 'application/rtf', 'text/rtf': 'application/rtf' };

const imageTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** Whether the file is UTF-8 text without NUL or other control characters (but \t \n \f \r). */
export async function isPlainUtf8Text(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 64 * 1024 })) {
      const text = decoder.decode(chunk as Buffer, { stream: true });
      // eslint-disable-next-line no-control-regex
      if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text)) return false;
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** The file's real type, or null when it is none the app knows (or not UTF-8 text for .txt/.csv). */
export async function sniffType(file: string, name: string): Promise<string | null> {
  const found = await fileTypeFromFile(file);
  const ext = extensionOf(name);
  if (found) {
    if (found.mime === 'application/x-cfb') return oleByExtension[ext] ?? null;
    return aliases[found.mime] ?? found.mime;
  }
  const text = textByExtension[ext];
  if (text && (await isPlainUtf8Text(file))) return text;
  return null;
}

export type SniffResult = { ok: true; sniffed: Sniffed } | { ok: false; reason: 'type' | 'image_unreadable' | 'image_too_small' | 'image_too_large' };

/** Sniffs and checks the file against the purpose's kinds and image rules. */
export async function sniffFile(file: string, name: string, kinds: readonly FileKind[], minWidth?: number): Promise<SniffResult> {
  const mimeType = await sniffType(file, name);
  if (!mimeType || !mimeTypesOf(kinds).includes(mimeType)) return { ok: false, reason: 'type' };
  if (!imageTypes.has(mimeType)) return { ok: true, sniffed: { mimeType, width: null, height: null } };
  try {
    const meta = await sharp(file, { limitInputPixels: 268_402_689 }).metadata();
    if (!meta.width || !meta.height) return { ok: false, reason: 'image_unreadable' };
    // EXIF orientations 5–8 are shown turned a quarter: width and height as a person sees them.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    if (minWidth !== undefined && width < minWidth) return { ok: false, reason: 'image_too_small' };
    return { ok: true, sniffed: { mimeType, width, height } };
  } catch (err) {
    // A decompression bomb: a small file whose header claims more pixels than the limit.
    return { ok: false, reason: err instanceof Error && /pixel limit/i.test(err.message) ? 'image_too_large' : 'image_unreadable' };
  }
}
