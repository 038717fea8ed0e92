import './site.css';

/**
 * The public pages' only script. The page's content is already in the HTML (with its stylesheet
 * inlined); React and the islands load after the first paint, so nothing the visitor sees waits
 * for JavaScript. (The stylesheet import gives the build the CSS that prerender-site.mjs inlines.)
 */
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./hydrate').then(({ startSite }) => startSite());
  }, 0);
});
