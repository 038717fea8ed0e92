import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { demoLogins } from '../db/seed.js';
import { freePort } from '../test/server-process.js';
import { startBanner } from './start-banner.js';

const root = path.resolve(import.meta.dirname, '../..');

describe('start banner', () => {
  it('names the URL, the database, the mail outbox on the same origin and the demo log-ins in aligned columns', () => {
    const banner = startBanner({ origin: 'http://localhost:4321', databaseMode: 'embedded', dataDir: './data', devMail: true, demoLogins });
    const lines = banner.split('\n');
    expect(lines[0]).toBe('Server draait op http://localhost:4321 (database: ingebouwd in ./data)');
    expect(lines[1]).toBe('Verstuurde e-mail (ontwikkel-outbox): http://localhost:4321/dev/mail');
    expect(lines[2]).toBe('Demo-accounts:');
    expect(lines.slice(3)).toHaveLength(demoLogins.length);
    const passwordColumns = lines.slice(3).map((line) => line.indexOf('Demo1234!'));
    expect(new Set(passwordColumns).size).toBe(1);
    expect(lines[3]).toContain('admin@demo.nl');
  });

  it('leaves out the outbox without DEV_MAIL and the log-ins without demo data', () => {
    const banner = startBanner({ origin: 'https://werkplek.example', databaseMode: 'postgres', dataDir: './data', devMail: false, demoLogins: [] });
    expect(banner).toBe('Server draait op https://werkplek.example (database: PostgreSQL)');
  });

  it('server/main.ts in development: readable log lines (no JSON) first, the banner with the URLs of its PORT last', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'start-banner-'));
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'SMTP_URL', 'DEV_MAIL', 'TRUST_PROXY', 'APP_URL', 'TEST_HOOKS', 'LOG_LEVEL', 'HOST'])
      delete env[name];
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: 'development',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        SECRET_KEY: 'start-banner-test-secret-key-of-at-least-32-characters',
        CHECKLIST_JOB_INTERVAL_SECONDS: '0',
        AD_SYNC_INTERVAL_MINUTES: '0',
        DB_VACUUM_INTERVAL_MINUTES: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const lastLogin = demoLogins.at(-1)!.email;
      const started = Date.now();
      while (!stdout.includes(lastLogin)) {
        if (child.exitCode !== null) throw new Error(`the server stopped:\n${stdout}\n${stderr}`);
        if (Date.now() - started > 50_000) throw new Error(`no banner within 50 s:\n${stdout}\n${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Anything the start-up still had to write would come now.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const text = stripVTControlCharacters(stdout).trimEnd();
      const expected = startBanner({ origin: `http://localhost:${port}`, databaseMode: 'embedded', dataDir, devMail: true, demoLogins });
      expect(text.endsWith(expected)).toBe(true);
      const before = text.slice(0, -expected.length).trim().split('\n');
      expect(before.some((line) => line.includes(`Server listening at http://127.0.0.1:${port}`))).toBe(true);
      expect(before.some((line) => line.includes('ready'))).toBe(true);
      for (const line of before) expect(line.startsWith('{'), line).toBe(false);
      expect(stderr).toBe('');
      const outbox = await fetch(`http://localhost:${port}/dev/mail`);
      expect(outbox.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
