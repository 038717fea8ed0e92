/**
 * A small local stand-in for Google's OAuth endpoints and the Drive API v3, served by
 * fake-creative-imports.ts under {url}/drive: /o/oauth2/v2/auth (the drive.file scope, offline
 * access and PKCE S256 required; redirects back at once with a code), /token (code with its
 * verifier, or a refresh token — which Google keeps and does not send again), and under
 * /drive/v3/files: the list of files granted to the app (with drive.file, the ones the person
 * picked or opened with it), one file's metadata, `?alt=media` for a binary file's bytes and
 * `/export?mimeType=` for a Google Doc, Slides or Sheet (PDF) or Drawing (PNG). A file that is
 * not granted answers 404, as Drive does under drive.file. Errors in Google's JSON shape.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { fakeFileBytes, fakeThumbnailBytes, type FakeFileSpec } from './fake-creative-files.js';
import { send } from './fake-http.js';
import { createFakeOAuth } from './fake-oauth.js';

const contentSchema = z.object({
  kind: z.enum(['png', 'jpg', 'pdf', 'mp4', 'exe', 'noise-png']),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  pages: z.number().int().positive().optional(),
});

export const fakeDriveFileSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]+$/),
  name: z.string(),
  mimeType: z.string(),
  /** What its bytes (or its export) are. */
  content: contentSchema.optional(),
  /** The size its metadata claims (default: the real one; none for Google's own formats). */
  claimedSize: z.number().int().nonnegative().optional(),
  /** Whether the app may see it (drive.file: picked or opened with the app). Default true. */
  granted: z.boolean().default(true),
  trashed: z.boolean().default(false),
});
export type FakeDriveFile = z.input<typeof fakeDriveFileSchema>;

export const fakeDriveFailures = ['deny', 'token', 'server'] as const;
export type FakeDriveFailure = (typeof fakeDriveFailures)[number];

export const defaultFakeDriveFiles: FakeDriveFile[] = [
  { id: 'drivePngBanner01', name: 'Banner zomer.png', mimeType: 'image/png', content: { kind: 'png', width: 1200, height: 628 } },
  { id: 'driveDocBrief002', name: 'Briefing zomeractie', mimeType: 'application/vnd.google-apps.document', content: { kind: 'pdf', pages: 2 } },
  { id: 'driveDrawing0003', name: 'Schets logo', mimeType: 'application/vnd.google-apps.drawing', content: { kind: 'png', width: 800, height: 800 } },
  { id: 'driveFolder00004', name: 'Campagnes', mimeType: 'application/vnd.google-apps.folder' },
  { id: 'drivePrivate0005', name: 'Niet gedeeld.png', mimeType: 'image/png', content: { kind: 'png' }, granted: false },
];

const exportable: Record<string, readonly string[]> = {
  'application/vnd.google-apps.document': ['application/pdf'],
  'application/vnd.google-apps.presentation': ['application/pdf'],
  'application/vnd.google-apps.spreadsheet': ['application/pdf'],
  'application/vnd.google-apps.drawing': ['application/pdf', 'image/png'],
};

/** Google's error shape: `{ error: { code, message, errors: [{ reason }] } }`. */
const googleError = (res: ServerResponse, code: number, reason: string, message: string) =>
  send(res, code, { error: { code, message, errors: [{ domain: 'global', reason, message }] } });

