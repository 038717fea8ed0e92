/**
 * Local stand-ins for the creative imports' providers on one port, so tests run the real clients
 * in server/features/creatives/imports over HTTP: Canva Connect under {url}/canva
 * (fake-canva.ts) and Google's OAuth + Drive API under {url}/drive (fake-google-drive.ts).
 *
 * Tests steer it in-process, or over HTTP from another process (browser tests):
 * POST /__control/canva/designs [..], /__control/canva/fail {kind}, /__control/canva/exports
 * {completeAfterPolls?, linkTtlMs?}, /__control/drive/files [..], /__control/drive/fail {kind},
 * /__control/expire (every access token on both stops working), /__control/reset;
 * GET / answers 200 when it is up.
 */
import { z } from 'zod';
import { createFakeCanva, fakeCanvaDesignSchema, fakeCanvaFailures, type FakeCanvaApi, type FakeCanvaDesign } from './fake-canva.js';
import { readJson, send, startFakeServer } from './fake-http.js';
import { createFakeGoogleDrive, fakeDriveFailures, fakeDriveFileSchema, type FakeDriveFile } from './fake-google-drive.js';

export type { FakeCanvaDesign } from './fake-canva.js';
export type { FakeDriveFile } from './fake-google-drive.js';

export interface FakeCreativeImportsOptions {
  port?: number;
  host?: string;
  canva: { clientId: string; clientSecret: string; redirectUri?: string; designs?: FakeCanvaDesign[] };
  drive: { clientId: string; clientSecret: string; redirectUri?: string; files?: FakeDriveFile[] };
}

export type FakeCreativeImports = Awaited<ReturnType<typeof startFakeCreativeImports>>;

/** What the standalone fake (fake-creative-imports-main.ts) uses unless the environment says otherwise. */
export const fakeCreativeImportsDefaults = {
  port: 3103,
  canvaClientId: 'fake-canva-client-id',
  canvaClientSecret: 'fake-canva-client-secret',
  driveClientId: 'fake-drive-client-id',
  driveClientSecret: 'fake-drive-client-secret',
} as const;

export async function startFakeCreativeImports(options: FakeCreativeImportsOptions) {
  let url = '';
  const canva = createFakeCanva(options.canva, () => url);
  const drive = createFakeGoogleDrive(options.drive, () => url);

  function reset(): void {
    canva.reset();
    drive.reset();
  }

  function control(path: string, body: unknown): { status: number; error?: string } {
    const parse = <T>(schema: z.ZodType<T>, apply: (value: T) => void) => {
      const parsed = schema.safeParse(body);
      if (!parsed.success) return { status: 400, error: z.prettifyError(parsed.error) };
      apply(parsed.data);
      return { status: 204 };
    };
    switch (path) {
      case '/__control/canva/designs':
        return parse(z.array(fakeCanvaDesignSchema), (designs) => canva.api.setDesigns(designs));
      case '/__control/canva/fail':
        return parse(z.object({ kind: z.enum(fakeCanvaFailures) }), ({ kind }) => canva.api.failNext(kind));
      case '/__control/canva/exports':
        return parse(z.object({ completeAfterPolls: z.number().int().min(0).optional(), linkTtlMs: z.number().int().optional() }), (settings) =>
          canva.api.setExports(settings),
        );
      case '/__control/drive/files':
        return parse(z.array(fakeDriveFileSchema), (files) => drive.api.setFiles(files));
      case '/__control/drive/fail':
        return parse(z.object({ kind: z.enum(fakeDriveFailures) }), ({ kind }) => drive.api.failNext(kind));
      case '/__control/expire':
        canva.api.expireAccessTokens();
        drive.api.expireAccessTokens();
        return { status: 204 };
      case '/__control/reset':
        reset();
        return { status: 204 };
      default:
        return { status: 404, error: 'not found' };
    }
  }

  const started = await startFakeServer(options, async (req, res) => {
    const requestUrl = new URL(req.url ?? '/', 'http://fake-creative-imports.invalid');
    const path = requestUrl.pathname;
    if (req.method === 'GET' && path === '/') return send(res, 200, 'fake creative imports');
    if (path.startsWith('/canva/')) return canva.handle(req, res, requestUrl, path.slice('/canva'.length));
    if (path.startsWith('/drive/')) return drive.handle(req, res, requestUrl, path.slice('/drive'.length));
    if (req.method === 'POST' && path.startsWith('/__control/')) {
      const answer = control(path, await readJson(req));
      return send(res, answer.status, answer.error === undefined ? undefined : { error: answer.error });
    }
    send(res, 404, { error: 'not found' });
  });
  const server = started.server;
  url = started.url;

  return {
    url,
    canva: canva.api satisfies FakeCanvaApi,
    drive: drive.api,
    reset,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

/** The variables (names as in server/env.ts) that point an app at this fake. */
export function fakeCreativeImportsEnv(fake: { url: string }, options: Pick<FakeCreativeImportsOptions, 'canva' | 'drive'>): Record<string, string> {
  return {
    CANVA_CLIENT_ID: options.canva.clientId,
    CANVA_CLIENT_SECRET: options.canva.clientSecret,
    CANVA_AUTHORIZE_URL: `${fake.url}/canva/api/oauth/authorize`,
    CANVA_API_URL: `${fake.url}/canva/rest`,
    GOOGLE_DRIVE_IMPORT: 'true',
    GOOGLE_DRIVE_CLIENT_ID: options.drive.clientId,
    GOOGLE_DRIVE_CLIENT_SECRET: options.drive.clientSecret,
    GOOGLE_DRIVE_AUTHORIZE_URL: `${fake.url}/drive/o/oauth2/v2/auth`,
    GOOGLE_DRIVE_TOKEN_URL: `${fake.url}/drive/token`,
    GOOGLE_DRIVE_API_URL: `${fake.url}/drive`,
  };
}

/**
 * The fakes with their default ids, and the variables for an app pointed at them: for suites that
 * ask every route (the authorization matrix, the schema fuzzing), where a source that is not set
 * up would answer 503.
 */
export async function startCreativeImportFakes(): Promise<{ fake: FakeCreativeImports; env: Record<string, string> }> {
  const d = fakeCreativeImportsDefaults;
  const options = {
    canva: { clientId: d.canvaClientId, clientSecret: d.canvaClientSecret },
    drive: { clientId: d.driveClientId, clientSecret: d.driveClientSecret },
  };
  const fake = await startFakeCreativeImports(options);
  return { fake, env: fakeCreativeImportsEnv(fake, options) };
}
