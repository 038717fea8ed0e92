// A content hash of everything a build depends on; `npm start` rebuilds when it changes.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const roots = [
  'server',
  'common',
  'web',
  'scripts/build.mjs',
  'scripts/prerender-site.mjs',
  'scripts/compress-assets.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
];
const skip = new Set(['node_modules', 'dist', '.vite']);

function walk(path, out) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) if (!skip.has(name)) walk(join(path, name), out);
  } else if (!/\.test\.tsx?$/.test(path)) {
    out.push(path);
  }
}

export function buildStamp(root) {
  const files = [];
  for (const r of roots) walk(join(root, r), files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when dist/ was built from exactly the current sources. */
export function isBuildCurrent(root) {
  const stampFile = join(root, 'dist/.build-stamp');
  try {
    return readFileSync(stampFile, 'utf8') === buildStamp(root) && statSync(join(root, 'dist/server/main.js')).isFile();
  } catch {
    return false;
  }
}
