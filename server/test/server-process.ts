/**
 * The real server as a child process (server/main.ts through tsx) on the embedded database, for the
 * tests that must kill it: started on a free port, ready when /api/health answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  base: string;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The environment of a test server: this process's, without any database or mail setting of its own. */
function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'SMTP_URL', 'DEV_MAIL', 'TRUST_PROXY', 'WEB_DIST']) delete env[name];
  return {
    ...env,
    NODE_ENV: 'test',
    TEST_HOOKS: 'true',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    SECRET_KEY: 'crash-test-secret-key-of-at-least-32-characters',
    CHECKLIST_JOB_INTERVAL_SECONDS: '0',
    CALENDAR_REMINDER_INTERVAL_SECONDS: '0',
    AD_SYNC_INTERVAL_MINUTES: '0',
  };
}

/** Spawns `node --import tsx server/main.ts` on `dataDir` (not waiting for it to be ready). */
export async function spawnServer(dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: serverEnv(dataDir, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (child.pid === undefined) throw new Error('the server process did not start');
  return { child, pid: child.pid, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Spawns the server and waits until /api/health answers 200. */
export async function startServer(dataDir: string, limitMs = 60_000): Promise<ServerProcess> {
  const server = await spawnServer(dataDir);
  let ended = false;
  void server.exited.then(() => (ended = true));
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (ended) throw new Error(`the server stopped while starting:\n${server.output()}`);
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return server;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill('SIGKILL');
  throw new Error(`the server did not answer within ${limitMs} ms:\n${server.output()}`);
}

/** Kills the server with `signal` and waits for it to end; answers its exit code. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}
