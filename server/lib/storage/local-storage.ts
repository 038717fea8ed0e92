/**
 * The local driver: objects are files under DATA_DIR/files/<key>. A write goes to a temporary file
 * next to its target and is renamed into place only when complete, so a cut-off write never leaves
 * a partial object (rename is atomic within one file system).
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, StorageNotFoundError, type ByteRange, type Storage } from './storage.js';

const tempSuffix = '.partial';

export function createLocalStorage(dataDir: string): Storage & { root: string } {
  const root = path.resolve(dataDir, 'files');
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };

  return {
    driver: 'local',
    root,
    async put(key, body) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}${tempSuffix}`;
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        await rename(temp, target);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key, range?: ByteRange) {
      const file = fileOf(key);
      try {
        await access(file);
      } catch {
        throw new StorageNotFoundError(key);
      }
      return createReadStream(file, { ...(range?.start !== undefined ? { start: range.start } : {}), ...(range?.end !== undefined ? { end: range.end } : {}) });
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async list(prefix = '') {
      let entries: string[];
      try {
        entries = await readdir(root, { recursive: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      const keys: string[] = [];
      for (const entry of entries) {
        const key = entry.split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        if ((await stat(path.join(root, entry))).isFile()) keys.push(key);
      }
      return keys.sort();
    },
  };
}
