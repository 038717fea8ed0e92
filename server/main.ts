/**
 * Starts the server: configuration, database (migrated, demo data when enabled), the app, and a
 * clean stop on SIGINT/SIGTERM that closes the database and releases its lock.
 */
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openDatabase } from './db/database.js';
import { demoLogins, seedDemoWorkspace } from './db/seed.js';
import { EnvError, loadEnv } from './env.js';
import { isDatabaseUnavailable } from './lib/db-errors.js';
import { startBanner } from './lib/start-banner.js';
import type { FastifyInstance } from 'fastify';

/** Waits until the log lines written so far are out (Fastify's logger is pino's; its type hides flush). */
function flushLog(app: FastifyInstance): Promise<void> {
  const log = app.log as FastifyInstance['log'] & { flush?: (done: (err?: Error) => void) => void };
  return new Promise((resolve) => (log.flush ? log.flush(() => resolve()) : resolve()));
}

/** Wrappers (npm, tsx) may deliver one Ctrl+C twice; only a later signal forces the exit. */
const forceExitAfterMs = 1_000;
const closeTimeoutMs = 10_000;

function stopOnSignals(app: FastifyInstance): void {
  let stoppingSince: number | null = null;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince !== null) {
      if (Date.now() - stoppingSince < forceExitAfterMs) return;
      console.error(`${signal} opnieuw ontvangen: direct stoppen.`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    app.log.info({ signal }, 'stopping');
    setTimeout(() => {
      console.error(`Stoppen duurde langer dan ${closeTimeoutMs / 1000} s: direct stoppen.`);
      process.exit(1);
    }, closeTimeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function start(): Promise<void> {
  const startedAt = performance.now();
  const env = loadEnv();
  // Fastify and the features load while PGlite compiles and opens: a faster start.
  const appModule = import('./app.js');
  appModule.catch(() => {});
  const database = await openDatabase(env);
  let app: FastifyInstance | null = null;
  try {
    await database.migrate();
    const seeded = env.seedDemo ? await seedDemoWorkspace(database.db) : false;
    const { buildApp } = await appModule;
    app = await buildApp({ env, database, ownsDatabase: true });
    stopOnSignals(app);
    await app.listen({ port: env.port, host: env.host });
    app.log.info({ ms: Math.round(performance.now() - startedAt), seeded }, 'ready');
    // The banner comes last: the log lines before it are written out first (pino writes stdout
    // asynchronously unless it pretty-prints).
    await flushLog(app);
    console.log(
      startBanner({
        origin: env.appOrigin,
        databaseMode: database.mode,
        dataDir: env.dataDir,
        devMail: env.devMail,
        demoLogins: env.seedDemo ? demoLogins : [],
      }),
    );
  } catch (err) {
    if (app) await app.close();
    else await database.close();
    throw err;
  }
}

/** Configuration, lock and connection problems are the operator's to fix: a clear line, no stack trace. */
function describeStartFailure(err: unknown): unknown {
  if (err instanceof EnvError || err instanceof DataDirLockedError) return err.message;
  if (isDatabaseUnavailable(err)) {
    return `De database in DATABASE_URL is niet bereikbaar (${err instanceof Error ? err.message : String(err)}).`;
  }
  return err;
}

start().catch((err: unknown) => {
  console.error(describeStartFailure(err));
  process.exit(1);
});
