import { env } from 'node:process';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig, type Plugin } from 'vite';
import { sitePathOf } from '../common/routes.js';
import { pickSiteLanguage } from '../common/rules/site-language.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** The API the dev server proxies to; API_PROXY_TARGET overrides it (e.g. a server on another port). */
const apiTarget = env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The SPA lives in web/ and is built into dist/web, which the server serves with a history
 * fallback. The public site has its own entry (client.tsx, site.css) and is rendered to static
 * HTML after the build (scripts/prerender-site.mjs, ADR 0007). In development Vite proxies /api (including WebSocket upgrades) to the API on port
 * 3000. The Host header is kept (no changeOrigin) so the server's Origin check sees the dev
 * server's own origin as same-origin.
 */
/** The build-time renderer of the public site (`vite build --ssr`, see scripts/prerender-site.mjs). */
export const siteRenderEntry = 'src/features/public-site/render.tsx';
/** The build-time renderer of the login screen's first paint (scripts/prerender-site.mjs). */
export const loginRenderEntry = 'src/features/auth/login-page/render-login.tsx';

/**
 * `npm run dev`: the public site's pages are rendered on each request, as the build would render
 * them (the server answers the prerendered files in production), so the site hot-reloads too.
 */
function sitePagesInDevelopment(): Plugin {
  return {
    name: 'site-pages-in-development',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const path = req.method === 'GET' ? sitePathOf(url.pathname) : null;
        if (!path) return next();
        const cookie = /(?:^|;\s*)lang=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
        const language = pickSiteLanguage(cookie, req.headers['accept-language']);
        const render = async () => {
          const { renderSitePage } = (await server.ssrLoadModule(`/${siteRenderEntry}`)) as typeof import('./src/features/public-site/render');
          const html = renderSitePage(path, language, { styles: '', script: '/src/features/public-site/client.tsx', preload: [] });
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(req.url ?? '/', html));
        };
        render().catch(next);
      });
    },
  };
}

/**
 * The workspace shell in two chunks: the modules only the workspace layout and the dashboard (the
 * screen a marketeer lands on) load — not the app's entry, not the public site — are one file
 * instead of some fifty small ones (icons, hooks, the sidebar's parts), which gzip together much
 * smaller (`npm run bench bundle`); what the shell shares with the public screens' and the portal's
 * routes is a second. Computed from the module graph at build time, so no list of files rots:
 * `shellChunk.plugin` reads the graph when the build has parsed every module, and the
 * code-splitting groups' tests ask it.
 *
 * lucide-react's index re-exports every icon, so the graph says any module importing one icon
 * reaches them all: the index is not followed, and the icons a module names in its import from
 * 'lucide-react' are taken instead (the index's own re-exports name each icon's module).
 */
const shellRoots = ['/src/app/layouts/workspace-layout.tsx', '/src/app/routes/dashboard-route.tsx'];
const otherRoots =
  /\/src\/app\/(routes\/(login|signup|set-password|onboarding|canva-callback|site-page|public-form|client-portal)-route|layouts\/public-layout)\.tsx$/;
