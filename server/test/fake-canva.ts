/**
 * A small local stand-in for Canva Connect, served by fake-creative-imports.ts under {url}/canva:
 * the authorization page (/api/oauth/authorize, redirects back at once with a code), the token
 * endpoint (/rest/v1/oauth/token: client, code, redirect_uri and PKCE verifier checked; refresh
 * tokens rotate, single use, as Canva's do), the person's designs (/rest/v1/designs, paged with
 * `continuation`; one design /rest/v1/designs/{id}), export jobs (/rest/v1/exports: in_progress
 * for a couple of polls, then success with a download link — or failed, or never done when armed)
 * and the download links themselves (/files/…: real PNG/JPEG/PDF/MP4 bytes, refused with 403 once
 * expired, like a signed storage link). Thumbnails at /thumbnails/{id}.png.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { fakeFileBytes, fakeThumbnailBytes, type FakeFileSpec } from './fake-creative-files.js';
import { randomToken, readJson, send } from './fake-http.js';
import { createFakeOAuth, type FakeOAuth } from './fake-oauth.js';

export const fakeCanvaDesignSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]+$/),
  title: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  pages: z.number().int().positive().default(1),
  /** What every export of it serves instead of the real thing (a lie, a huge picture …). */
  content: z.object({ kind: z.enum(['png', 'jpg', 'pdf', 'mp4', 'exe', 'noise-png']), width: z.number().optional(), height: z.number().optional() }).optional(),
});
export type FakeCanvaDesign = z.input<typeof fakeCanvaDesignSchema>;

/** export-failed: the next export job fails; export-stalls: it never finishes; link-expired: its link is expired when handed out; server: the next API call answers 500. */
export const fakeCanvaFailures = ['deny', 'token', 'export-failed', 'export-stalls', 'link-expired', 'server'] as const;
export type FakeCanvaFailure = (typeof fakeCanvaFailures)[number];

export interface FakeCanvaExportSettings {
  /** Polls a job answers in_progress before it is done (default 2). */
  completeAfterPolls?: number;
  /** How long a download link works after the job is done (default 60 s; Canva's: 24 hours). */
  linkTtlMs?: number;
}

export interface FakeCanvaApi {
  setDesigns(designs: FakeCanvaDesign[]): void;
  failNext(kind: FakeCanvaFailure): void;
  setExports(settings: FakeCanvaExportSettings): void;
  expireAccessTokens(): void;
  /** What was asked: export jobs created (their bodies), downloads served, token grant types. */
  readonly seen: { exports: unknown[]; downloads: number; tokenRequests: string[] };
}

export const defaultFakeCanvaDesigns: FakeCanvaDesign[] = [
  { id: 'DAFfeed0001', title: 'Zomeractie feed', width: 1080, height: 1350 },
  { id: 'DAFstory0002', title: 'Zomeractie story', width: 1080, height: 1920 },
  { id: 'DAFflyer0003', title: 'Flyer A4', width: 595, height: 842, pages: 2 },
];

interface Job {
  id: string;
  design: z.output<typeof fakeCanvaDesignSchema>;
  format: string;
  polls: number;
  outcome: 'success' | 'failed' | 'stall';
  linkExpired: boolean;
  url: string | null;
}

interface Link {
  spec: FakeFileSpec;
  contentType: string;
  expiresAt: number;
}

const exportBody = z.object({
  design_id: z.string(),
  format: z.discriminatedUnion('type', [
    z.object({ type: z.literal('png'), pages: z.array(z.number().int().min(1)).optional() }),
    z.object({ type: z.literal('jpg'), quality: z.number().int().min(1).max(100), pages: z.array(z.number().int().min(1)).optional() }),
    z.object({ type: z.literal('pdf') }),
    z.object({
      type: z.literal('mp4'),
      quality: z.enum(['horizontal_480p', 'horizontal_720p', 'horizontal_1080p', 'vertical_480p', 'vertical_720p', 'vertical_1080p']),
    }),
  ]),
});

const contentTypes: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf', mp4: 'video/mp4' };

