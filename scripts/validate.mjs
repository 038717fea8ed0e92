// `npm run validate`: formatting, lint and types, then the unit and API tests. The three checks are
// single-threaded, so they run side by side in two lanes (types | formatting then lint) on the
// CI's two cores; each lane's output is printed when it ends. The tests use both cores themselves
// and run after them, one after the other. Stops at the first step that fails, with its exit code.
import { spawn } from 'node:child_process';

/** Runs `npm run -s <script>`; resolves with its exit code and (when buffered) its output. */
function run(script, { buffered }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '-s', script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }));
  });
}

async function lane(scripts) {
  const results = [];
  for (const script of scripts) {
    const result = await run(script, { buffered: true });
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

function report(result) {
  process.stdout.write(`\n== ${result.script} (${result.seconds.toFixed(1)} s)${result.code === 0 ? '' : ` failed with exit code ${result.code}`}\n`);
  if (result.output.trim()) process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
}

const checks = (await Promise.all([lane(['typecheck']), lane(['format:check', 'lint'])])).flat();
for (const result of checks) report(result);
const failed = checks.find((result) => result.code !== 0);
if (failed) process.exit(failed.code);

for (const script of ['test:unit', 'test:api']) {
  process.stdout.write(`\n== ${script}\n`);
  const result = await run(script, { buffered: false });
  if (result.code !== 0) process.exit(result.code);
}
