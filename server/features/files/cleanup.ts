/**
 * The files' background cleanup (issue 35), a pass every FILE_CLEANUP_INTERVAL_MINUTES: unfinished
 * tus uploads older than 24 hours (a cancelled or cut-off upload nobody resumed) are removed from
 * the staging folder, and `stored_files` rows never attached to anything after 24 hours are
 * deleted with their bytes. Rows are claimed with `FOR UPDATE SKIP LOCKED`, so several instances
 * never remove one twice; each instance sweeps its own staging folder.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { storedFiles } from '../../db/schema/index.js';
import { startBackgroundLoop, type BackgroundLoop } from '../../lib/background-loop.js';
import { storageKeysOf, storedObjectOf, type FilesRegistry } from './registry.js';
import { uploadExpiryMs, type Uploads } from './uploads.js';

const batchSize = 200;

/** Removes staged uploads created before `cutoff`; answers how many. */
async function sweepStaging(uploads: Uploads, cutoff: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploads.stagingDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(uploads.stagingDir, name);
    if (name.endsWith('.json')) {
      const id = name.slice(0, -'.json'.length);
      let created: number;
      try {
        const info = JSON.parse(await readFile(file, 'utf8')) as { creation_date?: string };
        created = info.creation_date ? Date.parse(info.creation_date) : (await stat(file)).mtimeMs;
      } catch {
        created = 0;
      }
      if (!(created < cutoff)) continue;
      await rm(path.join(uploads.stagingDir, id), { force: true });
      await rm(file, { force: true });
      removed += 1;
    } else if (!names.includes(`${name}.json`)) {
      // Bytes without their info file: an upload whose info was removed or never written.
      const info = await stat(file).catch(() => null);
      if (info?.isFile() && info.mtimeMs < cutoff) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}

/** Deletes unattached file rows created before `cutoff`, then their bytes; answers how many. */
async function sweepUnattached(db: Db, files: FilesRegistry, cutoff: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const objects = await db.transaction(async (tx) => {
      const claimed = await tx
        .select({ id: storedFiles.id, storageKey: storedFiles.storageKey, details: storedFiles.details })
        .from(storedFiles)
        .where(and(isNull(storedFiles.ownerId), lt(storedFiles.createdAt, cutoff)))
        .orderBy(storedFiles.createdAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return [];
      await tx.delete(storedFiles).where(
        inArray(
          storedFiles.id,
          claimed.map((row) => row.id),
        ),
      );
      return claimed.map(storedObjectOf);
    });
    for (const object of objects) for (const key of storageKeysOf(object)) await files.storage.remove(key);
    total += objects.length;
    if (objects.length < batchSize) return total;
  }
}

/** One pass at `now`: answers how many uploads and files it removed. */
export async function runFileCleanup(deps: { db: Db; files: FilesRegistry; uploads: Uploads }, now: Date = new Date()): Promise<number> {
  const cutoff = now.getTime() - uploadExpiryMs;
  const staged = await sweepStaging(deps.uploads, cutoff);
  const unattached = await sweepUnattached(deps.db, deps.files, new Date(cutoff));
  return staged + unattached;
}

export function startFileCleanup(options: {
  deps: { db: Db; files: FilesRegistry; uploads: Uploads };
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}): BackgroundLoop {
  return startBackgroundLoop({
    pass: () => runFileCleanup(options.deps),
    intervalMs: options.intervalMs,
    log: options.log,
    failureMessage: 'file cleanup failed',
  });
}
