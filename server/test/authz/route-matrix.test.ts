/**
 * The authorization matrix as a test (issue 16): every registered route has a row and every row a
 * registered route; then each row is asked by anonymous, a client, a marketeer, an admin and an
 * admin of another company, on their own objects, a colleague's and another company's, and must
 * answer as the row says — never with a 5xx, and never with the id of an object the asker may not
 * read. One world of two companies serves every row (see world.ts and targets/).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSitePaths, sitePageFile } from '../../../common/routes.js';
import { startCreativeImportFakes, type FakeCreativeImports } from '../fake-creative-imports.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { routeKey, routeMatrix, rowFor } from './route-matrix.js';
import { makeEveryKind, runRow, type RunContext } from './run-row.js';
import { buildWorld } from './world.js';

/** A stand-in for the built web app: index.html and every prerendered site page, in both languages. */
async function fakeWebBuild(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'authz-web-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  for (const language of ['nl', 'en']) {
    for (const sitePath of publicSitePaths) {
      const file = path.join(root, 'site', language, `${sitePageFile(sitePath)}.html`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `<!doctype html><title>${sitePath}</title>`);
    }
  }
  return root;
}

let t: TestApp;
let ctx: RunContext;
let webDist: string;
let imports: FakeCreativeImports;

beforeAll(async () => {
  webDist = await fakeWebBuild();
  // The creative imports' providers (a source that is not set up answers 503, which the matrix never accepts).
  const started = await startCreativeImportFakes();
  imports = started.fake;
  t = await createTestApp({ env: { WEB_DIST: webDist, ...started.env } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  ctx = { w: await buildWorld(t.app, t.db, t.env.sessionTtlDays), baseUrl: `http://127.0.0.1:${port}`, cache: new Map(), made: [] };
  await makeEveryKind(
    ctx,
    Object.values(routeMatrix).flatMap((row) => (row.target ? [row.target] : [])),
  );
});

afterAll(async () => {
  await t?.close();
  await imports?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

function parseKey(key: string): { method: HTTPMethods; url: string } {
  const [method, url] = key.split(' ', 2) as [HTTPMethods, string];
  return { method, url };
}

describe('the route matrix', () => {
  it('has a row for every route the server registers', () => {
    const missing = t.app.registeredRoutes.filter((r) => !rowFor(r.method, r.url)).map((r) => routeKey(r.method, r.url));
    expect(missing, 'routes without a row: add one in server/test/authz/rows/ (how: route-matrix.ts)').toEqual([]);
  });

  it('has no row for a route the server does not register', () => {
    const registered = t.app.registeredRoutes;
    const stale = Object.entries(routeMatrix)
      .filter(([key, row]) =>
        row.matches ? !registered.some((r) => row.matches!(r.method, r.url)) : !registered.some((r) => routeKey(r.method, r.url) === key),
      )
      .map(([key]) => key);
    expect(stale, 'rows for routes that are not registered (renamed or removed?)').toEqual([]);
  });

  it('makes a fresh object for every request of a row that deletes one', () => {
    const sharing = Object.entries(routeMatrix)
      .filter(([key, row]) => key.startsWith('DELETE ') && row.target && !row.fresh)
      .map(([key]) => key);
    expect(sharing, 'DELETE rows with a target need `fresh: true`').toEqual([]);
  });
});

describe('every route answers each actor as its row says', () => {
  for (const [key, row] of Object.entries(routeMatrix)) {
    it(key, async () => {
      const routes = row.matches ? t.app.registeredRoutes.filter((r) => row.matches!(r.method, r.url)) : [parseKey(key)];
      const failures: string[] = [];
      for (const route of routes) failures.push(...(await runRow(ctx, key, route.method, route.url, row)));
      expect(failures).toEqual([]);
    });
  }
});
