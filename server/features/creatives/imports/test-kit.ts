/**
 * The imports' tests: the app pointed at the local Canva + Drive fakes (server/test/
 * fake-creative-imports.ts), calls of /api/creatives/imports, connecting as a person's browser
 * would (start → the provider's page, which redirects back at once → the callback), and what a
 * refused import must leave: nothing stored, nothing left in DATA_DIR/imports.
 */
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { storedFiles } from '../../../db/schema/index.js';
import {
  startFakeCreativeImports,
  fakeCreativeImportsEnv,
  type FakeCreativeImports,
  type FakeCreativeImportsOptions,
} from '../../../test/fake-creative-imports.js';
import { createTestApp, testAppOrigin, type TestApp } from '../../../test/test-app.js';
import { temporaryDirOf } from './kit.js';

type Method = 'GET' | 'POST' | 'DELETE';

export const fakeImportsOptions: Pick<FakeCreativeImportsOptions, 'canva' | 'drive'> = {
  canva: { clientId: 'test-canva-client', clientSecret: 'test-canva-secret', redirectUri: `${testAppOrigin}/canva/callback` },
  drive: { clientId: 'test-drive-client', clientSecret: 'test-drive-secret', redirectUri: `${testAppOrigin}/api/creatives/imports/drive/callback` },
};

/** The fakes and an app pointed at them (`env` on top, e.g. smaller limits). */
export async function startImportWorld(env: Record<string, string> = {}): Promise<{ fake: FakeCreativeImports; t: TestApp }> {
  const fake = await startFakeCreativeImports(fakeImportsOptions);
  const t = await createTestApp({ env: { ...fakeCreativeImportsEnv(fake, fakeImportsOptions), ...env } });
  return { fake, t };
}

export function importsOf(t: Pick<TestApp, 'app'>, sid: string) {
  const call = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/creatives/imports${url}`, cookies: { sid }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    call,
    async ok<T = unknown>(method: Method, url: string, payload: unknown, status: number): Promise<T> {
      const res = await call(method, url, payload);
      expect(res.statusCode, res.body).toBe(status);
      return (res.body ? res.json<T>() : undefined) as T;
    },
  };
}

/** The provider's authorization page, as the browser follows it: where it sends the browser back to. */
export async function followAuthorize(authorizeUrl: string): Promise<URL> {
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(res.status, await res.text()).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** Connects `sid`'s user to Canva the way the browser does; answers the callback's response. */
export async function connectCanva(t: Pick<TestApp, 'app'>, sid: string) {
  const api = importsOf(t, sid);
  const { authorizeUrl } = await api.ok<{ authorizeUrl: string }>('GET', '/canva/start', undefined, 200);
  const back = await followAuthorize(authorizeUrl);
  return api.call('POST', '/canva/callback', { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
}

/** Connects `sid`'s user to Google Drive; answers where the API's callback redirected to. */
export async function connectDrive(t: Pick<TestApp, 'app'>, sid: string): Promise<string> {
  const api = importsOf(t, sid);
  const { authorizeUrl } = await api.ok<{ authorizeUrl: string }>('GET', '/drive/start', undefined, 200);
  const back = await followAuthorize(authorizeUrl);
  const res = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { sid } });
  expect(res.statusCode, res.body).toBe(303);
  return res.headers.location as string;
}

/** What a refused import must leave as it was: the user's file rows, the bucket or folder, the temporary folder. */
export async function storedState(t: TestApp, userId: string) {
  const rows = await t.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.uploadedBy, userId));
  const temporary = await readdir(temporaryDirOf(t.env.dataDir)).catch(() => [] as string[]);
  return { rows: rows.map((r) => r.id).sort(), objects: (await t.app.files.storage.list()).sort(), temporary };
}
