/**
 * The data directory's lock file: who holds it (pid, start time, boot), when a left-over file is
 * stale and taken over, and that a live owner keeps it. The openDatabase side is in database.test.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockFileName, parseLockOwner, processStartTime } from './data-dir-lock.js';

const hasProc = existsSync('/proc/self/stat');
const thisBoot = hasProc ? readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() : null;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'data-dir-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const writeLock = (text: string) => writeFile(path.join(dir, lockFileName), text);

function expectTakenOver(): void {
  const lock = acquireDataDirLock(dir);
  expect(parseLockOwner(readFileSync(lock.path, 'utf8'))).toEqual({
    pid: process.pid,
    start: processStartTime(process.pid),
    boot: thisBoot,
  });
  lock.release();
  expect(existsSync(lock.path)).toBe(false);
}

/** A node process that takes the lock on `dir` through this module and then waits. */
async function startLockHolder(): Promise<ChildProcess> {
  const script = `import('./server/db/data-dir-lock.ts').then((m) => { m.acquireDataDirLock(process.env.LOCK_DIR); console.log('locked'); setInterval(() => {}, 1000); })`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, LOCK_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the lock holder stopped (${code})`)));
  });
  return child;
}

describe('the data directory lock file', () => {
  it('names its owner by pid, start time and boot, and is removed on release', async () => {
    const lock = acquireDataDirLock(dir);
    const owner = parseLockOwner(await readFile(lock.path, 'utf8'));
    expect(owner?.pid).toBe(process.pid);
    if (hasProc) expect(owner).toEqual({ pid: process.pid, start: expect.stringMatching(/^\d+$/), boot: thisBoot });
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('is refused while a live process holds it, and taken over once that process was killed', async () => {
    const holder = await startLockHolder();
    try {
      let refused: unknown;
      try {
        acquireDataDirLock(dir).release();
      } catch (err) {
        refused = err;
      }
      expect(refused).toBeInstanceOf(DataDirLockedError);
      expect((refused as DataDirLockedError).pid).toBe(holder.pid);
    } finally {
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      holder.kill('SIGKILL');
      await exited;
    }
    expect(existsSync(path.join(dir, lockFileName))).toBe(true); // SIGKILL left it behind
    expectTakenOver();
  });

  it('takes over the lock of a process that no longer runs, in the old format and the new', async () => {
    const finished = spawnSync(process.execPath, ['-e', '']);
    expect(finished.pid).toBeGreaterThan(0);
    await writeLock(`${finished.pid}\n`);
    expectTakenOver();
    await writeLock(`${JSON.stringify({ pid: finished.pid, start: '1', boot: thisBoot })}\n`);
    expectTakenOver();
  });

  it('takes over a lock with this process id that this process does not hold (a previous run in a container)', async () => {
    await writeLock(`${process.pid}\n`);
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('takes over unreadable and empty lock files', async () => {
    await writeLock('not a lock\n');
    expectTakenOver();
    await writeLock('');
    expectTakenOver();
  });

  describe.skipIf(!hasProc)('where the pid now belongs to another live process', () => {
    it('takes over `echo 1 > server.lock`: pid 1 runs, but nothing says it wrote the file', async () => {
      await writeLock('1\n');
      expectTakenOver();
    });

    it('takes over a lock naming a live process with another start time or from another boot', async () => {
      const parentStart = processStartTime(process.ppid);
      expect(parentStart).toMatch(/^\d+$/);
      await writeLock(JSON.stringify({ pid: process.ppid, start: `${Number(parentStart) + 1}`, boot: thisBoot }));
      expectTakenOver();
      await writeLock(JSON.stringify({ pid: process.ppid, start: parentStart, boot: '00000000-0000-0000-0000-000000000000' }));
      expectTakenOver();
    });

    it('is refused when the named live process has the same start time in this boot', async () => {
      await writeLock(JSON.stringify({ pid: process.ppid, start: processStartTime(process.ppid), boot: thisBoot }));
      expect(() => acquireDataDirLock(dir)).toThrow(new DataDirLockedError(dir, process.ppid));
    });
  });
});
