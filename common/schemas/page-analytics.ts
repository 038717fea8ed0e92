import { z } from 'zod';
import { normalisePath, publicSitePaths } from '../routes.js';

/**
 * Privacy-friendly page analytics of the public website: POST /api/page-events, shared by server
 * and web. Only a counter per (day in Europe/Amsterdam, path, event) is kept: no cookie, IP
 * address, user agent or account.
 */

/** What the server counts; add a name here to count a new event (no migration needed). */
export const pageEvents = [
  /** The visitor scrolled at least 600 pixels down the page. */
  'scroll_600',
] as const;
export type PageEvent = (typeof pageEvents)[number];

/**
 * POST /api/page-events (public, JSON only: the client sends it with fetch(…, { keepalive: true })).
 * 204 without a body; 400 PAGE_EVENT_UNKNOWN (field event) or PAGE_PATH_UNKNOWN (field path, a
 * path that is not in publicSitePaths; one trailing slash is ignored); 429 RATE_LIMITED.
 */
export const pageEventRequest = z.object({
  event: z.enum(pageEvents, 'PAGE_EVENT_UNKNOWN'),
  path: z.preprocess((path) => (typeof path === 'string' ? normalisePath(path) : path), z.enum(publicSitePaths, 'PAGE_PATH_UNKNOWN')),
});
export type PageEventRequest = z.input<typeof pageEventRequest>;
