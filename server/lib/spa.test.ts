import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const indexHtml = '<!doctype html><html><head><title>Werkplek</title></head><body><div id="root"></div></body></html>';
let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await writeFile(path.join(webDist, 'index.html'), indexHtml);
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app");');
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the web app', () => {
  it.each(['/', '/dashboard', '/calender', '/clientportal/forms', '/login', '/pagina/die/niet/bestaat'])(
    'answers index.html for %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(indexHtml);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('serves built files as they are, cacheable for good', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing build file with 404 instead of the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/weg-xyz.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown /api paths as JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers a plain-text 503 telling to build when there is no index.html', async () => {
    const unbuilt = await createTestApp({ database: t.database });
    try {
      const response = await unbuilt.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toContain('npm run build');
      expect((await unbuilt.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});