const iconIndex = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const iconImport = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const iconExport = /export\s*\{([^}]*)\}\s*from\s*["']\.\/(icons\/[^"']+)["']/g;
const shellChunk = (() => {
  let only: Set<string> | null = null;
  let shared: Set<string> | null = null;
  type Info = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; isEntry: boolean; code: string | null } | null;
  const plugin: Plugin = {
    name: 'workspace-shell-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id) as Info;
      // Each icon's name (and alias) → its module, read from the index's re-exports.
      const index = ids.find((id) => iconIndex.test(id));
      const iconByName = new Map<string, string>();
      for (const [, names, file] of (index ? (info(index)?.code ?? '') : '').matchAll(iconExport)) {
        const id = `${index!.slice(0, index!.lastIndexOf('/') + 1)}${file}`;
        for (const name of names!.split(',')) iconByName.set(name.trim().replace(/^default\s+as\s+/, ''), id);
      }
      const allIcons = [...new Set(iconByName.values())];
      // Any other import of the index (a namespace, a re-export) counts as all icons: they then stay out of the groups.
      const iconsNamedBy = (code: string | null) =>
        /(import|export)\s*\*[^;]*["']lucide-react["']|import\s+[\w$]+\s*(,|from)[^;]*["']lucide-react["']/.test(code ?? '')
          ? allIcons
          : [...(code ?? '').matchAll(iconImport)].flatMap((match) =>
              match[1]!.split(',').flatMap((part) => {
                const id = iconByName.get(part.trim().split(/\s+as\s+/)[0]!);
                return id ? [id] : [];
              }),
            );
      /** What `starts` load (with `dynamic`, also what they may load later). */
      const closure = (starts: string[], dynamic: boolean) => {
        const seen = new Set<string>();
        const stack = [...starts];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const module = info(id);
          if (!module || iconIndex.test(id)) continue;
          stack.push(...module.importedIds, ...(dynamic ? module.dynamicallyImportedIds : []), ...iconsNamedBy(module.code));
        }
        return seen;
      };
      const entries = ids.filter((id) => info(id)?.isEntry);
      const roots = ids.filter((id) => shellRoots.some((root) => id.endsWith(root)));
      if (roots.length !== shellRoots.length) return;
      const shell = closure(roots, false);
      // Everything an entry loads up front, and all the public site may ever load, stays where it is.
      const entryLoads = new Set([
        ...closure(
          entries.filter((id) => !id.includes('public-site')),
          false,
        ),
        ...closure(
          entries.filter((id) => id.includes('public-site')),
          true,
        ),
      ]);
      // What the public screens' and the portal's route modules load.
      const others = ids.filter((id) => otherRoots.test(id));
      const routeLoads = closure(others, false);
      // The roots stay their routes' own chunks (a lazy route's module cannot move into a group).
      const candidates = [...shell].filter((id) => !entryLoads.has(id) && !roots.includes(id) && !others.includes(id) && !iconIndex.test(id));
      only = new Set(candidates.filter((id) => !routeLoads.has(id)));
      // The shared chunk never imports the shell's own: what a shared module imports is loaded by those routes too.
      shared = new Set(candidates.filter((id) => routeLoads.has(id)));
    },
  };
  return { plugin, test: (id: string) => only?.has(id) ?? false, sharedTest: (id: string) => shared?.has(id) ?? false };
})();

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), tailwindcss(), sitePagesInDevelopment(), shellChunk.plugin],
  build: buildOptions(isSsrBuild === true),
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, ws: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, ws: true },
    },
  },
}));

/** The client build (SPA and the site's browser entry), or the site's build-time renderer. */
function buildOptions(ssr: boolean): BuildEnvironmentOptions {
  return ssr
    ? {
        outDir: '../dist/site-render',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: false,
        rolldownOptions: {
          input: {
            render: fileURLToPath(new URL(siteRenderEntry, import.meta.url)),
            // The login screen's HTML, answered at /login before the app's script (prerender-site.mjs).
            'render-login': fileURLToPath(new URL(loginRenderEntry, import.meta.url)),
          },
        },
      }
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        // Keep every script an external file: the CSP allows script-src 'self' only.
        assetsInlineLimit: 0,
        // The public site's entry is found through the manifest by scripts/prerender-site.mjs.
        manifest: true,
        rolldownOptions: {
          input: {
            main: fileURLToPath(new URL('index.html', import.meta.url)),
            site: fileURLToPath(new URL('src/features/public-site/client.tsx', import.meta.url)),
          },
          // React in a chunk of its own: the public pages share it with the app without sharing app code.
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'workspace-shell', test: shellChunk.test, includeDependenciesRecursively: false },
                { name: 'shell-shared', test: shellChunk.sharedTest, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      };
}
