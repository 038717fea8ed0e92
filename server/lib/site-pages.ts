/**
 * The public website (ADR 0007): each site path answers its page prerendered at build time,
 * `WEB_DIST/site/<lang>/<page>.html`, in the language of the `lang` cookie or Accept-Language.
 * The same URL serves both languages (and, precompressed, several encodings): caches are told so by Vary.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { publicSitePaths, sitePageFile } from '../../common/routes.js';
import { pickSiteLanguage } from '../../common/rules/site-language.js';

/** Same name as web/src/lib/language-cookie.ts. */
const languageCookieName = 'lang';

const notBuiltMessage = 'De publieke pagina’s zijn nog niet gebouwd. Voer `npm run build` uit en start de server opnieuw.\n';

export function registerSitePages(app: FastifyInstance, webDist: string): void {
  const root = path.resolve(webDist);
  for (const sitePath of publicSitePaths) {
    app.get(sitePath, (request, reply) => {
      const language = pickSiteLanguage(request.cookies[languageCookieName], request.headers['accept-language']);
      const file = path.join('site', language, `${sitePageFile(sitePath)}.html`);
      reply.header('vary', 'Cookie, Accept-Language, Accept-Encoding').header('cache-control', 'no-cache');
      if (!fs.existsSync(path.join(root, file))) {
        return reply.code(503).type('text/plain; charset=utf-8').send(notBuiltMessage);
      }
      return reply.header('content-language', language).sendFile(file);
    });
    // '/about/' → '/about' (the SPA would otherwise get it and hand it straight back).
    if (sitePath !== '/') {
      app.get(`${sitePath}/`, (request, reply) => {
        const query = request.url.indexOf('?');
        return reply.redirect(sitePath + (query === -1 ? '' : request.url.slice(query)), 301);
      });
    }
  }
}
