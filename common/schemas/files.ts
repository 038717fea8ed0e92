/**
 * Stored files (issue 35): what the API says about a file, and which content types each kind of
 * file a field may accept stands for. The server sniffs the type from the bytes (file-type); the
 * web uses the same lists for the picker's `accept` and its early checks.
 */
import { z } from 'zod';
import { fileKinds, type FileKind } from '../forms/form-schema.js';

export { fileKinds, type FileKind };

export const fileMeta = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Sniffed from the content, never taken from the name. */
  mimeType: z.string(),
  size: z.number().int().min(0),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The authorised download path (a signed one for an unattached file of a public upload). */
  url: z.string(),
});
export type FileMeta = z.infer<typeof fileMeta>;

/**
 * What a purpose's inspection of a finished upload found (server/features/files, `inspect`): stored
 * with the file. `preview` is a WebP picture stored beside the bytes (at most 640 px on its longest
 * side; a video's comes from its poster frame), `blurDataUrl` a tiny one to show while it loads.
 */
export interface FileDetails {
  durationMs?: number | null;
  pageCount?: number | null;
  preview?: { width: number; height: number } | null;
  blurDataUrl?: string | null;
}

/**
 * The content types each kind accepts. SVG is no image here (it can carry script); `text/plain` and
 * `text/csv` cannot be sniffed: the server accepts them only when the name says so and the bytes
 * are valid UTF-8 without NUL (server/features/files/sniff.ts).
 */
export const fileKindMimeTypes: Record<FileKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  video: ['video/mp4', 'video/quicktime', 'video/webm'],
  pdf: ['application/pdf'],
  document: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/msword',
    'application/vnd.oasis.opendocument.text',
    'application/rtf',
    'text/plain',
  ],
  spreadsheet: [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-excel',
    'application/vnd.oasis.opendocument.spreadsheet',
    'text/csv',
  ],
  presentation: [
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.ms-powerpoint',
    'application/vnd.oasis.opendocument.presentation',
  ],
  archive: ['application/zip'],
};

/** The file name extensions each kind accepts (the picker's filter and the early check; never trusted). */
export const fileKindExtensions: Record<FileKind, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  video: ['mp4', 'mov', 'webm'],
  pdf: ['pdf'],
  document: ['docx', 'doc', 'odt', 'rtf', 'txt'],
  spreadsheet: ['xlsx', 'xls', 'ods', 'csv'],
  presentation: ['pptx', 'ppt', 'odp'],
  archive: ['zip'],
};

/** The content types `kinds` accept together. */
export function mimeTypesOf(kinds: readonly FileKind[]): string[] {
  return [...new Set(kinds.flatMap((kind) => fileKindMimeTypes[kind]))];
}

/** The `accept` attribute of a file input for `kinds`: extensions and content types. */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  const extensions = [...new Set(kinds.flatMap((kind) => fileKindExtensions[kind]))].map((ext) => `.${ext}`);
  return [...extensions, ...mimeTypesOf(kinds)].join(',');
}

/** The lower-case extension of a file name ('' without one). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a name's extension is one of `kinds` (the web's early check; the server sniffs). */
export function nameFitsKinds(name: string, kinds: readonly FileKind[]): boolean {
  const ext = extensionOf(name);
  return ext !== '' && kinds.some((kind) => fileKindExtensions[kind].includes(ext));
}

/** Limits of the tus upload metadata (Upload-Metadata): more is refused with FILE_METADATA_INVALID. */
export const fileUploadLimits = {
  /** The whole header, in characters. */
  metadataChars: 4_096,
  /** Key-value pairs. */
  metadataPairs: 16,
  /** A file name, in characters. */
  nameChars: 255,
  /** A purpose's parameter value, in characters. */
  paramChars: 200,
} as const;

/** How long a signed download link (GET /api/files/:id/link) stays valid. */
export const signedLinkSeconds = 5 * 60;

export const fileLinkResponse = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
export type FileLinkResponse = z.infer<typeof fileLinkResponse>;

export const uploadedFileResponse = z.object({ file: fileMeta });
