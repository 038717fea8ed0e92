/**
 * Importing from Canva through the API against the local fake (issue 36): connecting with PKCE
 * (the verifier stays on the server, the flow is this user's and this session's, once, for ten
 * minutes), the designs, an import (export job polled until done, the link copied at once, the
 * file stored through the files' one path) that becomes a creative with the design's measures,
 * token refresh, a link that expires, a job that fails or never ends, a design that lies about
 * what it is, and who may use whose connection.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CanvaDesignsResponse, CreativeImportsResponse, ImportedFileResponse } from '../../../../common/schemas/creative-imports.js';
import { creativeImportConnections, creativeImportFlows } from '../../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../../test/agency.js';
import type { FakeCreativeImports } from '../../../test/fake-creative-imports.js';
import { createTestApp, logInAs, type TestApp } from '../../../test/test-app.js';
import { clientWithPortalUser } from '../../forms/test-kit.js';
import { creativesOf } from '../test-kit.js';
import { connectCanva, followAuthorize, importsOf, startImportWorld, storedState } from './test-kit.js';

let fake: FakeCreativeImports;
let t: TestApp;
let a: TestAgency;
let client: { id: string };

beforeAll(async () => {
  ({ fake, t } = await startImportWorld());
  a = await createAgency(t, 'Canva');
  client = (await clientWithPortalUser(t.db, a.admin, 'Bakkerij Canva')).client;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const sourcesOf = async (sid: string) => (await importsOf(t, sid).ok<CreativeImportsResponse>('GET', '', undefined, 200)).sources;

describe('connecting Canva', () => {
  it('sends the browser to Canva with PKCE and keeps the verifier on the server', async () => {
    expect(await sourcesOf(a.tokens.sanne)).toEqual([
      { source: 'canva', configured: true, connected: false, connectedAt: null },
      { source: 'drive', configured: true, connected: false, connectedAt: null },
    ]);
    const res = await importsOf(t, a.tokens.sanne).call('GET', '/canva/start');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const url = new URL(res.json<{ authorizeUrl: string }>().authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/canva/api/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'test-canva-client',
      redirect_uri: 'http://localhost:3000/canva/callback',
      scope: 'design:meta:read design:content:read',
      code_challenge_method: 's256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only hashes and sealed values at rest: neither the state nor the verifier in the clear.
    const [flow] = await t.db.select().from(creativeImportFlows).where(eq(creativeImportFlows.userId, a.sanne.user.id));
    expect(flow!.stateHash).toMatch(/^[0-9a-f]{64}$/);
    expect(flow!.stateHash).not.toBe(url.searchParams.get('state'));
    expect(flow!.sealedVerifier).toMatch(/^v1\./);
  });

  it('connects with the code Canva sends back, and keeps the tokens sealed', async () => {
    const res = await connectCanva(t, a.tokens.sanne);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CreativeImportsResponse>().sources[0]).toMatchObject({ source: 'canva', connected: true });
    const [row] = await t.db.select().from(creativeImportConnections).where(eq(creativeImportConnections.userId, a.sanne.user.id));
    expect(row!.sealedAccessToken).toMatch(/^v1\./);
    expect(row!.sealedRefreshToken).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('at-');
    // The client secret went in the token request's Basic header, never into the browser's URL.
    expect(fake.canva.seen.tokenRequests).toContain('authorization_code');
  });

  it('refuses a wrong state, a flow of another session or user, an expired or used flow, and a code for another verifier', async () => {
    const api = importsOf(t, a.tokens.mark);
    const start = async (sid = a.tokens.mark) =>
      followAuthorize((await importsOf(t, sid).ok<{ authorizeUrl: string }>('GET', '/canva/start', undefined, 200)).authorizeUrl);
    const failed = (res: { statusCode: number; json: <T>() => T }) => {
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: { code: string; params: unknown } }>().error).toMatchObject({
        code: 'CREATIVE_IMPORT_CONNECT_FAILED',
        params: { source: 'Canva' },
      });
    };

    const back = await start();
    failed(await api.call('POST', '/canva/callback', { code: back.searchParams.get('code'), state: 'niet-de-state' }));
    // Sanne cannot finish Mark's flow (nor use it up: Mark still can, once).
    failed(await importsOf(t, a.tokens.sanne).call('POST', '/canva/callback', { code: back.searchParams.get('code'), state: back.searchParams.get('state') }));
    // Mark in another session (another browser) cannot either.
    const otherSession = await logInAs(t.app, a.mark);
    failed(await importsOf(t, otherSession).call('POST', '/canva/callback', { code: back.searchParams.get('code'), state: back.searchParams.get('state') }));
    expect((await api.call('POST', '/canva/callback', { code: back.searchParams.get('code'), state: back.searchParams.get('state') })).statusCode).toBe(200);
    failed(await api.call('POST', '/canva/callback', { code: back.searchParams.get('code'), state: back.searchParams.get('state') }));

    // Ten minutes later the flow is gone.
    const late = await start();
    await t.db
      .update(creativeImportFlows)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(creativeImportFlows.userId, a.mark.user.id));
    failed(await api.call('POST', '/canva/callback', { code: late.searchParams.get('code'), state: late.searchParams.get('state') }));

    // A code issued for someone else's challenge (an injected code): our verifier does not match it at Canva.
    const ours = await start();
    const foreignChallenge = new URL((await importsOf(t, a.tokens.admin).ok<{ authorizeUrl: string }>('GET', '/canva/start', undefined, 200)).authorizeUrl);
    const foreign = await followAuthorize(foreignChallenge.toString());
    failed(await api.call('POST', '/canva/callback', { code: foreign.searchParams.get('code'), state: ours.searchParams.get('state') }));
    expect(fake.canva.seen.tokenRequests.at(-1)).toBe('authorization_code');
  });

  it('says the person cancelled when Canva sends them back without consent', async () => {
    fake.canva.failNext('deny');
    const { authorizeUrl } = await importsOf(t, a.tokens.admin).ok<{ authorizeUrl: string }>('GET', '/canva/start', undefined, 200);
    const back = await followAuthorize(authorizeUrl);
    expect(back.searchParams.get('error')).toBe('access_denied');
    const res = await importsOf(t, a.tokens.admin).call('POST', '/canva/callback', { error: 'access_denied', state: back.searchParams.get('state') });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('CREATIVE_IMPORT_CANCELLED');
  });
});

describe('importing a design', () => {
  it('lists the designs with thumbnails through our own origin', async () => {
    const { designs, continuation } = await importsOf(t, a.tokens.sanne).ok<CanvaDesignsResponse>('GET', '/canva/designs', undefined, 200);
    expect(continuation).toBeNull();
    expect(designs.map((d) => [d.id, d.title, d.pageCount])).toEqual([
      ['DAFfeed0001', 'Zomeractie feed', 1],
      ['DAFstory0002', 'Zomeractie story', 1],
      ['DAFflyer0003', 'Flyer A4', 2],
    ]);
    expect(designs[0]!.thumbnailUrl).toBe('/api/creatives/imports/canva/designs/DAFfeed0001/thumbnail');
    const thumbnail = await t.app.inject({ method: 'GET', url: designs[0]!.thumbnailUrl!, cookies: { sid: a.tokens.sanne } });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/png');
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    const searched = await importsOf(t, a.tokens.sanne).ok<CanvaDesignsResponse>('GET', '/canva/designs?query=flyer', undefined, 200);
    expect(searched.designs.map((d) => d.id)).toEqual(['DAFflyer0003']);
  });

  it('exports, polls, copies the file at once and answers it; a creative made of it has the design’s measures', async () => {
    const before = fake.canva.seen.exports.length;
    const { file } = await importsOf(t, a.tokens.sanne).ok<ImportedFileResponse>('POST', '/canva/import', { designId: 'DAFfeed0001', format: 'png' }, 201);
    expect(file).toMatchObject({ name: 'Zomeractie feed.png', mimeType: 'image/png', width: 1080, height: 1350 });
    expect(fake.canva.seen.exports.slice(before)).toEqual([{ design_id: 'DAFfeed0001', format: { type: 'png', pages: [1] } }]);
    const creative = await creativesOf(t, a.tokens.sanne).create({ clientId: client.id, fileId: file.id, name: 'Uit Canva' });
    expect(creative).toMatchObject({ media: 'image', width: 1080, height: 1350, currentVersion: 1 });
    expect(creative.versions[0]).toMatchObject({ fileId: file.id, width: 1080, height: 1350, mimeType: 'image/png' });
    expect((await storedState(t, a.sanne.user.id)).temporary).toEqual([]);
  });

  it('imports a PDF with its pages and a vertical video in portrait', async () => {
    const api = importsOf(t, a.tokens.sanne);
    const pdf = (await api.ok<ImportedFileResponse>('POST', '/canva/import', { designId: 'DAFflyer0003', format: 'pdf' }, 201)).file;
    expect(pdf).toMatchObject({ name: 'Flyer A4.pdf', mimeType: 'application/pdf' });
    const creative = await creativesOf(t, a.tokens.sanne).create({ clientId: client.id, fileId: pdf.id });
    expect(creative.versions[0]).toMatchObject({ pageCount: 2, mimeType: 'application/pdf' });
    const video = (await api.ok<ImportedFileResponse>('POST', '/canva/import', { designId: 'DAFstory0002', format: 'mp4' }, 201)).file;
    expect(video).toMatchObject({ name: 'Zomeractie story.mp4', mimeType: 'video/mp4' });
    expect(fake.canva.seen.exports.at(-1)).toEqual({ design_id: 'DAFstory0002', format: { type: 'mp4', quality: 'vertical_1080p' } });
  });

  it('refreshes an expired access token, and asks to connect again when Canva refuses the refresh', async () => {
    fake.canva.expireAccessTokens();
    const refreshesBefore = fake.canva.seen.tokenRequests.filter((g) => g === 'refresh_token').length;
    await importsOf(t, a.tokens.sanne).ok('GET', '/canva/designs', undefined, 200);
    expect(fake.canva.seen.tokenRequests.filter((g) => g === 'refresh_token').length).toBe(refreshesBefore + 1);
    // The rotated refresh token was stored: a second expiry refreshes again.
    fake.canva.expireAccessTokens();
    await importsOf(t, a.tokens.sanne).ok('GET', '/canva/designs', undefined, 200);

    fake.canva.expireAccessTokens();
    fake.canva.failNext('token');
    const refused = await importsOf(t, a.tokens.sanne).call('GET', '/canva/designs');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CREATIVE_IMPORT_NOT_CONNECTED', params: { source: 'Canva' } });
    expect((await sourcesOf(a.tokens.sanne))[0]!.connected).toBe(false);
    expect((await connectCanva(t, a.tokens.sanne)).statusCode).toBe(200);
  });

  it('copies the file before a short-lived link expires, and stores nothing when the link has expired already', async () => {
    fake.canva.setExports({ linkTtlMs: 1500 });
    try {
      await importsOf(t, a.tokens.sanne).ok('POST', '/canva/import', { designId: 'DAFfeed0001', format: 'jpg' }, 201);
      expect(fake.canva.seen.exports.at(-1)).toEqual({ design_id: 'DAFfeed0001', format: { type: 'jpg', quality: 92, pages: [1] } });
    } finally {
      fake.canva.setExports({ linkTtlMs: 60_000 });
    }
    const before = await storedState(t, a.sanne.user.id);
    fake.canva.failNext('link-expired');
    const res = await importsOf(t, a.tokens.sanne).call('POST', '/canva/import', { designId: 'DAFfeed0001', format: 'png' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({ code: 'CREATIVE_IMPORT_FAILED', params: { source: 'Canva' } });
    expect(await storedState(t, a.sanne.user.id)).toEqual(before);
  });

  it('says so when Canva’s export fails, and refuses a design whose file lies about what it is', async () => {
    fake.canva.failNext('export-failed');
    const failed = await importsOf(t, a.tokens.sanne).call('POST', '/canva/import', { designId: 'DAFfeed0001', format: 'png' });
    expect(failed.json().error.code).toBe('CREATIVE_IMPORT_FAILED');

    const before = await storedState(t, a.sanne.user.id);
    fake.canva.setDesigns([{ id: 'DAFliar0009', title: 'Geen plaatje', width: 500, height: 500, content: { kind: 'exe' } }]);
    try {
      const lie = await importsOf(t, a.tokens.sanne).call('POST', '/canva/import', { designId: 'DAFliar0009', format: 'png' });
      expect(lie.statusCode).toBe(415);
      expect(lie.json().error.code).toBe('FILE_TYPE_REFUSED');
    } finally {
      fake.reset();
    }
    expect(await storedState(t, a.sanne.user.id)).toEqual(before);
    // reset() forgot every token at the fake: connect again for the tests after this one.
    expect((await connectCanva(t, a.tokens.sanne)).statusCode).toBe(200);
  });

  it('answers 404 for a design that is not there and refuses an unknown format', async () => {
    const api = importsOf(t, a.tokens.sanne);
    expect((await api.call('POST', '/canva/import', { designId: 'DAFmissing01', format: 'png' })).statusCode).toBe(404);
    expect((await api.call('POST', '/canva/import', { designId: 'DAFfeed0001', format: 'svg' })).statusCode).toBe(400);
    expect((await api.call('POST', '/canva/import', { designId: '../etc', format: 'png' })).statusCode).toBe(400);
  });
});

describe('whose connection', () => {
  it('is the person’s own: a colleague is not connected, a client user may not import', async () => {
    const colleague = await importsOf(t, a.tokens.admin).call('GET', '/canva/designs');
    expect(colleague.statusCode).toBe(409);
    expect(colleague.json().error.code).toBe('CREATIVE_IMPORT_NOT_CONNECTED');
    const thumbnail = await importsOf(t, a.tokens.admin).call('GET', '/canva/designs/DAFfeed0001/thumbnail');
    expect(thumbnail.statusCode).toBe(409);
    for (const [method, url] of [
      ['GET', ''],
      ['GET', '/canva/start'],
      ['GET', '/canva/designs'],
      ['POST', '/canva/import'],
    ] as const) {
      const res = await importsOf(t, a.tokens.client).call(method, url, method === 'POST' ? { designId: 'DAFfeed0001', format: 'png' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/creatives/imports' })).statusCode).toBe(401);
  });

  it('is forgotten on request', async () => {
    await importsOf(t, a.tokens.mark).ok('DELETE', '/canva', undefined, 204);
    expect((await sourcesOf(a.tokens.mark))[0]).toMatchObject({ connected: false });
    expect((await sourcesOf(a.tokens.sanne))[0]).toMatchObject({ connected: true });
  });
});

describe('without Canva settings', () => {
  it('answers 503 CREATIVE_IMPORT_NOT_CONFIGURED and says so in the list', async () => {
    const bare = await createTestApp();
    try {
      const b = await createAgency(bare, 'Zonder Canva');
      const api = importsOf(bare, b.tokens.sanne);
      expect((await api.ok<CreativeImportsResponse>('GET', '', undefined, 200)).sources).toEqual([
        { source: 'canva', configured: false, connected: false, connectedAt: null },
        { source: 'drive', configured: false, connected: false, connectedAt: null },
      ]);
      for (const [method, url, body] of [
        ['GET', '/canva/start', undefined],
        ['GET', '/canva/designs', undefined],
        ['POST', '/canva/import', { designId: 'DAFfeed0001', format: 'png' }],
        ['POST', '/canva/callback', { state: 'x', code: 'y' }],
      ] as const) {
        const res = await api.call(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(503);
        expect(res.json().error).toMatchObject({ code: 'CREATIVE_IMPORT_NOT_CONFIGURED', params: { source: 'Canva' } });
      }
    } finally {
      await bare.close();
    }
  });
});

describe('an export that never finishes', () => {
  it('gives up after CANVA_EXPORT_TIMEOUT_SECONDS with a clear error and stores nothing', async () => {
    const world = await startImportWorld({ CANVA_EXPORT_TIMEOUT_SECONDS: '1' });
    try {
      const b = await createAgency(world.t, 'Canva traag');
      expect((await connectCanva(world.t, b.tokens.sanne)).statusCode).toBe(200);
      const before = await storedState(world.t, b.sanne.user.id);
      world.fake.canva.failNext('export-stalls');
      const started = Date.now();
      const res = await importsOf(world.t, b.tokens.sanne).call('POST', '/canva/import', { designId: 'DAFfeed0001', format: 'png' });
      expect(res.statusCode).toBe(504);
      expect(res.json().error).toMatchObject({ code: 'CREATIVE_IMPORT_TIMEOUT', params: { source: 'Canva' } });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await storedState(world.t, b.sanne.user.id)).toEqual(before);
    } finally {
      await world.t.close();
      await world.fake.close();
    }
  });
});
