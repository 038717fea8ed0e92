// Writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the built web app
// (scripts, stylesheets, the prerendered pages, index.html, SVG), once at build time and at the
// highest levels; the server sends them to browsers that accept them (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|css|html|svg|json|txt)$/;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : compressible.test(name) ? [path] : [];
  });
}

export function compressAssets(webDist) {
  let count = 0;
  for (const file of files(webDist)) {
    const content = readFileSync(file);
    if (content.length < 1024) continue; // a small file gains nothing
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count++;
  }
  console.log(`Gecomprimeerd: ${count} bestanden (.br en .gz)`);
}
