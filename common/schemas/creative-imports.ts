/**
 * Creative imports (issue 36): bringing a design from Canva (Canva Connect) or a file from Google
 * Drive into the creatives' file storage, through /api/creatives/imports. Each person connects
 * their own account (OAuth on the server; the tokens never reach the browser); an import copies
 * the file into our storage at once and answers it as an unattached file of the importer, which
 * POST /api/creatives (or a new version) then attaches.
 */
import { z } from 'zod';
import { fileMeta } from './files.js';

/** Where creatives can be imported from (also the path segment: /api/creatives/imports/:source). */
export const creativeImportSources = ['canva', 'drive'] as const;
export type CreativeImportSource = (typeof creativeImportSources)[number];

/** The `{{source}}` of the CREATIVE_IMPORT_* error texts. */
export const creativeImportSourceNames: Record<CreativeImportSource, string> = { canva: 'Canva', drive: 'Google Drive' };

/** The formats a Canva design is exported in for review. */
export const canvaExportFormats = ['png', 'jpg', 'pdf', 'mp4'] as const;
export type CanvaExportFormat = (typeof canvaExportFormats)[number];

// ---------------------------------------------------------------- status and connecting

export const creativeImportSourceStatus = z.object({
  source: z.enum(creativeImportSources),
  /** The server has this source's settings (without them: 503 CREATIVE_IMPORT_NOT_CONFIGURED). */
  configured: z.boolean(),
  /** This user connected their account (and it was not refused since). */
  connected: z.boolean(),
  connectedAt: z.string().nullable(),
});
export type CreativeImportSourceStatus = z.infer<typeof creativeImportSourceStatus>;

/** GET /api/creatives/imports */
export const creativeImportsResponse = z.object({ sources: z.array(creativeImportSourceStatus) });
export type CreativeImportsResponse = z.infer<typeof creativeImportsResponse>;

export const creativeImportSourceParams = z.object({ source: z.enum(creativeImportSources, { message: 'NOT_FOUND' }) });

/** GET /api/creatives/imports/:source/start: where to send the browser (the provider's consent page). */
export const creativeImportStartResponse = z.object({ authorizeUrl: z.string() });
export type CreativeImportStartResponse = z.infer<typeof creativeImportStartResponse>;

/**
 * POST /api/creatives/imports/canva/callback: what Canva put on /canva/callback. `code` when the
 * person agreed, `error` (access_denied) when they cancelled; `state` either way.
 */
export const canvaCallbackBody = z
  .object({
    state: z.string().min(1).max(200),
    code: z.string().min(1).max(4096).optional(),
    error: z.string().max(200).optional(),
  })
  .refine((body) => body.code !== undefined || body.error !== undefined);
export type CanvaCallbackBody = z.infer<typeof canvaCallbackBody>;

// ---------------------------------------------------------------- Canva

export const canvaDesign = z.object({
  id: z.string(),
  title: z.string(),
  /** Our own path of its thumbnail (Canva's links expire and are another origin). */
  thumbnailUrl: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type CanvaDesign = z.infer<typeof canvaDesign>;

export const canvaDesignsQuery = z.object({
  query: z.string().trim().max(255).optional(),
  continuation: z.string().max(2048).optional(),
});

/** GET /api/creatives/imports/canva/designs: a page of the person's designs, newest change first. */
export const canvaDesignsResponse = z.object({ designs: z.array(canvaDesign), continuation: z.string().nullable() });
export type CanvaDesignsResponse = z.infer<typeof canvaDesignsResponse>;

const externalId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'NOT_FOUND' });

export const canvaDesignParams = z.object({ designId: externalId });

/** POST /api/creatives/imports/canva/import */
export const canvaImportBody = z.object({
  designId: externalId,
  format: z.enum(canvaExportFormats),
  /** The page of a multi-page design for png and jpg (1 is the first; default 1). */
  page: z.number().int().min(1).max(500).optional(),
});
export type CanvaImportBody = z.infer<typeof canvaImportBody>;

// ---------------------------------------------------------------- Google Drive

/** How a Drive file comes in: as it is, or exported (a Google Doc/Slides/Sheet as PDF, a Drawing as PNG). */
export const driveImportKinds = ['file', 'pdf', 'png'] as const;

export const driveFile = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int().nullable(),
  /** Our own path of its thumbnail, or null when Drive has none. */
  thumbnailUrl: z.string().nullable(),
  modifiedAt: z.string().nullable(),
  /** How it would be imported; null: not something a creative can be. */
  importAs: z.enum(driveImportKinds).nullable(),
});
export type DriveFile = z.infer<typeof driveFile>;

export const driveFilesQuery = z.object({ pageToken: z.string().max(2048).optional() });

/** GET /api/creatives/imports/drive/files: the files this app may read (with drive.file: the ones granted to it). */
export const driveFilesResponse = z.object({ files: z.array(driveFile), nextPageToken: z.string().nullable() });
export type DriveFilesResponse = z.infer<typeof driveFilesResponse>;

export const driveFileParams = z.object({ fileId: externalId });

/**
 * A Drive file's id in what a person pastes: a bare id, or a link of drive.google.com
 * (`/file/d/<id>`, `/open?id=<id>`, `/uc?id=<id>`) or docs.google.com (`/document/d/<id>`,
 * `/presentation/d/<id>`, `/spreadsheets/d/<id>`, `/drawings/d/<id>`); null for anything else.
 */
export function driveFileIdOf(text: string): string | null {
  const value = text.trim();
  const id = /^[A-Za-z0-9_-]{10,200}$/;
  if (id.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !['drive.google.com', 'docs.google.com'].includes(url.hostname)) return null;
  const inPath = /^\/(?:file|document|presentation|spreadsheets|drawings)(?:\/u\/\d+)?\/d\/([^/]+)/.exec(url.pathname)?.[1];
  const candidate = inPath ?? url.searchParams.get('id');
  return candidate && id.test(candidate) ? candidate : null;
}

/** POST /api/creatives/imports/drive/import: a file id or a pasted Drive link. */
export const driveImportBody = z.object({
  file: z
    .string()
    .max(2048)
    .refine((value) => driveFileIdOf(value) !== null, { message: 'CREATIVE_IMPORT_LINK_INVALID' }),
});
export type DriveImportBody = z.infer<typeof driveImportBody>;

// ---------------------------------------------------------------- the result

/** An import's answer: the stored file, unattached, to make a creative or a version of. */
export const importedFileResponse = z.object({ file: fileMeta });
export type ImportedFileResponse = z.infer<typeof importedFileResponse>;
