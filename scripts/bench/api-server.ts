/**
 * The built server for `npm run bench api`: builds what is stale (as `npm start` does), then runs
 * dist/server/main.js — what `npm start` imports — in production mode with the bench routes, on a
 * free port and a given database, and stops it again. BENCH_SERVER_PROFILE=<folder> makes the
 * server write a V8 CPU profile of each run there (node --cpu-prof), to see where a request's time goes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The database the server opens: an embedded data directory or a PostgreSQL URL. */
export type ServerDatabase = { dataDir: string } | { url: string };

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** `node scripts/build.mjs --if-stale`; throws when the build fails. */
export function buildIfStale(): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed (see above)');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, limitMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server did not answer in time');
}

/**
 * Starts the built server on `database` (already migrated and seeded: SEED_DEMO is off); `env`
 * overrides its environment (the browser benches run it with NODE_ENV=test and TEST_HOOKS to read
 * the login captcha); `fixedPort` instead of a free one.
 */
export async function startBuiltServer(
  database: ServerDatabase,
  scratchDir: string,
  overrides: Record<string, string> = {},
  fixedPort?: number,
): Promise<RunningServer> {
  const port = fixedPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    BENCH_ROUTES: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: baseUrl,
    SEED_DEMO: 'false',
    SECRET_KEY: 'bench-secret-key-of-at-least-32-characters',
    // With PostgreSQL the data directory only matters for files the server might keep there.
    DATA_DIR: 'dataDir' in database ? database.dataDir : scratchDir,
    ...overrides,
  };
  if ('url' in database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  const profile = process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, 'dist/server/main.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForHealth(`${baseUrl}/api/health`, child);
  } catch (err) {
    child.kill('SIGKILL');
    await exited;
    throw err;
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
