/**
 * The tus lock of one upload (issue 35), held across instances. On PostgreSQL a session-level
 * advisory lock, `pg_try_advisory_lock(namespace, hashtext(upload id))`, taken on a connection of
 * a small pool of its own (a session lock belongs to its connection, and holding one per active
 * upload must not starve the app's pool), polled every 50 ms until tus's 30 s timeout: a blocking
 * `pg_advisory_lock` could not be given up when the request is cancelled. A second request for an
 * upload held on this instance first asks the holder to let go (tus's requestRelease, as its
 * memory locker does), so a client resuming after a cut-off connection is not kept waiting; a
 * holder on another instance lets go when its request ends. With PGlite (one process by design,
 * the data directory is locked) tus's in-process MemoryLocker is the same guarantee.
 */
import { MemoryLocker } from '@tus/server';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import pg from 'pg';
import type { Database } from '../../db/database.js';

/** An arbitrary constant: "tus uploads" among the app's advisory locks (migrations use another). */
const lockNamespace = 727_274_035;
const pollMs = 50;
const acquireTimeoutMs = 30_000;

export interface ClosableLocker extends Locker {
  close(): Promise<void>;
}

export function createUploadLocker(database: Database): ClosableLocker {
  if (database.mode !== 'postgres' || !database.url) {
    const memory = new MemoryLocker({ acquireLockTimeout: acquireTimeoutMs });
    return Object.assign(memory, { close: async () => {} });
  }
  const pool = new pg.Pool({ connectionString: database.url, max: 20, idleTimeoutMillis: 10_000 });
  pool.on('error', () => {});
  const releasers = new Map<string, RequestRelease>();
  return {
    newLock: (id) => new AdvisoryLock(id, pool, releasers),
    close: () => pool.end(),
  };
}

class AdvisoryLock implements Lock {
  private client: pg.PoolClient | null = null;

  constructor(
    private readonly id: string,
    private readonly pool: pg.Pool,
    private readonly releasers: Map<string, RequestRelease>,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const client = await this.pool.connect();
    const deadline = Date.now() + acquireTimeoutMs;
    try {
      for (;;) {
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [lockNamespace, this.id]);
        if (rows[0]?.ok) break;
        if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        await this.releasers.get(this.id)?.();
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    } catch (err) {
      client.release();
      throw err;
    }
    this.client = client;
    this.releasers.set(this.id, requestRelease);
  }

  async unlock(): Promise<void> {
    const client = this.client;
    if (!client) throw new Error('Releasing an unlocked lock!');
    this.client = null;
    if (this.releasers.get(this.id)) this.releasers.delete(this.id);
    try {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [lockNamespace, this.id]);
      client.release();
    } catch (err) {
      // A connection that cannot unlock is closed: PostgreSQL drops its session locks with it.
      client.release(err as Error);
    }
  }
}
