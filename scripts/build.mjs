// Builds the SPA (Vite → dist/web), renders the public site to static HTML (dist/web/site),
// writes .br/.gz copies of the web files, builds the server (esbuild, file by file → dist/server,
// dist/common), copies the migrations next to the compiled database code, and writes the build stamp.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildStamp, isBuildCurrent } from './build-stamp.mjs';
import { compressAssets } from './compress-assets.mjs';
import { prerenderSite } from './prerender-site.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const only = args.find((a) => a === 'web' || a === 'server'); // undefined: both
if (args.includes('--if-stale') && isBuildCurrent(root)) {
  console.log('Build is actueel.');
  process.exit(0);
}

function sources(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'test' && name !== 'migrations') out.push(...sources(path));
    } else if (path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts')) {
      out.push(path);
    }
  }
  return out;
}

async function buildServer() {
  rmSync(join(root, 'dist/server'), { recursive: true, force: true });
  rmSync(join(root, 'dist/common'), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: [...sources(join(root, 'server')), ...sources(join(root, 'common'))],
    outdir: join(root, 'dist'),
    outbase: root,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  const migrations = join(root, 'server/db/migrations');
  mkdirSync(join(root, 'dist/server/db'), { recursive: true });
  cpSync(migrations, join(root, 'dist/server/db/migrations'), { recursive: true });
}

function buildWeb() {
  const vite = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'web/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (vite.status !== 0) throw new Error('De web-build is mislukt (zie de melding hierboven).');
}

const started = Date.now();
if (only !== 'server') {
  buildWeb();
  await prerenderSite();
  compressAssets(join(root, 'dist/web'));
}
if (only !== 'web') await buildServer();
if (!only) writeFileSync(join(root, 'dist/.build-stamp'), buildStamp(root));
console.log(`Build klaar in ${((Date.now() - started) / 1000).toFixed(1)} s`);
