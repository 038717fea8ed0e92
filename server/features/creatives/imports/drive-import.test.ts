/**
 * Importing from Google Drive through the API against the local fake (issue 36): connecting
 * (drive.file, offline access, PKCE; Google sends the browser back to the API, which redirects
 * to /creatives), the files the app was granted, a binary file by pasted link, a Google Doc
 * exported as PDF and a Drawing as PNG, a file the app was not granted, and files that lie about
 * their type or size — refused, with nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriveFilesResponse, ImportedFileResponse } from '../../../../common/schemas/creative-imports.js';
import { createAgency, type TestAgency } from '../../../test/agency.js';
import type { FakeCreativeImports } from '../../../test/fake-creative-imports.js';
import type { TestApp } from '../../../test/test-app.js';
import { clientWithPortalUser } from '../../forms/test-kit.js';
import { creativesOf } from '../test-kit.js';
import { connectDrive, followAuthorize, importsOf, startImportWorld, storedState } from './test-kit.js';

let fake: FakeCreativeImports;
let t: TestApp;
let a: TestAgency;
let client: { id: string };

beforeAll(async () => {
  // 1 MB for every kind: the size tests need no big files.
  ({ fake, t } = await startImportWorld({ CREATIVE_MAX_IMAGE_MB: '1', CREATIVE_MAX_VIDEO_MB: '1', CREATIVE_MAX_PDF_MB: '1' }));
  a = await createAgency(t, 'Drive');
  client = (await clientWithPortalUser(t.db, a.admin, 'Bakkerij Drive')).client;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const importFile = (file: string, sid = a.tokens.sanne) => importsOf(t, sid).call('POST', '/drive/import', { file });

describe('connecting Google Drive', () => {
  it('asks for drive.file with offline access and PKCE, and comes back to /creatives', async () => {
    const { authorizeUrl } = await importsOf(t, a.tokens.sanne).ok<{ authorizeUrl: string }>('GET', '/drive/start', undefined, 200);
    const url = new URL(authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'test-drive-client',
      redirect_uri: 'http://localhost:3000/api/creatives/imports/drive/callback',
      scope: 'https://www.googleapis.com/auth/drive.file',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    expect(await connectDrive(t, a.tokens.sanne)).toBe('/creatives?import=drive');
    const { sources } = await importsOf(t, a.tokens.sanne).ok<{ sources: { source: string; connected: boolean }[] }>('GET', '', undefined, 200);
    expect(sources.find((s) => s.source === 'drive')).toMatchObject({ connected: true });
  });

  it('comes back with the reason when the person cancels or the state is not theirs', async () => {
    fake.drive.failNext('deny');
    const { authorizeUrl } = await importsOf(t, a.tokens.mark).ok<{ authorizeUrl: string }>('GET', '/drive/start', undefined, 200);
    const back = await followAuthorize(authorizeUrl);
    const cancelled = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { sid: a.tokens.mark } });
    expect(cancelled.headers.location).toBe('/creatives?import=drive&error=CREATIVE_IMPORT_CANCELLED');
    const wrong = await t.app.inject({ method: 'GET', url: '/api/creatives/imports/drive/callback?code=x&state=y', cookies: { sid: a.tokens.mark } });
    expect(wrong.headers.location).toBe('/creatives?import=drive&error=CREATIVE_IMPORT_CONNECT_FAILED');
  });
});

describe('importing from Drive', () => {
  it('lists the files the app was granted, and how each would come in', async () => {
    const { files, nextPageToken } = await importsOf(t, a.tokens.sanne).ok<DriveFilesResponse>('GET', '/drive/files', undefined, 200);
    expect(nextPageToken).toBeNull();
    expect(files.map((f) => [f.id, f.name, f.importAs])).toEqual([
      ['drivePngBanner01', 'Banner zomer.png', 'file'],
      ['driveDocBrief002', 'Briefing zomeractie', 'pdf'],
      ['driveDrawing0003', 'Schets logo', 'png'],
    ]);
    expect(files[0]).toMatchObject({ mimeType: 'image/png', thumbnailUrl: '/api/creatives/imports/drive/files/drivePngBanner01/thumbnail' });
    expect(files[0]!.size).toBeGreaterThan(0);
    const thumbnail = await t.app.inject({ method: 'GET', url: files[0]!.thumbnailUrl!, cookies: { sid: a.tokens.sanne } });
    expect(thumbnail.headers['content-type']).toBe('image/png');
  });

  it('copies a binary file from a pasted link; a creative made of it has its measures', async () => {
    const res = await importFile('https://drive.google.com/file/d/drivePngBanner01/view?usp=sharing');
    expect(res.statusCode, res.body).toBe(201);
    const { file } = res.json<ImportedFileResponse>();
    expect(file).toMatchObject({ name: 'Banner zomer.png', mimeType: 'image/png', width: 1200, height: 628 });
    const creative = await creativesOf(t, a.tokens.sanne).create({ clientId: client.id, fileId: file.id, name: 'Uit Drive' });
    expect(creative).toMatchObject({ media: 'image', width: 1200, height: 628 });
  });

  it('exports a Google Doc as PDF and a Drawing as PNG', async () => {
    const doc = await importFile('https://docs.google.com/document/d/driveDocBrief002/edit');
    expect(doc.statusCode, doc.body).toBe(201);
    const pdf = doc.json<ImportedFileResponse>().file;
    expect(pdf).toMatchObject({ name: 'Briefing zomeractie.pdf', mimeType: 'application/pdf' });
    const creative = await creativesOf(t, a.tokens.sanne).create({ clientId: client.id, fileId: pdf.id });
    expect(creative.versions[0]).toMatchObject({ pageCount: 2 });
    const drawing = await importFile('driveDrawing0003');
    expect(drawing.json<ImportedFileResponse>().file).toMatchObject({ name: 'Schets logo.png', mimeType: 'image/png', width: 800, height: 800 });
    expect(fake.drive.seen.exports).toBe(2);
  });

  it('answers 404 for a file the app was not granted, and refuses a folder and a link elsewhere', async () => {
    expect((await importFile('drivePrivate0005')).statusCode).toBe(404);
    expect((await importFile('driveFolder00004')).json().error.code).toBe('FILE_TYPE_REFUSED');
    const elsewhere = await importFile('https://example.com/file/d/drivePngBanner01/view');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.code).toBe('CREATIVE_IMPORT_LINK_INVALID');
  });

  it('refuses a file that lies about its type or size, and stores nothing', async () => {
    fake.drive.setFiles([
      { id: 'driveLiar000001', name: 'foto.png', mimeType: 'image/png', content: { kind: 'exe' } },
      // 3 MB of pixels that Drive's metadata calls 2 kB: the copy stops at the limit.
      { id: 'driveBig0000002', name: 'groot.png', mimeType: 'image/png', content: { kind: 'noise-png', width: 1000, height: 1000 }, claimedSize: 2000 },
      { id: 'driveBig0000003', name: 'eerlijk groot.png', mimeType: 'image/png', content: { kind: 'noise-png', width: 1000, height: 1000 } },
    ]);
    try {
      const before = await storedState(t, a.sanne.user.id);
      const lie = await importFile('driveLiar000001');
      expect(lie.statusCode).toBe(415);
      expect(lie.json().error.code).toBe('FILE_TYPE_REFUSED');
      const big = await importFile('driveBig0000002');
      expect(big.statusCode).toBe(413);
      expect(big.json().error).toMatchObject({ code: 'FILE_TOO_LARGE', params: { maxMb: 1 } });
      // Drive says how big it is: refused before a byte is copied.
      const downloads = fake.drive.seen.downloads;
      expect((await importFile('driveBig0000003')).statusCode).toBe(413);
      expect(fake.drive.seen.downloads).toBe(downloads);
      expect(await storedState(t, a.sanne.user.id)).toEqual(before);
    } finally {
      fake.reset();
    }
  });

  it('is this person’s connection only', async () => {
    const colleague = await importsOf(t, a.tokens.admin).call('GET', '/drive/files');
    expect(colleague.statusCode).toBe(409);
    expect(colleague.json().error).toMatchObject({ code: 'CREATIVE_IMPORT_NOT_CONNECTED', params: { source: 'Google Drive' } });
    expect((await importFile('drivePngBanner01', a.tokens.client)).statusCode).toBe(403);
  });
});
