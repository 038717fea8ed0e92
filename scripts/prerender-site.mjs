// Renders the public website to static HTML (ADR 0007): builds web/src/features/public-site/render.tsx
// for Node (vite build --ssr), then writes every public page in both languages to
// dist/web/site/<lang>/<page>.html with the site's hashed script and stylesheet from the client
// build's manifest. The server picks the file by path and language (server/lib/site-pages.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDist = join(root, 'dist/web');
const renderDir = join(root, 'dist/site-render');
const siteEntry = 'src/features/public-site/client.tsx';

/** The entry's script, its stylesheets' text (inlined into each page) and the chunks it imports at once (preloaded). */
export function siteAssets(manifest) {
  const entry = manifest[siteEntry];
  if (!entry) throw new Error(`${siteEntry} is missing from the build manifest`);
  const css = new Set(entry.css ?? []);
  const preload = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || preload.has(chunk.file)) return;
    preload.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entry.imports ?? []) visit(key);
  const url = (file) => `/${file}`;
  const styles = [...css].map((file) => readFileSync(join(webDist, file), 'utf8')).join('\n');
  return { script: url(entry.file), styles, preload: [...preload].map(url) };
}

/**
 * /login's document: the app's index.html with the login screen prerendered in it (outside #root)
 * and the app's script loaded after the first paint by /login-boot.js instead of at once (nor its
 * chunks preloaded): the form shows with no JavaScript before it, as the public pages do, and the
 * app takes it over when it has arrived (web/src/features/auth/login-page).
 */
export function loginPage(indexHtml, body) {
  const main = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(indexHtml);
  if (!main) throw new Error('dist/web/index.html has no module script');
  const html = indexHtml
    // The remembered theme as on the public pages, then what decides whether the static copy shows.
    .replace(main[0], '<script src="/site-head.js"></script>\n    <script src="/login-head.js"></script>\n    ')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    // Its fields take typing at once (the app carries it over); its buttons wait for the app (disabled
    // in the copy: a press would otherwise be lost), whose own take their place a moment later.
    .replace('<div id="root"></div>', `<div id="login-static">${body.replace(/<button /g, '<button disabled="" ')}</div>\n    <div id="root"></div>`)
    .replace('</body>', `  <script defer src="/login-boot.js" data-main="${main[1]}"></script>\n  </body>`);
  if (!html.includes('id="login-static"') || !html.includes('/login-boot.js')) throw new Error('login.html: index.html changed shape');
  return html;
}

export async function prerenderSite() {
  const vite = spawnSync(
    process.execPath,
    // Both build-time renderers (web/vite.config.ts: the site's render.tsx and the login screen's render-login.tsx).
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', '-c', 'web/vite.config.ts', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (vite.status !== 0) throw new Error('De build van de publieke pagina’s is mislukt (zie de melding hierboven).');
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'));
  const assets = siteAssets(manifest);
  const { renderSitePage, publicSitePaths, siteLanguages, sitePageFile } = await import(pathToFileURL(join(renderDir, 'render.js')).href);
  const outDir = join(webDist, 'site');
  rmSync(outDir, { recursive: true, force: true });
  let count = 0;
  for (const language of siteLanguages) {
    for (const path of publicSitePaths) {
      const file = join(outDir, language, `${sitePageFile(path)}.html`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, renderSitePage(path, language, assets));
      count++;
    }
  }
  const { renderLoginBody } = await import(pathToFileURL(join(renderDir, 'render-login.js')).href);
  writeFileSync(join(webDist, 'login.html'), loginPage(readFileSync(join(webDist, 'index.html'), 'utf8'), await renderLoginBody()));
  rmSync(renderDir, { recursive: true, force: true });
  console.log(`Publieke pagina’s: ${count} HTML-bestanden in dist/web/site, en dist/web/login.html`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await prerenderSite();
