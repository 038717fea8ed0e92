/**
 * Measuring for `npm run bench api`: one endpoint of the running server driven by autocannon
 * (after a warm-up), a first request to check the answer, and — on PostgreSQL — the SQL round
 * trips a request makes, counted at the driver in an app built from the same sources.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../server/app.js';
import type { Database } from '../../server/db/database.js';
import { benchEnv } from './bench-kit.js';

export interface LoadSettings {
  seconds: number;
  connections: number;
  warmUpSeconds: number;
}

export interface Load {
  requestsPerSecond: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  /** Responses outside 2xx. */
  non2xx: number;
  /** Requests without a response: connection errors and timeouts (autocannon gives up after 10 s). */
  failed: number;
}

/** Drives `url` for a warm-up (not counted; none when 0) and then for the measured seconds. */
export async function drive(url: string, cookie: string | null, settings: LoadSettings): Promise<Load> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (settings.warmUpSeconds > 0) await autocannon({ url, connections: settings.connections, duration: settings.warmUpSeconds, headers });
  const result = await autocannon({ url, connections: settings.connections, duration: settings.seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    failed: result.errors,
  };
}

export interface FirstAnswer {
  status: number;
  bytes: number;
  /** The length of the first list in the body (notes, accounts, …), when it has one. */
  listLength: number | null;
}

/** One request, to check the endpoint answers 200 before it is measured. */
export async function firstAnswer(url: string, cookie: string | null): Promise<FirstAnswer> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const body = await response.text();
  let listLength: number | null = null;
  try {
    const parsed = JSON.parse(body) as unknown;
    const list = Array.isArray(parsed) ? parsed : Object.values(parsed as object).find(Array.isArray);
    listLength = list ? list.length : null;
  } catch {
    /* not JSON: no list to count */
  }
  return { status: response.status, bytes: Buffer.byteLength(body), listLength };
}

/**
 * SQL round trips per request of each path (the third request, so caches are warm), counted in
 * pg's Client.query under an app built from the sources on `database` (PostgreSQL only).
 */
export async function countStatements(database: Database, cookie: string, paths: readonly string[]): Promise<Map<string, number>> {
  const app = await buildApp({ env: { ...benchEnv(), checklistJobIntervalMs: 0 }, database });
  await app.ready();
  const counts = new Map<string, number>();
  const query = pg.Client.prototype.query;
  let statements = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    for (const path of paths) {
      for (let i = 0; i < 3; i++) {
        statements = 0;
        await app.inject({ method: 'GET', url: path, headers: { cookie } });
      }
      counts.set(path, statements);
    }
  } finally {
    pg.Client.prototype.query = query;
    await app.close();
  }
  return counts;
}
