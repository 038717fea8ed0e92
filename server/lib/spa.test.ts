import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const indexHtml = '<!doctype html><html><head><title>Werkplek</title></head><body><div id="root"></div></body></html>';
const sitePage = (language: string, page: string) => `<!doctype html><html lang="${language}"><body>${page}</body></html>`;
let webDist: string;
let t: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await writeFile(path.join(webDist, 'index.html'), indexHtml);
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app");');
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log("app");'));
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), '{}');
  for (const language of ['nl', 'en']) {
    await mkdir(path.join(webDist, 'site', language, 'features'), { recursive: true });
    for (const page of ['index', 'about', 'features/ad-forms']) {
      await writeFile(path.join(webDist, 'site', language, `${page}.html`), sitePage(language, page));
    }
  }
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the web app', () => {
  it.each(['/dashboard', '/calender', '/clientportal/forms', '/login', '/pagina/die/niet/bestaat'])('answers index.html for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(indexHtml);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each([
    ['/', 'index'],
    ['/about', 'about'],
    ['/features/ad-forms', 'features/ad-forms'],
  ])('answers the prerendered public page for %s, in Dutch by default', async (url, page) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(sitePage('nl', page));
    expect(response.headers['content-language']).toBe('nl');
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers the public page in the language of the lang cookie, else of Accept-Language', async () => {
    const byCookie = await t.app.inject({ method: 'GET', url: '/about', headers: { cookie: 'lang=en', 'accept-language': 'nl' } });
    expect(byCookie.body).toBe(sitePage('en', 'about'));
    expect(byCookie.headers['content-language']).toBe('en');
    const byBrowser = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'de-DE,en;q=0.8,nl;q=0.5' } });
    expect(byBrowser.body).toBe(sitePage('en', 'index'));
    const chosenDutch = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'lang=nl', 'accept-language': 'en' } });
    expect(chosenDutch.body).toBe(sitePage('nl', 'index'));
  });

  it('sends a public path with a trailing slash to the page itself, keeping the query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about/?ref=nieuwsbrief' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?ref=nieuwsbrief');
  });

  it('does not serve the prerendered files or the build manifest under their own names', async () => {
    for (const url of ['/site/nl/index.html', '/site/en/about.html', '/.vite/manifest.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('serves built files as they are, cacheable for good', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's Brotli copy to a browser that accepts it, and says the answer varies by encoding", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("app");');
    expect(response.headers.vary).toContain('Accept-Encoding');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
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
