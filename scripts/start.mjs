// `npm start`: builds what is not built yet (or is out of date), then runs the compiled server.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildCurrent } from './build-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!isBuildCurrent(root)) {
  console.log('Bouwen van de applicatie (alleen de eerste keer of na een wijziging)…');
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(join(root, 'dist/server/main.js')).href);
