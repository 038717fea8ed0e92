/** Every route of spec section 2, in one place for the router, the guards and the server. */

export const publicPaths = [
  '/',
  '/beam-style',
  '/old',
  '/new',
  '/typeform-style',
  '/features/ad-forms',
  '/features/extension',
  '/features/checklists',
  '/features/calendar',
  '/features/creative-review',
  '/about',
  '/contact',
  '/pricing',
  '/integrations',
  '/extensions',
  '/privacy',
  '/terms',
  '/login',
  '/signup',
  '/set-password',
  '/onboarding',
  '/canva/callback',
] as const;

/** Public paths the single-page app answers (account screens, the design-tool callback, a form's public link), not the prerendered site. */
export const publicAppPaths = ['/login', '/signup', '/set-password', '/onboarding', '/canva/callback', '/formulier/:token', '/beoordelen/:token'] as const;

/**
 * A form's public link (issue 35): anyone may open it, visitor or signed in (no guard); the
 * server's history fallback answers it with the app like any path outside /api.
 */
export const publicFormPath = '/formulier/:token';

/** The address of a form's public link. */
export function publicFormHref(token: string): string {
  return `/formulier/${encodeURIComponent(token)}`;
}

export function isPublicFormPath(pathname: string): boolean {
  return /^\/formulier\/[^/]+\/?$/.test(pathname);
}

/**
 * An e-mail review link (issue 36): a client's contact reviews a creative's version and decides
 * once, without signing in (the token is the proof). No guard, like a form's public link.
 */
export const reviewLinkPath = '/beoordelen/:token';

export function reviewLinkHref(token: string): string {
  return `/beoordelen/${encodeURIComponent(token)}`;
}

/**
 * The public website: every public path but the account screens. Rendered to static HTML at build
 * time in both languages and served by the server; they load no workspace code.
 */
export const publicSitePaths = publicPaths.filter(
  (path): path is Exclude<PublicPath, (typeof publicAppPaths)[number]> => !(publicAppPaths as readonly string[]).includes(path),
);
export type PublicSitePath = (typeof publicSitePaths)[number];

/** The prerendered file of a site page, `dist/web/site/<lang>/<name>.html`: '/' → 'index', '/features/ad-forms' → 'features/ad-forms'. */
export function sitePageFile(path: PublicSitePath): string {
  return path === '/' ? 'index' : path.slice(1);
}

/** The site page at this pathname (a trailing slash allowed), or null. */
export function sitePathOf(pathname: string): PublicSitePath | null {
  const path = normalisePath(pathname);
  return (publicSitePaths as readonly string[]).includes(path) ? (path as PublicSitePath) : null;
}

/** The landing pages (spec section 2): the product's front door, the place for a session-event redirect. */
export const landingPaths = ['/', '/beam-style', '/old', '/new', '/typeform-style'] as const;

export const clientPortalPaths = [
  '/client-portal',
  '/clientportal',
  '/clientportal/settings',
  '/clientportal/forms',
  '/clientportal/calendar',
  '/clientportal/creatives',
  '/clientportal/leads',
] as const;

export const marketerPaths = [
  '/dashboard',
  '/checklists',
  '/accounts',
  '/creatives',
  '/content',
  '/leads',
  '/clients',
  '/calender',
  '/calendar',
  '/forms',
  '/form-builder',
  '/settings',
  '/admin',
  '/analytics',
  '/email',
] as const;

export type PublicPath = (typeof publicPaths)[number];
export type ClientPortalPath = (typeof clientPortalPaths)[number];
export type MarketerPath = (typeof marketerPaths)[number];

/** Every path the SPA answers; anything else redirects to /login. */
export const appPaths: readonly string[] = [...publicPaths, ...clientPortalPaths, ...marketerPaths];

/** Marketeer paths whose opening by a client is flagged with an error (spec section 6). */
export const flaggedMarketeerPaths = [
  '/dashboard',
  '/admin',
  '/checklists',
  '/accounts',
  '/clients',
  '/calender',
  '/forms',
  '/settings',
  '/analytics',
  '/email',
] as const;

/** Portal sub-routes kept by the post-login redirect of a client (spec section 2, rule 2). */
export const keptPortalSubRoutes = ['creatives', 'forms', 'settings', 'calendar'] as const;

export const calendarPaths = ['/calender', '/calendar', '/clientportal/calendar'] as const;

export const lockedPaths = ['/analytics', '/email'] as const;

/** Strips a trailing slash (except for the root) so comparisons are exact. */
export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

export function isClientPortalPath(pathname: string): boolean {
  const p = normalisePath(pathname);
  return p === '/client-portal' || p === '/clientportal' || p.startsWith('/clientportal/');
}

export function isMarketerPath(pathname: string): boolean {
  const p = normalisePath(pathname);
  return (marketerPaths as readonly string[]).some((m) => p === m || p.startsWith(`${m}/`));
}

export function isSettingsPath(pathname: string): boolean {
  const p = normalisePath(pathname);
  return p === '/settings' || p.startsWith('/settings/') || p === '/clientportal/settings' || p.startsWith('/clientportal/settings/');
}

export function isCalendarPath(pathname: string): boolean {
  return (calendarPaths as readonly string[]).includes(normalisePath(pathname));
}

/**
 * A redirect target from a query parameter is only followed when it is a path on this site:
 * it starts with one slash (no `//host`, no scheme, no backslash tricks).
 */
export function isSafeRedirectTarget(target: string | null | undefined): target is string {
  if (!target) return false;
  if (!target.startsWith('/')) return false;
  if (target.startsWith('//') || target.startsWith('/\\')) return false;
  return ![...target].some((ch) => ch.charCodeAt(0) < 0x20);
}