export function createFakeCanva(options: { clientId: string; clientSecret: string; redirectUri?: string; designs?: FakeCanvaDesign[] }, baseUrl: () => string) {
  const oauth: FakeOAuth = createFakeOAuth({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    redirectUri: options.redirectUri,
    requiredScopes: ['design:meta:read', 'design:content:read'],
    methodMatches: (method) => method.toLowerCase() === 's256',
    rotateRefreshTokens: true,
    accessTokenSeconds: 14_400,
  });
  const initial = (options.designs ?? defaultFakeCanvaDesigns).map((d) => fakeCanvaDesignSchema.parse(d));
  let designs = initial;
  let exportSettings: Required<FakeCanvaExportSettings> = { completeAfterPolls: 2, linkTtlMs: 60_000 };
  const armed = new Set<FakeCanvaFailure>();
  const jobs = new Map<string, Job>();
  const links = new Map<string, Link>();
  const seen = { exports: [] as unknown[], downloads: 0, tokenRequests: oauth.tokenRequests };

  const designOut = (d: (typeof designs)[number]) => ({
    id: d.id,
    title: d.title,
    owner: { user_id: 'fake-user', team_id: 'fake-team' },
    thumbnail: { url: `${baseUrl()}/canva/thumbnails/${d.id}.png`, width: Math.round(d.width / 4), height: Math.round(d.height / 4) },
    urls: { edit_url: `https://www.canva.com/design/${d.id}/edit`, view_url: `https://www.canva.com/design/${d.id}/view` },
    created_at: 1_780_000_000,
    updated_at: 1_780_000_000,
    page_count: d.pages,
  });

  function jobOut(job: Job) {
    if (job.outcome === 'stall' || job.polls < exportSettings.completeAfterPolls) return { job: { id: job.id, status: 'in_progress' } };
    if (job.outcome === 'failed')
      return { job: { id: job.id, status: 'failed', error: { code: 'license_required', message: 'The design has premium elements.' } } };
    if (!job.url) {
      const token = randomToken();
      const kind = job.design.content?.kind ?? (job.format as FakeFileSpec['kind']);
      const spec: FakeFileSpec = {
        kind,
        width: job.design.content?.width ?? job.design.width,
        height: job.design.content?.height ?? job.design.height,
        pages: job.design.pages,
      };
      links.set(token, {
        spec,
        contentType: contentTypes[job.format] ?? 'application/octet-stream',
        expiresAt: job.linkExpired ? Date.now() - 1000 : Date.now() + exportSettings.linkTtlMs,
      });
      job.url = `${baseUrl()}/canva/files/${token}/${job.design.id}-1.${job.format}`;
    }
    return { job: { id: job.id, status: 'success', urls: [job.url] } };
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
    if (armed.delete('server')) return send(res, 500, { code: 'internal_error', message: 'Something went wrong.' });
    if (!oauth.grantOf(req)) return send(res, 401, { code: 'invalid_access_token', message: 'Access token is invalid or expired.' });
    if (req.method === 'GET' && path === '/v1/designs') {
      const offset = Number(url.searchParams.get('continuation') ?? '0') || 0;
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      const found = designs.filter((d) => d.title.toLowerCase().includes(query));
      const pageSize = 20;
      const next = offset + pageSize < found.length ? String(offset + pageSize) : undefined;
      return send(res, 200, { items: found.slice(offset, offset + pageSize).map(designOut), ...(next ? { continuation: next } : {}) });
    }
    const one = /^\/v1\/designs\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const design = designs.find((d) => d.id === decodeURIComponent(one[1]!));
      return design ? send(res, 200, { design: designOut(design) }) : send(res, 404, { code: 'design_not_found', message: 'Design not found.' });
    }
    if (req.method === 'POST' && path === '/v1/exports') {
      if (!/^application\/json/.test(req.headers['content-type'] ?? '')) return send(res, 415, { code: 'unsupported_media_type' });
      const parsed = exportBody.safeParse(await readJson(req));
      if (!parsed.success) return send(res, 400, { code: 'bad_request_body', message: z.prettifyError(parsed.error) });
      seen.exports.push(parsed.data);
      const design = designs.find((d) => d.id === parsed.data.design_id);
      if (!design) return send(res, 404, { code: 'design_not_found', message: 'Design not found.' });
      const outcome = armed.delete('export-failed') ? 'failed' : armed.delete('export-stalls') ? 'stall' : 'success';
      const job: Job = {
        id: `exp-${randomToken(9)}`,
        design,
        format: parsed.data.format.type,
        polls: 0,
        outcome,
        linkExpired: armed.delete('link-expired'),
        url: null,
      };
      jobs.set(job.id, job);
      return send(res, 200, { job: { id: job.id, status: 'in_progress' } });
    }
    const status = /^\/v1\/exports\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && status) {
      const job = jobs.get(decodeURIComponent(status[1]!));
      if (!job) return send(res, 404, { code: 'export_not_found', message: 'Export not found.' });
      job.polls += 1;
      return send(res, 200, jobOut(job));
    }
    send(res, 404, { code: 'not_found' });
  }

  async function download(res: ServerResponse, token: string): Promise<void> {
    const link = links.get(token);
    if (!link) return send(res, 404, '<Error><Code>NoSuchKey</Code></Error>', { 'content-type': 'application/xml' });
    if (link.expiresAt < Date.now()) return send(res, 403, '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>');
    seen.downloads += 1;
    const bytes = await fakeFileBytes(link.spec);
    res.writeHead(200, { 'content-type': link.contentType, 'content-length': String(bytes.length) }).end(bytes);
  }

  return {
    api: {
      seen,
      setDesigns(next: FakeCanvaDesign[]) {
        designs = next.map((d) => fakeCanvaDesignSchema.parse(d));
      },
      failNext(kind: FakeCanvaFailure) {
        if (kind === 'deny' || kind === 'token') oauth.failNext(kind);
        else armed.add(kind);
      },
      setExports(settings: FakeCanvaExportSettings) {
        exportSettings = { ...exportSettings, ...settings };
      },
      expireAccessTokens: () => oauth.expireAccessTokens(),
    } satisfies FakeCanvaApi,
    reset() {
      designs = initial;
      exportSettings = { completeAfterPolls: 2, linkTtlMs: 60_000 };
      armed.clear();
      jobs.clear();
      links.clear();
      seen.exports.length = 0;
      seen.downloads = 0;
      oauth.reset();
    },
    /** Answers a request under /canva (`path` without that prefix). */
    async handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
      if (req.method === 'GET' && path === '/api/oauth/authorize') return oauth.authorize(url, res);
      if (req.method === 'POST' && path === '/rest/v1/oauth/token') return oauth.token(req, res);
      if (path.startsWith('/rest/')) return api(req, res, url, path.slice('/rest'.length));
      const file = /^\/files\/([^/]+)\//.exec(path);
      if (req.method === 'GET' && file) return download(res, file[1]!);
      if (req.method === 'GET' && /^\/thumbnails\/[^/]+\.png$/.test(path)) {
        const bytes = await fakeThumbnailBytes();
        return void res.writeHead(200, { 'content-type': 'image/png' }).end(bytes);
      }
      send(res, 404, { code: 'not_found' });
    },
  };
}
