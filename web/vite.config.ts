import { env } from 'node:process';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** The API the dev server proxies to; API_PROXY_TARGET overrides it (e.g. a server on another port). */
const apiTarget = env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * The SPA lives in web/ and is built into dist/web, which the server serves with a history
 * fallback. In development Vite proxies /api (including WebSocket upgrades) to the API on port
 * 3000. The Host header is kept (no changeOrigin) so the server's Origin check sees the dev
 * server's own origin as same-origin.
 */
export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Keep every script an external file: the CSP allows script-src 'self' only.
    assetsInlineLimit: 0,
  },
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
});
