/**
 * Stored files through HTTP on the local driver (issue 35): tus upload, sniffing, limits, hostile
 * metadata, downloads and who may read them, signed links, attach/remove, and that a refused,
 * cancelled or cut-off upload leaves nothing behind (staging folder, storage, table).
 */
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedLink } from './read-files.js';
import {
  exeBytes,
  pngBytes,
  registerTestFileKinds,
  testOwnerType,
  testPublicPurpose,
  tusCreate,
  tusPatch,
  uploadBytes,
  uploadMetadata,
  uploadOk,
  zipBytes,
} from './test-kit.js';

let t: TestApp;
let a: TestAgency;
let b: TestAgency;

beforeAll(async () => {
  t = await createTestApp();
  registerTestFileKinds(t.app);
  a = await createAgency(t, 'Files A');
  b = await createAgency(t, 'Files B');
});

afterAll(async () => {
  await t?.close();
});

const staging = async () => readdir(t.app.files.runtime!.uploads.stagingDir).catch(() => [] as string[]);
const rowsOfCompany = (companyId: string) => t.db.select().from(storedFiles).where(eq(storedFiles.companyId, companyId));
const download = (id: string, sid?: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: extra, ...(sid ? { cookies: { sid } } : {}) });

async function attach(fileIds: string[], companyId: string, uploaderId: string | null, ownerId = crypto.randomUUID()) {
  return t.db.transaction((tx) => t.app.files.attachFiles(tx, { companyId, fileIds, ownerType: testOwnerType, ownerId, uploaderId }));
}

