/**
 * The storage drivers' contract (issue 35), on the local driver here (the S3 driver runs the same
 * through the app in server/features/files/files-s3.test.ts): streamed put and ranged get, a write
 * cut off mid-way leaves no object and no temporary file, keys never leave the storage folder.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../env.js';
import { createLocalStorage } from './local-storage.js';
import { createStorage, StorageNotFoundError } from './storage.js';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('the local driver', () => {
  it('stores, reads whole and in part, lists and removes', async () => {
    const storage = createLocalStorage(dataDir);
    await storage.put('files/a/een', Readable.from([Buffer.from('hallo '), Buffer.from('wereld')]), { contentType: 'text/plain' });
    expect(await text(await storage.get('files/a/een'))).toBe('hallo wereld');
    expect(await text(await storage.get('files/a/een', { start: 6 }))).toBe('wereld');
    expect(await text(await storage.get('files/a/een', { start: 0, end: 4 }))).toBe('hallo');
    expect(await storage.exists('files/a/een')).toBe(true);
    expect(await storage.list('files/')).toEqual(['files/a/een']);
    await storage.remove('files/a/een');
    await storage.remove('files/a/een');
    expect(await storage.exists('files/a/een')).toBe(false);
    await expect(storage.get('files/a/een')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('leaves nothing when the write is cut off', async () => {
    const storage = createLocalStorage(dataDir);
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('files/b/half', broken, { contentType: 'application/octet-stream' })).rejects.toThrow('connection lost');
    expect(await storage.exists('files/b/half')).toBe(false);
    expect(await readdir(path.join(storage.root, 'files/b'))).toEqual([]);
  });

  it('refuses keys that could leave the storage folder', async () => {
    const storage = createLocalStorage(dataDir);
    for (const key of ['../secret.key', '/etc/passwd', 'files/../../x', 'Files/A', 'a//b', '']) {
      await expect(storage.put(key, Readable.from([]), { contentType: 'text/plain' })).rejects.toThrow('invalid storage key');
    }
  });
});

describe('configuration', () => {
  it('uses the local driver by default and needs bucket and keys for s3', () => {
    expect(createStorage(loadEnv({ DATA_DIR: dataDir })).driver).toBe('local');
    expect(() => loadEnv({ STORAGE_DRIVER: 's3' })).toThrow(EnvError);
    expect(() => loadEnv({ STORAGE_DRIVER: 'ftp' })).toThrow(EnvError);
    const env = loadEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'true' });
    expect(env.storage).toEqual({
      driver: 's3',
      endpoint: null,
      region: 'us-east-1',
      bucket: 'b',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
    });
    expect(createStorage(env).driver).toBe('s3');
  });
});
