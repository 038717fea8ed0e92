/**
 * An exclusive lock on the embedded database's directory. PGlite has none of its own, so a
 * second process on the same DATA_DIR would corrupt it: the lock file makes it fail at once.
 */
import fs from 'node:fs';
import path from 'node:path';

export const lockFileName = 'server.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `De database in ${dataDir} is al in gebruik door proces ${pid}. Stop dat proces of kies een andere DATA_DIR.`,
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** Lock paths held by this process, so a lock with our own pid left by an earlier run is stale. */
const heldByThisProcess = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isLockHeld(lockPath: string, pid: number | null): pid is number {
  if (pid === null) return false;
  if (pid === process.pid) return heldByThisProcess.has(lockPath);
  return isProcessAlive(pid);
}

function tryCreateLockFile(lockPath: string): boolean {
  try {
    const fd = fs.openSync(lockPath, 'wx');
    fs.writeSync(fd, `${process.pid}\n`);
    fs.closeSync(fd);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** Takes the lock on `dataDir` (creating the directory), or throws DataDirLockedError. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.resolve(dataDir, lockFileName);
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreateLockFile(lockPath)) {
      heldByThisProcess.add(lockPath);
      return { path: lockPath, release: () => releaseDataDirLock(lockPath) };
    }
    const pid = readLockPid(lockPath);
    if (isLockHeld(lockPath, pid)) throw new DataDirLockedError(dataDir, pid);
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(dataDir, readLockPid(lockPath) ?? 0);
}

function releaseDataDirLock(lockPath: string): void {
  if (!heldByThisProcess.delete(lockPath)) return;
  if (readLockPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
}
