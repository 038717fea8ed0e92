/**
 * A creative's files through the real upload path (issue 36): a video with its measures and a
 * poster frame as its preview, a PDF with its pages, and the files that must be refused with a
 * Dutch message and leave nothing behind — a type that lies, a truncated video, a PDF of too many
 * pages, a decompression-bomb image, an SVG. An unfinished upload is its uploader's alone, and a
 * version's files are served only to whoever may read the creative.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { tusCreate, tusPatch, uploadBytes } from '../files/test-kit.js';
import { clientWithPortalUser } from '../forms/test-kit.js';
import { creativeUploadPurpose } from './files-bridge.js';
import { buildMovie, buildPdf, pngClaiming } from './media/test-kit.js';
import { creativePng, creativesOf, uploadCreative } from './test-kit.js';

let t: TestApp;
let a: TestAgency;
let b: TestAgency;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'Bestanden');
  b = await createAgency(t, 'Ander bureau');
  clientId = (await clientWithPortalUser(t.db, a.admin, 'Garage Bestanden')).client.id;
});
afterAll(() => t.close());

async function refused(filename: string, bytes: Buffer) {
  const before = await t.db.$count(storedFiles);
  const keysBefore = await t.app.files.storage.list('files/');
  const { created, finished } = await uploadBytes(t.app, { sid: a.tokens.sanne, filename, purpose: creativeUploadPurpose, bytes });
  const res = finished ?? created;
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(await t.db.$count(storedFiles)).toBe(before);
  expect(await t.app.files.storage.list('files/')).toEqual(keysBefore);
  return JSON.parse(res.body).error as { code: string; message: string };
}

describe('a creative file', () => {
  it('of video: its duration and size read from the container, the browser’s poster frame as its preview', async () => {
    const api = creativesOf(t, a.tokens.sanne);
    const video = buildMovie({ durationMs: 15_000, tracks: [{ kind: 'video', width: 1080, height: 1920 }] });
    const fileId = await uploadCreative(t, a.tokens.sanne, video, 'reel.mp4');
    const posterFileId = await uploadCreative(t, a.tokens.sanne, await creativePng(540, 960), 'reel-poster.jpg');
    const creative = await api.create({ clientId, fileId, posterFileId, name: 'Reel zomer' });
    expect(creative).toMatchObject({ media: 'video', width: 1080, height: 1920 });
    expect(creative.versions[0]).toMatchObject({ durationMs: 15_000, mimeType: 'video/mp4', previewUrl: `/api/files/${posterFileId}/preview` });
    expect(creative.versions[0]!.posterUrl).toContain(posterFileId);
  });

  it('of PDF: its page count', async () => {
    const api = creativesOf(t, a.tokens.sanne);
    const fileId = await uploadCreative(t, a.tokens.sanne, buildPdf(3), 'flyer.pdf');
    const creative = await api.create({ clientId, fileId, name: 'Flyer' });
    expect(creative.versions[0]).toMatchObject({ media: 'pdf', pageCount: 3 });
  });

  it('is refused with a Dutch message, nothing stored, when it lies, is cut off, too long or a bomb', async () => {
    expect((await refused('echt.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).code).toBe('FILE_TYPE_REFUSED');
    const cut = buildMovie({ durationMs: 5000, tracks: [{ kind: 'video', width: 640, height: 640 }] }).subarray(0, 900);
    const truncated = await refused('afgebroken.mp4', cut);
    expect(truncated).toMatchObject({ code: 'CREATIVE_VIDEO_UNREADABLE', message: 'Deze video kan niet worden gelezen. Is hij volledig geüpload?' });
    expect(await refused('dik.pdf', buildPdf(250))).toMatchObject({
      code: 'CREATIVE_PDF_TOO_MANY_PAGES',
      message: "Deze pdf heeft te veel pagina's. Het maximum is 200.",
    });
    expect((await refused('bom.png', pngClaiming(50_000, 50_000))).code).toBe('FILE_IMAGE_TOO_LARGE');
  });

  it('cannot be continued by someone else, nor read outside the creative’s readers', async () => {
    const bytes = await creativePng(300, 300);
    const created = await tusCreate(t.app, { sid: a.tokens.sanne, filename: 'half.png', purpose: creativeUploadPurpose, length: bytes.length });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect((await tusPatch(t.app, location, bytes.subarray(0, 100), 0, a.tokens.mark)).statusCode).toBe(404);
    expect((await tusPatch(t.app, location, bytes.subarray(0, 100), 0, a.tokens.sanne)).statusCode).toBe(204);
    // A version's file: the team of the company, not another company, not a client user before it is shared.
    const creative = await creativesOf(t, a.tokens.sanne).create({ clientId, fileId: await uploadCreative(t, a.tokens.sanne), name: 'Geheim' });
    const url = creative.versions[0]!.url;
    expect((await t.app.inject({ method: 'GET', url, cookies: { sid: a.tokens.mark } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, cookies: { sid: b.tokens.admin } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, cookies: { sid: a.tokens.client } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