export function createFakeGoogleDrive(
  options: { clientId: string; clientSecret: string; redirectUri?: string; files?: FakeDriveFile[] },
  baseUrl: () => string,
) {
  const oauth = createFakeOAuth({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    redirectUri: options.redirectUri,
    requiredScopes: ['https://www.googleapis.com/auth/drive.file'],
    requiredParams: { access_type: 'offline' },
    methodMatches: (method) => method === 'S256',
    rotateRefreshTokens: false,
    accessTokenSeconds: 3599,
  });
  const initial = (options.files ?? defaultFakeDriveFiles).map((f) => fakeDriveFileSchema.parse(f));
  let files = initial;
  const armed = new Set<FakeDriveFailure>();
  const seen = { downloads: 0, exports: 0, tokenRequests: oauth.tokenRequests };

  const isGoogleFormat = (mimeType: string) => mimeType.startsWith('application/vnd.google-apps.');
  const specOf = (file: (typeof files)[number]): FakeFileSpec => file.content ?? { kind: 'png' };

  async function metadataOf(file: (typeof files)[number]) {
    const size = isGoogleFormat(file.mimeType) ? undefined : (file.claimedSize ?? (await fakeFileBytes(specOf(file))).length);
    return {
      kind: 'drive#file',
      id: file.id,
      name: file.name,
      mimeType: file.mimeType,
      ...(size === undefined ? {} : { size: String(size) }),
      modifiedTime: '2027-05-01T10:00:00.000Z',
      trashed: file.trashed,
      ...(file.mimeType === 'application/vnd.google-apps.folder' ? {} : { thumbnailLink: `${baseUrl()}/drive/thumbnails/${file.id}.png` }),
    };
  }

  async function sendBytes(res: ServerResponse, spec: FakeFileSpec, contentType: string) {
    const bytes = await fakeFileBytes(spec);
    res.writeHead(200, { 'content-type': contentType, 'content-length': String(bytes.length) }).end(bytes);
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
    if (armed.delete('server')) return googleError(res, 500, 'backendError', 'Backend Error');
    if (!oauth.grantOf(req)) return googleError(res, 401, 'authError', 'Invalid Credentials');
    if (req.method !== 'GET') return googleError(res, 405, 'methodNotAllowed', 'Method not allowed');
    if (path === '/drive/v3/files') {
      const visible = files.filter((f) => f.granted && !f.trashed);
      const pageSize = Math.min(Number(url.searchParams.get('pageSize') ?? '100') || 100, 1000);
      const offset = Number(url.searchParams.get('pageToken') ?? '0') || 0;
      const next = offset + pageSize < visible.length ? String(offset + pageSize) : undefined;
      const page = await Promise.all(visible.slice(offset, offset + pageSize).map(metadataOf));
      return send(res, 200, { kind: 'drive#fileList', files: page, ...(next ? { nextPageToken: next } : {}) });
    }
    const match = /^\/drive\/v3\/files\/([^/]+)(\/export)?$/.exec(path);
    const file = match ? files.find((f) => f.id === decodeURIComponent(match[1]!) && f.granted) : undefined;
    if (!match || !file) return googleError(res, 404, 'notFound', `File not found: ${match?.[1] ?? ''}.`);
    if (match[2]) {
      const wanted = url.searchParams.get('mimeType') ?? '';
      if (!isGoogleFormat(file.mimeType)) return googleError(res, 403, 'fileNotExportable', 'Export only supports Docs Editors files.');
      if (!exportable[file.mimeType]?.includes(wanted)) return googleError(res, 400, 'badRequest', 'The requested conversion is not supported.');
      seen.exports += 1;
      return sendBytes(res, { ...specOf(file), kind: wanted === 'image/png' ? 'png' : (file.content?.kind ?? 'pdf') }, wanted);
    }
    if (url.searchParams.get('alt') === 'media') {
      if (isGoogleFormat(file.mimeType))
        return googleError(res, 403, 'fileNotDownloadable', 'Only files with binary content can be downloaded. Use Export with Docs Editors files.');
      seen.downloads += 1;
      return sendBytes(res, specOf(file), file.mimeType);
    }
    return send(res, 200, await metadataOf(file));
  }

  return {
    api: {
      seen,
      setFiles(next: FakeDriveFile[]) {
        files = next.map((f) => fakeDriveFileSchema.parse(f));
      },
      failNext(kind: FakeDriveFailure) {
        if (kind === 'deny' || kind === 'token') oauth.failNext(kind);
        else armed.add(kind);
      },
      expireAccessTokens: () => oauth.expireAccessTokens(),
    },
    reset() {
      files = initial;
      armed.clear();
      seen.downloads = 0;
      seen.exports = 0;
      oauth.reset();
    },
    /** Answers a request under /drive (`path` without that prefix). */
    async handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
      if (req.method === 'GET' && path === '/o/oauth2/v2/auth') return oauth.authorize(url, res);
      if (req.method === 'POST' && path === '/token') return oauth.token(req, res);
      if (path.startsWith('/drive/v3/')) return api(req, res, url, path);
      if (req.method === 'GET' && /^\/thumbnails\/[^/]+\.png$/.test(path)) {
        const bytes = await fakeThumbnailBytes();
        return void res.writeHead(200, { 'content-type': 'image/png' }).end(bytes);
      }
      send(res, 404, { error: 'not found' });
    },
  };
}
