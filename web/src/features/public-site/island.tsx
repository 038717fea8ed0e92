import { type ComponentType, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { type IslandName, type IslandProps, islands } from './islands';
import { SiteLanguageProvider, useSiteLanguage } from './site-text';

/**
 * Build time only: renders an island as its own React root into the page (so the browser can
 * hydrate it alone, `client.tsx`) with its props as JSON. `identifierPrefix` keeps React's ids
 * unique between the islands of one page and equal between the build and the browser.
 */
export function Island<N extends IslandName>({ name, props, className = 'contents' }: { name: N; props: IslandProps<N>; className?: string }) {
  const language = useSiteLanguage();
  const prefix = `${name}${useId().replace(/[^a-zA-Z0-9]/g, '')}-`;
  const Component = islands[name] as unknown as ComponentType<Record<string, unknown>>;
  const html = renderToString(
    <SiteLanguageProvider value={language}>
      <Component {...(props as Record<string, unknown>)} />
    </SiteLanguageProvider>,
    { identifierPrefix: prefix },
  );
  return <div data-island={name} data-prefix={prefix} data-props={JSON.stringify(props)} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
