/**
 * Ad accounts and notes: the shared vocabulary of server, browser and the platform clients.
 * Zod-free, so the browser can import it without pulling zod into a chunk that does not need it.
 */

export const adPlatforms = ['facebook', 'google'] as const;
export type AdPlatform = (typeof adPlatforms)[number];

/**
 * Our status of an ad account, mapped from the platforms' own codes (server/lib/ad-platforms):
 * Facebook account_status 1 → active, 2 → disabled, 3 → unsettled, 7/8/9/100 → pending,
 * 101/202 → closed; Google customer.status ENABLED → active, SUSPENDED → disabled,
 * CANCELED/CLOSED → closed. Anything else is 'unknown'. Accounts added by hand are 'active'.
 */
export const accountStatuses = ['active', 'disabled', 'unsettled', 'pending', 'closed', 'unknown'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** The statuses that raise a `campaign_alert` when an account enters them (spec: disabled/unsettled). */
export const alertingStatuses: readonly AccountStatus[] = ['disabled', 'unsettled'];

/** Where a row came from: a platform sync, or typed in by a marketer. */
export const accountSources = ['sync', 'manual'] as const;
export type AccountSource = (typeof accountSources)[number];

/** The alerts a sync derives (they are also notification types). */
export const accountAlertTypes = ['budget_warning', 'campaign_alert', 'performance_alert'] as const;
export type AccountAlertType = (typeof accountAlertTypes)[number];

export const accountSyncRules = {
  /** Spec section 9: a platform whose last sync is older than this (or never happened) is synced. */
  staleAfterMs: 5 * 60_000,
  /** budget_warning when amount spent reaches this share of the spend cap. */
  budgetWarningShare: 0.9,
  /** performance_alert when an active account's spend has not moved for this long. */
  stalledAfterMs: 24 * 60 * 60_000,
} as const;

export const accountLimits = {
  nameMax: 200,
  accountIdMax: 64,
  clientNameMax: 120,
  currencyLength: 3,
} as const;

export const noteLimits = {
  titleMax: 200,
  clientNameMax: 120,
  campaignNameMax: 200,
  commentMax: 4000,
  assigneesMax: 20,
  /** Notes per page of GET /api/notes. */
  pageSize: 50,
  searchMax: 100,
} as const;

/** The spec's default note source. */
export const defaultNoteSource = 'website';

/** GET /api/notes?filter=: everything, the notes I created, the notes I am assigned to. */
export const noteFilters = ['all', 'mine', 'assigned'] as const;
export type NoteFilter = (typeof noteFilters)[number];
