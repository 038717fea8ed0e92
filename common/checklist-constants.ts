/**
 * Checklists (spec sections 3, 4 and 9): the shared vocabulary of server and browser. Zod-free, so
 * the browser can import it without pulling zod into a chunk that does not need it.
 */

/** Spec default 'never'. */
export const refreshIntervals = ['never', 'daily', 'weekly', 'monthly'] as const;
export type RefreshInterval = (typeof refreshIntervals)[number];

/** Spec default 'normal'; the others mark what a routine is for (shown as a chip). */
export const checklistTypes = ['normal', 'audit', 'launch', 'report'] as const;
export type ChecklistType = (typeof checklistTypes)[number];

/** Refresh times are wall-clock times in this zone (the product is Dutch). */
export const checklistTimeZone = 'Europe/Amsterdam';

/**
 * When a recurring checklist resets: `time` is HH:mm in Europe/Amsterdam, `weekday` is ISO
 * (1 = maandag … 7 = zondag, weekly only), `dayOfMonth` 1–31 (monthly only; a month without that
 * day resets on its last day).
 */
export interface RefreshSettings {
  time: string;
  weekday: number;
  dayOfMonth: number;
  timeZone: typeof checklistTimeZone;
}

export const defaultRefreshSettings: RefreshSettings = {
  time: '08:00',
  weekday: 1,
  dayOfMonth: 1,
  timeZone: checklistTimeZone,
};

export const checklistLimits = {
  titleMax: 200,
  itemMax: 500,
  itemsMax: 200,
  commentMax: 4000,
  sharesMax: 50,
  /** Completion history shown with a checklist (newest periods first). */
  historyShown: 20,
} as const;

export const checklistRules = {
  /** Spec section 9: at least this long between checklist fetches. */
  fetchIntervalMs: 2_000,
  /** Spec section 9: loading stops after this many consecutive errors. */
  maxConsecutiveErrors: 3,
  /** A deadline_reminder goes out this long before the deadline (once per deadline). */
  deadlineReminderMs: 24 * 60 * 60_000,
} as const;

/** Spec section 8 (Store). */
export const checklistLoadStoppedMessage = 'Checklist laden gestopt na 3 fouten. Vernieuw de pagina om opnieuw te proberen.';
