// `npm start`: builds what is not built yet (or is out of date), then runs the compiled server.
// The build is quiet here: one line when it is done, its whole output only when it fails. The
// server then logs readable lines (development) and prints the URL and the demo log-ins last.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildCurrent } from './build-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs the build with its output held back; answers its exit code and everything it wrote. */
function quietBuild() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output).toString() }));
  });
}

if (!isBuildCurrent(root)) {
  console.log('Bouwen van de applicatie (alleen de eerste keer of na een wijziging; dit duurt ongeveer een minuut)…');
  const { code, output } = await quietBuild();
  if (code !== 0) {
    process.stderr.write(output);
    console.error(`Het bouwen is mislukt (code ${code}); de uitvoer staat hierboven.`);
    process.exit(code);
  }
  const done = output
    .trim()
    .split('\n')
    .findLast((line) => line.startsWith('Build klaar'));
  console.log(done ?? 'Build klaar.');
}

await import(pathToFileURL(join(root, 'dist/server/main.js')).href);
