// Benchmarks that print figures (not tests):
//   npm run bench start   first start (migrations + seed) and later starts of `npm start` until /api/health answers
//   npm run bench bundle  gzipped JavaScript/CSS a browser loads for the workspace shell and for the public pages
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const which = process.argv[2] ?? 'all';

function ensureBuilt() {
  const r = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

async function waitForHealth(url, child, limitMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (child.exitCode !== null) throw new Error(`server stopped with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - started;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('server did not answer in time');
}

async function startServer(env) {
  const started = Date.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitForHealth(`http://127.0.0.1:${env.PORT}/api/health`, child);
  return { ms: Date.now() - started, child };
}

async function stopServer(child) {
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

async function benchStart() {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  const env = { PORT: '3197', APP_URL: 'http://127.0.0.1:3197', DATA_DIR: dataDir, SEED_DEMO: 'true' };
  try {
    const first = await startServer(env);
    await stopServer(first.child);
    const later = [];
    for (let i = 0; i < 3; i++) {
      const run = await startServer(env);
      later.push(run.ms);
      await stopServer(run.child);
    }
    later.sort((a, b) => a - b);
    console.log('npm start on a built checkout, until /api/health answers:');
    console.log(`  first start (new database: migrations + demo seed): ${first.ms} ms   budget 15000 ms`);
    console.log(`  later starts (3 runs): ${later.join(' / ')} ms, median ${later[1]} ms   budget 3000 ms`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function gz(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function benchBundle() {
  ensureBuilt();
  const { chromium } = await import('@playwright/test');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  const port = '3198';
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer({ PORT: port, APP_URL: base, DATA_DIR: dataDir, SEED_DEMO: 'true' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results = [];
  try {
    const context = await browser.newContext();
    const login = await context.request.post(`${base}/api/auth/login`, {
      data: { email: 'sanne@demo.nl', password: 'Demo1234!' },
    });
    if (!login.ok()) throw new Error(`demo login failed: ${login.status()}`);
    const anonymous = await browser.newContext();
    const pages = [
      { name: 'workspace shell (/dashboard, signed in)', context, path: '/dashboard' },
      { name: 'landing page (/)', context: anonymous, path: '/' },
      { name: 'login page (/login)', context: anonymous, path: '/login' },
      { name: 'feature page (/features/checklists)', context: anonymous, path: '/features/checklists' },
    ];
    for (const { name, context: ctx, path } of pages) {
      const page = await ctx.newPage();
      const assets = new Set();
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.pathname.startsWith('/assets/')) assets.add(url.pathname);
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const files = [...assets];
      const js = files.filter((f) => f.endsWith('.js'));
      const css = files.filter((f) => f.endsWith('.css'));
      const sum = (list) => list.reduce((n, f) => n + gz(join(root, 'dist/web', f)), 0);
      results.push({ name, js, css, jsBytes: sum(js), cssBytes: sum(css) });
      await page.close();
    }
  } finally {
    await browser.close();
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const shell = results[0];
  console.log('JavaScript and CSS each page loads (gzip -9 of the built files):');
  for (const r of results) {
    console.log(`  ${r.name}: JS ${kb(r.jsBytes)} in ${r.js.length} files, CSS ${kb(r.cssBytes)}`);
  }
  console.log(`  workspace shell budget: JS ≤ 170 KB gzipped → ${shell.jsBytes <= 170 * 1024 ? 'within' : 'OVER'}`);
  const shellOnly = new Set(shell.js);
  for (const r of results.slice(1)) for (const f of r.js) shellOnly.delete(f);
  console.log(`  chunks only the workspace loads (never a public page): ${[...shellOnly].map((f) => f.replace('/assets/', '')).join(', ')}`);
}

if (which === 'start' || which === 'all') await benchStart();
if (which === 'bundle' || which === 'all') await benchBundle();
