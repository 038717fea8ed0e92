/**
 * An exclusive lock on the embedded database's directory. PGlite has none of its own, so a
 * second process on the same DATA_DIR would corrupt it: the lock file makes it fail at once.
 *
 * DATA_DIR/server.lock is created exclusively ('wx') and names its owner: the pid, the process's
 * start time (field 22 of /proc/<pid>/stat) and the boot id. The lock is held only while a process
 * with that pid runs and started at that moment of that boot; a pid reused by another process after
 * a crash or a reboot (`echo 1 > server.lock`) is a stale lock and is taken over. Without /proc
 * (macOS, Windows) only the pid is known and a live pid holds the lock.
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
    super(`De database in ${dataDir} is al in gebruik door proces ${pid}. Stop dat proces of kies een andere DATA_DIR.`);
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** Who wrote a lock file; start and boot are null where the platform has no /proc (or an old file). */
export interface LockOwner {
  pid: number;
  start: string | null;
  boot: string | null;
}

/** Lock paths held by this process, so a lock with our own pid left by an earlier run is stale. */
const heldByThisProcess = new Set<string>();

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

const hasProc = readText('/proc/self/stat') !== null;

/** The process's start time in clock ticks after boot (field 22 of /proc/<pid>/stat), or null. */
export function processStartTime(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // Field 2 (the command name, in parentheses) may contain spaces and ')': count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[22 - 3] ?? null;
}

function bootId(): string | null {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() || null;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The owner named by a lock file's text: this format, or the older bare pid ("1234\n"). */
export function parseLockOwner(text: string): LockOwner | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), start: null, boot: null };
  try {
    const value = JSON.parse(trimmed) as Partial<Record<keyof LockOwner, unknown>>;
    if (!Number.isSafeInteger(value.pid) || (value.pid as number) <= 0) return null;
    const optional = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
    return { pid: value.pid as number, start: optional(value.start), boot: optional(value.boot) };
  } catch {
    return null;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The lock file's text. An empty file is one another process has just created and is writing:
 * read again a few times before calling it stale.
 */
function readLockText(lockPath: string): string | null {
  for (let attempt = 0; ; attempt++) {
    const text = readText(lockPath);
    if (text === null || text.trim() !== '' || attempt === 5) return text;
    sleepSync(20);
  }
}

/** Whether the lock file's owner still runs: the same pid, and on Linux the same start and boot. */
function isLockHeld(lockPath: string, owner: LockOwner): boolean {
  if (owner.pid === process.pid) return heldByThisProcess.has(lockPath);
  if (!isProcessAlive(owner.pid)) return false;
  if (!hasProc) return true; // nothing more to compare: a live pid holds the lock
  if (owner.start === null) return false; // an old or foreign file: its owner cannot be verified
  const thisBoot = bootId();
  if (owner.boot !== null && thisBoot !== null && owner.boot !== thisBoot) return false;
  const start = processStartTime(owner.pid);
  // null: alive, but hidden from us (/proc mounted with hidepid): assume it is the owner.
  return start === null || start === owner.start;
}

function tryCreateLockFile(lockPath: string): boolean {
  const owner: LockOwner = { pid: process.pid, start: processStartTime(process.pid), boot: bootId() };
  try {
    const fd = fs.openSync(lockPath, 'wx');
    try {
      fs.writeSync(fd, `${JSON.stringify(owner)}\n`);
    } finally {
      fs.closeSync(fd);
    }
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
  let owner: LockOwner | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreateLockFile(lockPath)) {
      heldByThisProcess.add(lockPath);
      return { path: lockPath, release: () => releaseDataDirLock(lockPath) };
    }
    const text = readLockText(lockPath);
    if (text === null) continue; // removed meanwhile: try again
    owner = parseLockOwner(text);
    if (owner !== null && isLockHeld(lockPath, owner)) throw new DataDirLockedError(dataDir, owner.pid);
    // Stale: remove it unless another process has replaced it since we read it.
    if (readText(lockPath) === text) fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(dataDir, owner?.pid ?? 0);
}

function releaseDataDirLock(lockPath: string): void {
  if (!heldByThisProcess.delete(lockPath)) return;
  const text = readText(lockPath);
  if (text !== null && parseLockOwner(text)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
}
