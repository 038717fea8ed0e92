/**
 * Ad accounts (spec section 3, ad_account) and their sync: the API's shapes for /api/accounts and
 * /api/integrations, shared by server and web. Amounts are minor units (cents) of the account's currency.
 */
import { z } from 'zod';
import { accountAlertTypes, accountLimits, accountSources, accountStatuses, adPlatforms } from '../ad-account-constants.js';
import { fail, oneLineText } from './text-rules.js';

export * from '../ad-account-constants.js';

export const adPlatform = z.enum(adPlatforms);

/** A colleague as lists show them (author, assignee, connected by). */
export const person = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  avatarColor: z.string().nullable(),
});
export type Person = z.infer<typeof person>;

export const adAccount = z.object({
  id: z.string().uuid(),
  /** The platform's own id: Facebook's account_id without 'act_', Google's customer id as digits. */
  accountId: z.string(),
  platform: adPlatform,
  name: z.string(),
  status: z.enum(accountStatuses),
  currency: z.string().nullable(),
  amountSpent: z.number().int().nullable(),
  spendCap: z.number().int().nullable(),
  clientName: z.string().nullable(),
  /** The client (issue 19) the account belongs to, when linked. */
  clientId: z.string().uuid().nullable(),
  source: z.enum(accountSources),
  /** Set when a sync no longer found the account upstream (it is kept, not deleted). */
  removedUpstreamAt: z.string().nullable(),
  lastSync: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Alerts not yet resolved, newest first. */
  openAlerts: z.array(z.enum(accountAlertTypes)),
  noteCount: z.number().int().min(0),
  /** The colleagues assigned to the account: they get its alerts. */
  assigneeIds: z.array(z.string().uuid()),
});
export type AdAccount = z.infer<typeof adAccount>;

/** One platform's connection and sync state for the active company. */
export const platformState = z.object({
  platform: adPlatform,
  /** The workspace has the platform's app credentials (env); without them it cannot be connected. */
  configured: z.boolean(),
  connected: z.boolean(),
  /** ok: last sync worked; expired: the token no longer works (connect again); error: last sync failed. */
  status: z.enum(['ok', 'expired', 'error', 'never', 'not_connected']),
  lastSync: z.string().nullable(),
  lastError: z.object({ code: z.string(), message: z.string() }).nullable(),
  connectedBy: z.string().nullable(),
  /** The user who made the connection (who may renew it besides the admins). */
  connectedById: z.string().nullable(),
  connectedAt: z.string().nullable(),
  /** The platform user whose token is used (Facebook name, Google account). */
  externalName: z.string().nullable(),
});
export type PlatformState = z.infer<typeof platformState>;

/** GET /api/accounts: every account of the active company (the screen filters and sorts them). */
export const accountListResponse = z.object({
  accounts: z.array(adAccount),
  platforms: z.array(platformState),
  /** A connected platform's last sync is older than 5 minutes or never happened (spec section 4). */
  syncDue: z.boolean(),
  /** Only on a page (?limit or ?cursor): the cursor of the next page, null on the last (common/schemas/paging.ts). */
  nextCursor: z.string().nullable().optional(),
});
export type AccountListResponse = z.infer<typeof accountListResponse>;

export const accountAlert = z.object({
  id: z.string().uuid(),
  type: z.enum(accountAlertTypes),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  details: z.object({
    amountSpent: z.number().int().nullable().optional(),
    spendCap: z.number().int().nullable().optional(),
    currency: z.string().nullable().optional(),
    status: z.enum(accountStatuses).optional(),
    previousStatus: z.enum(accountStatuses).optional(),
    /** performance_alert: when spend last moved. */
    stalledSince: z.string().optional(),
  }),
});
export type AccountAlert = z.infer<typeof accountAlert>;

/** GET /api/accounts/:platform/:accountId (the URL contract uses the platform's id). */
export const accountDetailResponse = z.object({
  account: adAccount,
  alerts: z.array(accountAlert),
  /**
   * Whether the actor may delete the account with its notes: an admin, or a marketeer when every
   * note on it is their own (common/rules/ad-account-rights.ts). A hint for the screen: DELETE decides.
   */
  canDelete: z.boolean(),
});
export type AccountDetailResponse = z.infer<typeof accountDetailResponse>;

/**
 * A platform id as people paste it: Facebook's 'act_123…' or '123…', Google's '123-456-7890'.
 * Stored as digits only.
 */
export function normalizeAccountId(raw: string): string {
  return raw.trim().replace(/^act_/i, '').replace(/[\s-]/g, '');
}

const accountName = oneLineText({ max: accountLimits.nameMax, tooLong: 'ACCOUNT_NAME_TOO_LONG', required: 'ACCOUNT_NAME_REQUIRED' });

const clientName = oneLineText({ max: accountLimits.clientNameMax, tooLong: 'CLIENT_NAME_TOO_LONG' })
  .nullish()
  .transform((name) => name || null);

/** POST /api/accounts: an account added by hand (works without any platform connection). */
export const createAccountRequest = z.object({
  platform: z.enum(adPlatforms, { message: 'ACCOUNT_PLATFORM_REQUIRED' }),
  accountId: z
    .string({ message: 'ACCOUNT_ID_REQUIRED' })
    .transform(normalizeAccountId)
    .refine((id) => id !== '', fail('ACCOUNT_ID_REQUIRED'))
    .refine((id) => /^\d{1,20}$/.test(id), fail('ACCOUNT_ID_INVALID')),
  name: accountName,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => c === '' || /^[A-Z]{3}$/.test(c), fail('ACCOUNT_CURRENCY_INVALID'))
    .nullish()
    .transform((c) => c || null),
  clientName,
});
export type CreateAccountRequest = z.input<typeof createAccountRequest>;

/** PATCH /api/accounts/:id: the name only for accounts added by hand; the client name for any. */
export const updateAccountRequest = z.object({ name: accountName.optional(), clientName });
export type UpdateAccountRequest = z.input<typeof updateAccountRequest>;

/** PUT /api/accounts/:id/assignees */
export const accountAssigneesRequest = z.object({
  userIds: z.array(z.string().uuid()).max(20, { message: 'ASSIGNEES_TOO_MANY' }),
});

/** POST /api/accounts/sync: without force only platforms whose last sync is stale. */
export const syncRequest = z.object({ force: z.boolean().default(false) });

export const platformSyncResult = z.object({
  platform: adPlatform,
  outcome: z.enum(['synced', 'skipped', 'not_connected', 'failed']),
  /** synced: accounts seen upstream; removed: newly marked as gone upstream. */
  count: z.number().int().min(0),
  removed: z.number().int().min(0),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type PlatformSyncResult = z.infer<typeof platformSyncResult>;

export const syncResponse = z.object({
  results: z.array(platformSyncResult),
  platforms: z.array(platformState),
});
export type SyncResponse = z.infer<typeof syncResponse>;

/** The company channel's account event: something about the accounts changed, refetch the list. */
export interface AccountsChangedEvent {
  name: 'accounts.changed';
}