describe('uploading', () => {
  it('stores a sniffed image unattached and answers its file', async () => {
    const png = await pngBytes(640, 320);
    const { created, finished } = await uploadBytes(t.app, { sid: a.tokens.sanne, filename: 'logo ünïcode.png', bytes: png });
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toMatch(/^\/api\/files\/tus\/[0-9a-f-]{36}$/);
    expect(finished!.statusCode).toBe(200);
    const id = finished!.headers['upload-file-id'] as string;
    expect(finished!.json()).toEqual({
      file: { id, name: 'logo ünïcode.png', mimeType: 'image/png', size: png.length, width: 640, height: 320, url: `/api/files/${id}` },
    });
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row).toMatchObject({ ownerId: null, uploadedBy: a.sanne.user.id, companyId: a.admin.company.id });
    expect(row!.storageKey).toMatch(/^files\/\d{4}-\d{2}\/[0-9a-f]{32}$/);
    expect(await t.app.files.storage.exists(row!.storageKey)).toBe(true);
    expect(await staging()).toEqual([]);

    const got = await download(id, a.tokens.sanne);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(png)).toBe(true);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBe(`attachment; filename="logo unicode.png"; filename*=UTF-8''logo%20%C3%BCn%C3%AFcode.png`);
    const inline = await download(`${id}?inline=1`, a.tokens.sanne);
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    const part = await download(id, a.tokens.sanne, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(png.subarray(0, 8))).toBe(true);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${png.length}`);
  });

  it('reads a finished upload again by its id, and says when it is not finished', async () => {
    const id = await uploadOk(t.app, {
      sid: a.tokens.mark,
      filename: 'a.pdf',
      bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1'),
    });
    const again = await t.app.inject({ method: 'GET', url: `/api/files/uploads/${id}`, cookies: { sid: a.tokens.mark } });
    expect(again.statusCode).toBe(200);
    expect(again.json().file).toMatchObject({ id, mimeType: 'application/pdf' });
    const other = await t.app.inject({ method: 'GET', url: `/api/files/uploads/${id}`, cookies: { sid: a.tokens.sanne } });
    expect(other.statusCode).toBe(404);

    const created = await tusCreate(t.app, { sid: a.tokens.mark, filename: 'b.pdf', length: 100 });
    const uploadId = (created.headers.location as string).split('/').pop()!;
    const pending = await t.app.inject({ method: 'GET', url: `/api/files/uploads/${uploadId}`, cookies: { sid: a.tokens.mark } });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.code).toBe('FILE_UPLOAD_INCOMPLETE');
    await t.app.inject({ method: 'DELETE', url: created.headers.location as string, headers: { 'tus-resumable': '1.0.0' }, cookies: { sid: a.tokens.mark } });
  });

  it('resumes: a second PATCH continues at the offset the first one reached', async () => {
    const png = await pngBytes(100, 100);
    const created = await tusCreate(t.app, { sid: a.tokens.sanne, filename: 'deel.png', length: png.length });
    const location = created.headers.location as string;
    const first = await tusPatch(t.app, location, png.subarray(0, 50), 0, a.tokens.sanne);
    expect(first.statusCode).toBe(204);
    const head = await t.app.inject({ method: 'HEAD', url: location, headers: { 'tus-resumable': '1.0.0' }, cookies: { sid: a.tokens.sanne } });
    expect(head.headers['upload-offset']).toBe('50');
    const stranger = await t.app.inject({ method: 'HEAD', url: location, headers: { 'tus-resumable': '1.0.0' }, cookies: { sid: a.tokens.mark } });
    expect(stranger.statusCode).toBe(404);
    const last = await tusPatch(t.app, location, png.subarray(50), 50, a.tokens.sanne);
    expect(last.statusCode).toBe(200);
    expect(last.json().file.width).toBe(100);
  });
});

describe('refusing', () => {
  it('refuses a .png that is really an executable or a zip, and keeps nothing', async () => {
    const before = await t.app.files.storage.list();
    for (const bytes of [exeBytes(), zipBytes()]) {
      const { created, finished } = await uploadBytes(t.app, { sid: b.tokens.sanne, filename: 'foto.png', bytes });
      expect(created.statusCode).toBe(201);
      expect(finished!.statusCode).toBe(415);
      expect(finished!.json()).toEqual({ error: { code: 'FILE_TYPE_REFUSED', message: 'Dit type bestand is hier niet toegestaan.' } });
    }
    expect(await staging()).toEqual([]);
    expect(await rowsOfCompany(b.admin.company.id)).toEqual([]);
    expect(await t.app.files.storage.list()).toEqual(before);
  });

  it('refuses SVG as an image, and a zip where only images may go', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const { finished } = await uploadBytes(t.app, { sid: b.tokens.sanne, filename: 'x.svg', bytes: svg, params: { kinds: 'image' } });
    expect(finished!.statusCode).toBe(415);
    const zip = await uploadBytes(t.app, { sid: b.tokens.sanne, filename: 'x.zip', bytes: zipBytes(), params: { kinds: 'image' } });
    expect(zip.finished!.statusCode).toBe(415);
    const ok = await uploadBytes(t.app, { sid: b.tokens.sanne, filename: 'x.zip', bytes: zipBytes(), params: { kinds: 'archive' } });
    expect(ok.finished!.statusCode).toBe(200);
  });

  it('takes text only when the name says .csv/.txt and the bytes are UTF-8 without NUL', async () => {
    const csv = Buffer.from('naam;bedrag\nJansen;€ 12,50\n', 'utf8');
    const good = await uploadBytes(t.app, { sid: b.tokens.mark, filename: 'lijst.csv', bytes: csv, params: { kinds: 'spreadsheet' } });
    expect(good.finished!.json().file.mimeType).toBe('text/csv');
    const nul = await uploadBytes(t.app, { sid: b.tokens.mark, filename: 'lijst.csv', bytes: Buffer.from('a;b\0\n'), params: { kinds: 'spreadsheet' } });
    expect(nul.finished!.statusCode).toBe(415);
    const latin1 = await uploadBytes(t.app, {
      sid: b.tokens.mark,
      filename: 'lijst.csv',
      bytes: Buffer.from([0x61, 0xe9, 0x0a]),
      params: { kinds: 'spreadsheet' },
    });
    expect(latin1.finished!.statusCode).toBe(415);
    const named = await uploadBytes(t.app, { sid: b.tokens.mark, filename: 'lijst.html', bytes: csv, params: { kinds: 'spreadsheet,document' } });
    expect(named.finished!.statusCode).toBe(415);
  });

  it('refuses a too big file from its Upload-Length, before any byte, with the Dutch message', async () => {
    const created = await tusCreate(t.app, { sid: b.tokens.sanne, filename: 'groot.png', length: 2 * 1024 * 1024 + 1, params: { maxMb: '2' } });
    expect(created.statusCode).toBe(413);
    expect(created.json()).toEqual({ error: { code: 'FILE_TOO_LARGE', message: 'Dit bestand is te groot. Het maximum is 2 MB.', params: { maxMb: 2 } } });
    const empty = await tusCreate(t.app, { sid: b.tokens.sanne, filename: 'leeg.png', length: 0 });
    expect(empty.json().error.code).toBe('FILE_EMPTY');
    expect(await staging()).toEqual([]);
  });

  it('refuses an image narrower than the purpose asks', async () => {
    const { finished } = await uploadBytes(t.app, { sid: b.tokens.sanne, filename: 'klein.png', bytes: await pngBytes(300, 300), params: { minWidth: '600' } });
    expect(finished!.statusCode).toBe(400);
    expect(finished!.json().error).toEqual({
      code: 'FILE_IMAGE_TOO_SMALL',
      message: 'Deze afbeelding is te klein. Ze moet minstens 600 pixels breed zijn.',
      params: { minWidth: 600 },
    });
  });

  it('answers hostile metadata with 400, never 500', async () => {
    const send = (metadata: string, extra: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/files/tus',
        headers: { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': metadata, ...extra },
        cookies: { sid: b.tokens.sanne },
      });
    const cases = [
      uploadMetadata({ filename: 'a\u0000b.png', purpose: 'test_upload' }),
      uploadMetadata({ filename: 'a\u001bb.png', purpose: 'test_upload' }),
      uploadMetadata({ filename: 'x'.repeat(300), purpose: 'test_upload' }),
      uploadMetadata({ filename: 'a.png', purpose: 'test_upload', extra: 'y'.repeat(3000) }),
      `filename ${'QUFB'.repeat(1200)},purpose dGVzdF91cGxvYWQ=`,
      Array.from({ length: 30 }, (_, i) => `k${i} YQ==`).join(','),
      'filename !!!notbase64,purpose dGVzdF91cGxvYWQ=',
      'filename /w==,purpose dGVzdF91cGxvYWQ=',
      'filename YS5wbmc=,filename YS5wbmc=,purpose dGVzdF91cGxvYWQ=',
      'purpose dGVzdF91cGxvYWQ=',
      '',
    ];
    for (const metadata of cases) {
      const response = await send(metadata);
      expect(response.statusCode, metadata.slice(0, 60)).toBe(400);
      expect(response.json().error.code).toBe('FILE_METADATA_INVALID');
    }
    expect((await send(uploadMetadata({ filename: 'a.png', purpose: 'nope' }))).json().error.code).toBe('FILE_PURPOSE_UNKNOWN');
    expect((await send(uploadMetadata({ filename: 'a.png', purpose: 'test_upload' }), { 'upload-length': '-1' })).statusCode).toBe(400);
    expect((await send(uploadMetadata({ filename: 'a.png', purpose: 'test_upload' }), { 'upload-length': '1e3' })).statusCode).toBe(400);
    const folders = await uploadBytes(t.app, { sid: b.tokens.sanne, filename: '../../etc/passwd.png', bytes: await pngBytes() });
    expect(folders.finished!.json().file.name).toBe('passwd.png');
    const anonymous = await tusCreate(t.app, { filename: 'a.png', length: 10 });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('nothing left behind', () => {
  it('a cancelled upload (tus DELETE) is gone at once', async () => {
    const created = await tusCreate(t.app, { sid: b.tokens.admin, filename: 'weg.png', length: 1000 });
    const location = created.headers.location as string;
    await tusPatch(t.app, location, Buffer.alloc(400, 1), 0, b.tokens.admin);
    expect((await staging()).length).toBeGreaterThan(0);
    const cancelled = await t.app.inject({ method: 'DELETE', url: location, headers: { 'tus-resumable': '1.0.0' }, cookies: { sid: b.tokens.admin } });
    expect(cancelled.statusCode).toBe(204);
    expect(await staging()).toEqual([]);
  });

  it('a cut-off upload nobody resumes, and a file never attached, are removed after 24 hours', async () => {
    const created = await tusCreate(t.app, { sid: b.tokens.admin, filename: 'half.png', length: 5000 });
    await tusPatch(t.app, created.headers.location as string, Buffer.alloc(1234, 7), 0, b.tokens.admin);
    const lonely = await uploadOk(t.app, { sid: b.tokens.admin, filename: 'los.png', bytes: await pngBytes() });
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, lonely));
    const kept = await uploadOk(t.app, { sid: b.tokens.admin, filename: 'vast.png', bytes: await pngBytes() });
    await attach([kept], b.admin.company.id, b.admin.user.id);

    await t.app.files.runtime!.runCleanup(new Date(Date.now() + 60 * 60 * 1000));
    expect((await staging()).length).toBeGreaterThan(0);
    expect(await t.app.files.storage.exists(row!.storageKey)).toBe(true);

    await t.app.files.runtime!.runCleanup(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await staging()).toEqual([]);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, lonely))).toEqual([]);
    expect(await t.app.files.storage.exists(row!.storageKey)).toBe(false);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.id, kept))).toHaveLength(1);
  });
});

describe('reading', () => {
  it('an unattached file: its uploader only; attached: who may read its owner, in its company', async () => {
    const id = await uploadOk(t.app, { sid: a.tokens.sanne, filename: 'brief.png', bytes: await pngBytes() });
    expect((await download(id, a.tokens.mark)).statusCode).toBe(404);
    expect((await download(id, b.tokens.admin)).statusCode).toBe(404);
    expect((await download(id)).statusCode).toBe(401);
    const [meta] = await attach([id], a.admin.company.id, a.sanne.user.id);
    expect(meta).toMatchObject({ id, url: `/api/files/${id}` });
    expect((await download(id, a.tokens.mark)).statusCode).toBe(200);
    expect((await download(id, a.tokens.admin)).statusCode).toBe(200);
    expect((await download(id, a.tokens.client)).statusCode).toBe(404);
    expect((await download(id, b.tokens.admin)).statusCode).toBe(404);
    expect((await download('not-an-id', a.tokens.admin)).statusCode).toBe(404);
  });

  it('a signed link works without a session for five minutes, then says it expired', async () => {
    const id = await uploadOk(t.app, { sid: a.tokens.sanne, filename: 'link.png', bytes: await pngBytes() });
    const linked = await t.app.inject({ method: 'GET', url: `/api/files/${id}/link`, cookies: { sid: a.tokens.sanne } });
    expect(linked.statusCode).toBe(200);
    const { url, expiresAt } = linked.json<{ url: string; expiresAt: string }>();
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(290_000);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${id}/link`, cookies: { sid: a.tokens.mark } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.replace(/signature=.{4}/, 'signature=AAAA') })).statusCode).toBe(404);

    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    const old = signedLink(t.app.files, row!, Date.now() - 6 * 60 * 1000);
    const expired = await t.app.inject({ method: 'GET', url: old.url });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('FILE_LINK_EXPIRED');
    const stretched = old.url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 3600}`);
    expect((await t.app.inject({ method: 'GET', url: stretched })).statusCode).toBe(404);
  });

  it('an anonymous upload (a public purpose) is read with its upload token until attached', async () => {
    const { finished } = await uploadBytes(t.app, {
      filename: 'bijlage.png',
      bytes: await pngBytes(),
      purpose: testPublicPurpose,
      params: { company: a.admin.company.id },
    });
    expect(finished!.statusCode).toBe(200);
    const file = finished!.json<{ file: { id: string; url: string } }>().file;
    expect(file.url).toMatch(/\?token=/);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
    expect((await download(file.id, a.tokens.admin)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: file.url.replace(/token=.{4}/, 'token=AAAA') })).statusCode).toBe(404);
    // A member cannot attach someone's anonymous upload as their own, nor another company's.
    await expect(attach([file.id], a.admin.company.id, a.admin.user.id)).rejects.toMatchObject({ code: 'FILE_NOT_FOUND' });
    await expect(attach([file.id], b.admin.company.id, null)).rejects.toMatchObject({ code: 'FILE_NOT_FOUND' });
    await attach([file.id], a.admin.company.id, null);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await download(file.id, a.tokens.admin)).statusCode).toBe(200);
  });
});

describe('attach and remove', () => {
  it('attaches again to the same owner, refuses another owner, lists and removes with the object', async () => {
    const ownerId = crypto.randomUUID();
    const one = await uploadOk(t.app, { sid: a.tokens.mark, filename: 'een.png', bytes: await pngBytes() });
    const two = await uploadOk(t.app, { sid: a.tokens.mark, filename: 'twee.png', bytes: await pngBytes() });
    await attach([two, one], a.admin.company.id, a.mark.user.id, ownerId);
    const again = await attach([one], a.admin.company.id, a.mark.user.id, ownerId);
    expect(again.map((f) => f.id)).toEqual([one]);
    await expect(attach([one], a.admin.company.id, a.mark.user.id)).rejects.toMatchObject({ code: 'FILE_NOT_FOUND' });
    await expect(attach(['nope'], a.admin.company.id, a.mark.user.id)).rejects.toMatchObject({ code: 'FILE_NOT_FOUND' });
    const listed = await t.app.files.filesOf(t.db, testOwnerType, ownerId);
    expect(listed.map((f) => f.name).sort()).toEqual(['een.png', 'twee.png']);

    const keys = (await t.db.select().from(storedFiles).where(eq(storedFiles.ownerId, ownerId))).map((r) => r.storageKey);
    // Rolled back: rows and bytes stay.
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.files.removeFilesOf(tx, testOwnerType, [ownerId]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const key of keys) expect(await t.app.files.storage.exists(key)).toBe(true);
    expect(await t.app.files.filesOf(t.db, testOwnerType, ownerId)).toHaveLength(2);
    // Committed: rows at once, bytes right after the commit.
    await t.db.transaction((tx) => t.app.files.removeFilesOf(tx, testOwnerType, [ownerId]));
    expect(await t.app.files.filesOf(t.db, testOwnerType, ownerId)).toEqual([]);
    await expect.poll(async () => (await Promise.all(keys.map((k) => t.app.files.storage.exists(k)))).some(Boolean)).toBe(false);
  });

  it('tells which files could be attached, and lets go of the files an object no longer names', async () => {
    const ownerId = crypto.randomUUID();
    const [keep, drop, other] = await Promise.all(
      ['blijft.png', 'weg.png', 'van-mark.png'].map(async (filename, i) =>
        uploadOk(t.app, { sid: i === 2 ? a.tokens.mark : a.tokens.sanne, filename, bytes: await pngBytes(40 + i, 20) }),
      ),
    );
    const attachable = await t.app.files.attachableFiles(t.db, {
      companyId: a.admin.company.id,
      fileIds: [keep!, drop!, other!, 'geen-id'],
      ownerType: testOwnerType,
      ownerId: null,
      uploaderId: a.sanne.user.id,
    });
    expect([...attachable.keys()].sort()).toEqual([keep!, drop!].sort());
    expect(attachable.get(keep!)).toMatchObject({ name: 'blijft.png', mimeType: 'image/png', width: 40 });
    await attach([keep!, drop!], a.admin.company.id, a.sanne.user.id, ownerId);
    // Attached to this owner they stay attachable to it, and to nothing else.
    const again = { companyId: a.admin.company.id, fileIds: [keep!, drop!], ownerType: testOwnerType, uploaderId: a.sanne.user.id };
    expect((await t.app.files.attachableFiles(t.db, { ...again, ownerId })).size).toBe(2);
    expect((await t.app.files.attachableFiles(t.db, { ...again, ownerId: crypto.randomUUID() })).size).toBe(0);
    expect((await t.app.files.attachableFiles(t.db, { ...again, companyId: b.admin.company.id, ownerId })).size).toBe(0);

    const keyOf = async (id: string) => (await t.db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0]!.storageKey;
    const [keepKey, dropKey] = [await keyOf(keep!), await keyOf(drop!)];
    // Rolled back: the row and the bytes stay.
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.files.detachFilesExcept(tx, testOwnerType, ownerId, [keep!]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await t.app.files.storage.exists(dropKey)).toBe(true);
    expect(await t.app.files.filesOf(t.db, testOwnerType, ownerId)).toHaveLength(2);
    // Committed: the file no longer named goes, row and bytes; the kept one and other owners' files stay.
    await t.db.transaction((tx) => t.app.files.detachFilesExcept(tx, testOwnerType, ownerId, [keep!.toUpperCase()]));
    expect((await t.app.files.filesOf(t.db, testOwnerType, ownerId)).map((f) => f.id)).toEqual([keep!]);
    await expect.poll(() => t.app.files.storage.exists(dropKey)).toBe(false);
    expect(await t.app.files.storage.exists(keepKey)).toBe(true);
    expect(await t.db.$count(storedFiles, eq(storedFiles.id, other!))).toBe(1);
    // Keeping nothing lets go of all.
    await t.db.transaction((tx) => t.app.files.detachFilesExcept(tx, testOwnerType, ownerId, []));
    expect(await t.app.files.filesOf(t.db, testOwnerType, ownerId)).toEqual([]);
    await expect.poll(() => t.app.files.storage.exists(keepKey)).toBe(false);
  });
});
