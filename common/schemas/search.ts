/**
 * Global search (issue 18): GET /api/search over what the actor may read in the active company,
 * grouped by kind. Each server feature registers a provider for its kind
 * (server/features/search/registry.ts); the command palette shows the groups in this order.
 */
import { z } from 'zod';
import { characterCount, fail, oneLine } from './text-rules.js';

/** The kinds searched today, in the order of the answer's groups (later features add theirs). */
export const searchKinds = ['client', 'contact', 'account', 'note', 'checklist', 'event', 'form', 'form_submission', 'creative', 'member'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** How an item matched: its title, a reply in it, a person's name or e-mail, or an id (an account's platform id). */
export const searchMatches = ['title', 'reply', 'name', 'email', 'id'] as const;
export type SearchMatch = (typeof searchMatches)[number];

export const searchLimits = {
  /** Characters of `q` after trimming. */
  queryMax: 100,
  /** Shorter queries (after trimming) answer no groups: one letter matches everything. */
  queryMin: 2,
  /** Items per kind: `limit`, default 5. */
  perKindDefault: 5,
  perKindMax: 20,
} as const;

/** GET /api/search?q=&kinds=account,note&limit=5 */
export const searchQuery = z.object({
  q: z
    .string({ message: 'SEARCH_QUERY_INVALID' })
    .overwrite(oneLine)
    .refine((q) => characterCount(q) <= searchLimits.queryMax, fail('SEARCH_QUERY_TOO_LONG'))
    .default(''),
  kinds: z
    .string({ message: 'SEARCH_OPTIONS_INVALID' })
    .max(200, { message: 'SEARCH_OPTIONS_INVALID' })
    .transform((list) => [...new Set(list.split(',').map((kind) => kind.trim()))])
    .pipe(z.array(z.enum(searchKinds, { message: 'SEARCH_OPTIONS_INVALID' })).min(1, { message: 'SEARCH_OPTIONS_INVALID' }))
    .optional(),
  limit: z.coerce
    .number({ message: 'SEARCH_OPTIONS_INVALID' })
    .int({ message: 'SEARCH_OPTIONS_INVALID' })
    .min(1, { message: 'SEARCH_OPTIONS_INVALID' })
    .max(searchLimits.perKindMax, { message: 'SEARCH_OPTIONS_INVALID' })
    .default(searchLimits.perKindDefault),
});
export type SearchQuery = z.input<typeof searchQuery>;
export type SearchRequest = z.output<typeof searchQuery>;

export const searchItem = z.object({
  id: z.string(),
  kind: z.enum(searchKinds),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The in-app path that opens the object itself (e.g. /checklists?checklist=<id>). */
  href: z.string(),
  match: z.enum(searchMatches),
});
export type SearchItem = z.infer<typeof searchItem>;

export const searchGroup = z.object({
  kind: z.enum(searchKinds),
  /** The group's Dutch heading ("Advertentieaccounts", "Notities", "Checklists", "Teamleden"). */
  label: z.string(),
  items: z.array(searchItem),
});
export type SearchGroup = z.infer<typeof searchGroup>;

/** Groups without items are left out; groups in the order of `searchKinds`. */
export const searchResponse = z.object({ query: z.string(), groups: z.array(searchGroup) });
export type SearchResponse = z.infer<typeof searchResponse>;
