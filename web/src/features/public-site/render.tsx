import { renderToString } from 'react-dom/server';
import { type PublicSitePath, publicSitePaths, sitePageFile } from '../../../../common/routes';
import { SiteLayout } from './components/site-layout';
import { sitePages } from './pages';
import { type SiteLanguage, SiteLanguageProvider, siteLanguages, uiText } from './site-text';

/**
 * Build time: renders each public page to a complete HTML document (scripts/prerender-site.mjs
 * calls this from the SSR build). The content is in the HTML; the module script only hydrates the
 * islands. /site-head.js runs first to apply the remembered theme before anything is painted.
 */
export interface SiteAssets {
  /** The site's stylesheet, inlined: the first paint waits for no request but the page itself. */
  styles: string;
  /** The browser entry (client.tsx). */
  script: string;
  /** Chunks the entry imports at once, preloaded in parallel. */
  preload: string[];
}

export { publicSitePaths, siteLanguages, sitePageFile };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderSitePage(path: PublicSitePath, language: SiteLanguage, assets: SiteAssets): string {
  const page = sitePages[path];
  if (!page) throw new Error(`No public page for ${path} (web/src/features/public-site/pages/index.ts)`);
  const { Component } = page;
  const meta = page.meta[language];
  const appName = uiText(language).appName;
  const title = meta.title.includes(appName) ? meta.title : `${meta.title} · ${appName}`;
  const body = renderToString(
    <SiteLanguageProvider value={language}>
      {page.frame === 'plain' ? (
        <Component />
      ) : (
        <SiteLayout>
          <Component />
        </SiteLayout>
      )}
    </SiteLanguageProvider>,
  );
  const head = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:locale" content="${language === 'nl' ? 'nl_NL' : 'en_GB'}" />`,
    '<meta name="theme-color" content="#f7f7f7" media="(prefers-color-scheme: light)" />',
    '<meta name="theme-color" content="#0b0b0d" media="(prefers-color-scheme: dark)" />',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    '<script src="/site-head.js"></script>',
    `<style>${assets.styles.replaceAll('</style', '<\\/style')}</style>`,
    `<script type="module" src="${assets.script}"></script>`,
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${href}" />`),
  ].join('\n    ');
  return `<!doctype html>
<html lang="${language}">
  <head>
    ${head}
  </head>
  <body>
    <div id="site">${body}</div>
  </body>
</html>
`;
}
