/** What the TypeScript benchmarks share: the app's settings and a scratch PostgreSQL database. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/database.js';
import { loadEnv, type Env } from '../../server/env.js';

/** Production settings without a web build (the benchmarks use the API and the socket only). */
export function benchEnv(): Env {
  return loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    APP_URL: 'http://127.0.0.1:3199',
    SECRET_KEY: 'bench-secret-key-of-at-least-32-characters',
    WEB_DIST: mkdtempSync(path.join(os.tmpdir(), 'bench-no-web-')),
    SECURE_COOKIES: 'false',
  });
}

/**
 * Runs `work` on a fresh database on the PostgreSQL server of BENCH_DATABASE_URL (default the
 * local one) and drops it afterwards; answers null (and says so) when the server is unreachable.
 */
export async function withScratchPostgres<T>(prefix: string, work: (database: Database) => Promise<T>): Promise<T | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  const name = `${prefix}_${Date.now()}`;
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (err) {
    console.log(`  PostgreSQL: skipped (${(err as Error).message})`);
    await admin.end().catch(() => {});
    return null;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(await openDatabase({ mode: 'postgres', url: url.toString(), poolSize: 10 }));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The median of `runs` timed calls of `task` (after 3 warm-up calls), in ms. */
export async function timeMedian(task: () => Promise<unknown>, runs = 30): Promise<number> {
  for (let i = 0; i < 3; i++) await task();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The median and 95th percentile of `runs` timed calls of `task` (after 5 warm-up calls), in ms. */
export async function timeMedianP95(task: () => Promise<unknown>, runs: number): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < 5; i++) await task();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}
