/**
 * The S3 driver end to end (issue 35): the app stores uploads in a bucket of a real S3-compatible
 * server (s3rver, started here) through the AWS SDK — upload, download with a range, a refused
 * type and a removed object leave the bucket as it was.
 */
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { exeBytes, pngBytes, registerTestFileKinds, testOwnerType, uploadBytes, uploadOk } from './test-kit.js';

let s3: TestS3;
let t: TestApp;
let a: TestAgency;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ env: s3.env });
  registerTestFileKinds(t.app);
  a = await createAgency(t, 'Files S3');
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('the S3 driver', () => {
  it('is the app’s storage when STORAGE_DRIVER=s3', () => {
    expect(t.app.files.storage.driver).toBe('s3');
  });

  it('stores an upload in the bucket and serves it back, whole and in part', async () => {
    const png = await pngBytes(800, 600);
    const id = await uploadOk(t.app, { sid: a.tokens.sanne, filename: 'banner.png', bytes: png, params: { minWidth: '600' } });
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row).toMatchObject({ mimeType: 'image/png', width: 800, height: 600, size: png.length });
    expect(await t.app.files.storage.list()).toContain(row!.storageKey);

    const got = await t.app.inject({ method: 'GET', url: `/api/files/${id}`, cookies: { sid: a.tokens.sanne } });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(png)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { range: 'bytes=-10' }, cookies: { sid: a.tokens.sanne } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(png.subarray(png.length - 10))).toBe(true);
  });

  it('a refused type leaves the bucket as it was', async () => {
    const before = await t.app.files.storage.list();
    const { finished } = await uploadBytes(t.app, { sid: a.tokens.mark, filename: 'foto.png', bytes: exeBytes() });
    expect(finished!.statusCode).toBe(415);
    expect(await t.app.files.storage.list()).toEqual(before);
  });

  it('removes the object with its owner, after the commit', async () => {
    const ownerId = crypto.randomUUID();
    const id = await uploadOk(t.app, { sid: a.tokens.mark, filename: 'weg.png', bytes: await pngBytes() });
    await t.db.transaction((tx) =>
      t.app.files.attachFiles(tx, { companyId: a.admin.company.id, fileIds: [id], ownerType: testOwnerType, ownerId, uploaderId: a.mark.user.id }),
    );
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    await t.db.transaction((tx) => t.app.files.removeFilesOf(tx, testOwnerType, [ownerId]));
    await expect.poll(() => t.app.files.storage.exists(row!.storageKey)).toBe(false);
  });

  it('streams a body of unknown length as a multipart upload', async () => {
    const chunks = Array.from({ length: 12 }, (_, i) => Buffer.alloc(1024 * 1024, i));
    await t.app.files.storage.put('test/multipart', Readable.from(chunks), { contentType: 'application/octet-stream' });
    let size = 0;
    for await (const chunk of await t.app.files.storage.get('test/multipart', { start: 11 * 1024 * 1024 })) size += (chunk as Buffer).length;
    expect(size).toBe(1024 * 1024);
    await t.app.files.storage.remove('test/multipart');
    expect(await t.app.files.storage.exists('test/multipart')).toBe(false);
  });
});
