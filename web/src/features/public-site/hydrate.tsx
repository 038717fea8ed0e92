import { hydrateRoot } from 'react-dom/client';
import { islandLoaders } from './island-loaders';
import type { IslandName } from './islands';
import { startScrollTracking } from './lib/scroll-tracking';
import { startSessionEventRedirect } from './lib/session-redirect';
import { isSiteLanguage, type SiteLanguage, SiteLanguageProvider } from './site-text';

/** Islands that must answer at once wherever the visitor is on the page (the menu, the waitlist links). */
const eager: ReadonlySet<IslandName> = new Set(['site-nav', 'waitlist-dialog']);

/** One island becomes a React root over its server-rendered HTML. */
async function hydrateIsland(element: HTMLElement, language: SiteLanguage): Promise<void> {
  const load = islandLoaders[element.dataset.island as IslandName];
  if (!load) return;
  const Island = await load();
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  hydrateRoot(
    element,
    <SiteLanguageProvider value={language}>
      <Island {...props} />
    </SiteLanguageProvider>,
    { identifierPrefix: element.dataset.prefix ?? '' },
  );
  element.dataset.hydrated = ''; // for the browser tests: this island now answers
}

/** A macrotask of its own, so one island's work never blocks input for long. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Brings the static page to life: the menu and the waitlist modal first, each other island when it
 * comes near the viewport (its code loaded only then), one island per task; then the 600 px scroll
 * tracking and the landing pages' session redirect.
 */
export function startSite(): void {
  const language = isSiteLanguage(document.documentElement.lang) ? document.documentElement.lang : 'nl';
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const later = elements.filter((element) => !eager.has(element.dataset.island as IslandName));
  void (async () => {
    for (const element of elements.filter((e) => !later.includes(e))) {
      await hydrateIsland(element, language);
      await nextTask();
    }
  })();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const element = later.find((e) => e === entry.target || e.contains(entry.target));
        if (element) void nextTask().then(() => hydrateIsland(element, language));
      }
    },
    { rootMargin: '400px 0px' },
  );
  // An island's wrapper has no box of its own (display: contents): watch its first element.
  for (const element of later) observer.observe(element.firstElementChild ?? element);
  startScrollTracking();
  startSessionEventRedirect();
}
