/**
 * Serves the built web app (WEB_DIST): the public site's prerendered pages at their paths
 * (site-pages.ts), and a history fallback for the rest: a GET outside /api that matches no file
 * answers index.html, so the SPA's router decides. Unknown /api paths get the 404 envelope.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.js';
import { sitePathOf } from '../../common/routes.js';
import { registerSitePages } from './site-pages.js';

const notBuiltMessage = 'De web-app is nog niet gebouwd. Voer `npm run build` uit en start de server opnieuw.\n';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The prerendered pages (answered at the site's paths, never under their file names) and the build manifest. */
function isHiddenFile(filePath: string): boolean {
  const file = filePath.replace(/^\/*/, '/');
  return file.startsWith('/site/') || file.startsWith('/.vite/');
}

/** Hashed build output may be cached for good; index.html must always be revalidated. */
function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  // The same path may be sent as Brotli, gzip or plain (preCompressed).
  if (!filePath.includes(`${path.sep}site${path.sep}`)) res.setHeader('vary', 'Accept-Encoding');
}

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const root = path.resolve(webDist);
  const indexPath = path.join(root, 'index.html');
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    // The build wrote .br and .gz copies (scripts/compress-assets.mjs): sent to browsers that accept them.
    preCompressed: true,
    // The prerendered pages are answered at their own paths only (site-pages.ts), the build manifest not at all.
    allowedPath: (filePath, _root, request) => !isHiddenFile(filePath) || sitePathOf(request.url.split('?')[0] ?? '') !== null,
  });
  registerSitePages(app, webDist);
  // /login: the app with the login screen already in the page (scripts/prerender-site.mjs `loginPage`).
  const loginPath = path.join(root, 'login.html');
  app.get('/login', (_request, reply) => {
    if (!fs.existsSync(loginPath)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.header('cache-control', 'no-cache').sendFile('login.html');
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(request.url) || !isPageRequest || request.url.startsWith('/assets/')) {
      return reply.code(404).send(errorBody('NOT_FOUND'));
    }
    if (!fs.existsSync(indexPath)) {
      return reply.code(503).type('text/plain; charset=utf-8').send(notBuiltMessage);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
