/**
 * The dashboard's "Vandaag" cards (issue 18): GET /api/dashboard/today answers a few small cards,
 * each from a provider its own feature registers on the server (server/features/dashboard). The
 * web words each card by its `kind` and an item's `tags` in the reader's language; the items'
 * own texts (names, titles) come as they are stored.
 */
import { z } from 'zod';

/** Items per card; the card's link leads to the rest. */
export const dashboardCardLimit = 5;

export const dashboardTones = ['danger', 'warning'] as const;
export type DashboardTone = (typeof dashboardTones)[number];

export const dashboardItem = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The in-app path that opens the object itself. */
  href: z.string(),
  /** danger: overdue; warning: needs attention. */
  tone: z.enum(dashboardTones).nullable(),
  /** The moment the item is about (a deadline, a notification's time), ISO. */
  at: z.string().nullable(),
  /** Codes the web words for the card's kind (an account's open alert types; a checklist's `deadline` or `round`). */
  tags: z.array(z.string()),
  /** Items ticked of all (a checklist). */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  /** The unread notifications opening the item reads (a note's `notitie` notifications). */
  readIds: z.array(z.string()),
});
export type DashboardItem = z.infer<typeof dashboardItem>;

export const dashboardCard = z.object({
  /** Which card: the provider's kind (`alerts`, `checklists`, `notes`; later features add theirs). */
  kind: z.string(),
  /** At most `dashboardCardLimit` items. */
  items: z.array(dashboardItem),
  /** How many there are in all. */
  total: z.number().int(),
});
export type DashboardCard = z.infer<typeof dashboardCard>;

export const dashboardTodayResponse = z.object({ cards: z.array(dashboardCard) });
export type DashboardTodayResponse = z.infer<typeof dashboardTodayResponse>;
