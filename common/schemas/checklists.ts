/**
 * Checklists (spec section 3: checklist, checklist_item, checklist_comment, checklist_share): the
 * API's shapes for /api/checklists and the live events on the company channel.
 *
 * Access (issue 7, where the spec is silent): a checklist is seen by its creator, the colleagues
 * it is shared with and the company's admins. Items are changed by the creator, admins and shares
 * with can_edit; title, settings, shares and deleting by the creator, admins and shares with
 * is_admin. Templates are seen by the whole company and changed by their creator and admins.
 */
import { z } from 'zod';
import { adPlatforms } from '../ad-account-constants.js';
import { checklistLimits, checklistTimeZone, checklistTypes, refreshIntervals } from '../checklist-constants.js';
import type { ErrorCode } from '../errors.js';
import { person } from './ad-accounts.js';
import { boundedInstant } from './dates.js';
import { characterCount, fail, oneLineText } from './text-rules.js';

export * from '../checklist-constants.js';

export const refreshSettings = z.object({
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'CHECKLIST_REFRESH_INVALID' })
    .default('08:00'),
  weekday: z
    .number({ message: 'CHECKLIST_REFRESH_INVALID' })
    .int()
    .min(1, { message: 'CHECKLIST_REFRESH_INVALID' })
    .max(7, { message: 'CHECKLIST_REFRESH_INVALID' })
    .default(1),
  dayOfMonth: z
    .number({ message: 'CHECKLIST_REFRESH_INVALID' })
    .int()
    .min(1, { message: 'CHECKLIST_REFRESH_INVALID' })
    .max(31, { message: 'CHECKLIST_REFRESH_INVALID' })
    .default(1),
  timeZone: z.literal(checklistTimeZone).default(checklistTimeZone),
});

/** The ad account a checklist is about (null: no account, or a template). */
export const checklistAccount = z.object({
  id: z.string().uuid(),
  accountId: z.string(),
  platform: z.enum(adPlatforms),
  name: z.string(),
});
export type ChecklistAccount = z.infer<typeof checklistAccount>;

/** What the actor may do with a checklist (the server enforces the same). */
export const checklistAccess = z.object({
  canEdit: z.boolean(),
  canManage: z.boolean(),
});
export type ChecklistAccess = z.infer<typeof checklistAccess>;

/** A checklist as the list shows it. */
export const checklistSummary = z.object({
  id: z.string().uuid(),
  title: z.string(),
  adAccount: checklistAccount.nullable(),
  platform: z.enum(adPlatforms).nullable(),
  companyId: z.string().uuid(),
  refreshInterval: z.enum(refreshIntervals),
  refreshSettings,
  checklistType: z.enum(checklistTypes),
  isTemplate: z.boolean(),
  /** Set when an admin made it (a company template). */
  createdByAdminId: z.string().uuid().nullable(),
  creatorId: z.string().uuid().nullable(),
  creator: person.nullable(),
  itemCount: z.number().int().min(0),
  doneCount: z.number().int().min(0),
  /** Derived: true exactly when it has items and all are done. */
  isCompleted: z.boolean(),
  deadline: z.string().nullable(),
  nextRefreshAt: z.string().nullable(),
  periodStartedAt: z.string(),
  /** Who may see it besides the creator and admins (user ids). */
  sharedWith: z.array(z.string().uuid()),
  createdAt: z.string(),
  updatedAt: z.string(),
  access: checklistAccess,
});
export type ChecklistSummary = z.infer<typeof checklistSummary>;

export const checklistItem = z.object({
  id: z.string().uuid(),
  checklistId: z.string().uuid(),
  content: z.string(),
  order: z.number().int(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  completedBy: person.nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItem>;

export const checklistComment = z.object({
  id: z.string().uuid(),
  checklistId: z.string().uuid(),
  /** The text as written, with a `@[<userId>]` token per mention (common/mentions.ts). */
  content: z.string(),
  createdAt: z.string(),
  /** Set when its author edited it ("bewerkt"). */
  editedAt: z.string().nullable(),
  /** The people its tokens mention who still exist; a token without one is "@onbekend". */
  mentions: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  user: person.nullable(),
});
export type ChecklistComment = z.infer<typeof checklistComment>;

export const checklistShare = z.object({
  checklistId: z.string().uuid(),
  userId: z.string().uuid(),
  user: person,
  /** Spec default 'default'. */
  adAccount: z.string(),
  createdBy: z.string().uuid().nullable(),
  isAdmin: z.boolean(),
  canEdit: z.boolean(),
});
export type ChecklistShare = z.infer<typeof checklistShare>;

/** One finished period of a recurring checklist: who completed what, and when. */
export const checklistRun = z.object({
  id: z.string().uuid(),
  periodStart: z.string(),
  periodEnd: z.string(),
  itemCount: z.number().int(),
  doneCount: z.number().int(),
  /** When the last item was ticked, if every item was done in the period. */
  completedAt: z.string().nullable(),
  entries: z.array(
    z.object({
      itemId: z.string(),
      content: z.string(),
      completedAt: z.string().nullable(),
      completedBy: person.nullable(),
    }),
  ),
});
export type ChecklistRun = z.infer<typeof checklistRun>;

/** GET /api/checklists/:id */
export const checklistDetail = z.object({
  checklist: checklistSummary,
  items: z.array(checklistItem),
  comments: z.array(checklistComment),
  shares: z.array(checklistShare),
  history: z.array(checklistRun),
});
export type ChecklistDetail = z.infer<typeof checklistDetail>;

/** GET /api/checklists (spec: get_all_checklists_for_company): the company's checklists the actor sees. */
/** Only on a page (?limit or ?cursor): `nextCursor`, the cursor of the next page, null on the last (common/schemas/paging.ts). */
export const checklistListResponse = z.object({ checklists: z.array(checklistSummary), nextCursor: z.string().nullable().optional() });
export type ChecklistListResponse = z.infer<typeof checklistListResponse>;

/** GET /api/checklists/templates: the company's templates (the starters are in common/checklist-starters.ts). */
export const checklistTemplatesResponse = z.object({ templates: z.array(checklistSummary.extend({ items: z.array(z.string()) })) });
export type ChecklistTemplatesResponse = z.infer<typeof checklistTemplatesResponse>;

const title = oneLineText({ max: checklistLimits.titleMax, tooLong: 'CHECKLIST_TITLE_TOO_LONG', required: 'CHECKLIST_TITLE_REQUIRED' });

/** An item is one line, shown like a title: the same character rules. */
const itemText = (code: ErrorCode = 'CHECKLIST_ITEM_REQUIRED') =>
  oneLineText({ max: checklistLimits.itemMax, tooLong: 'CHECKLIST_ITEM_TOO_LONG', required: code });

const optionalAccount = z
  .string()
  .uuid({ message: 'CHECKLIST_ACCOUNT_UNKNOWN' })
  .nullish()
  .transform((v) => v ?? null);

const deadline = boundedInstant('CHECKLIST_DEADLINE_INVALID')
  .nullish()
  .transform((v) => v ?? null);

/** POST /api/checklists (spec: create_checklist). Answers the new id. */
export const createChecklistRequest = z.object({
  title,
  adAccountId: optionalAccount,
  items: z.array(itemText()).max(checklistLimits.itemsMax, { message: 'CHECKLIST_ITEMS_TOO_MANY' }).default([]),
  refreshInterval: z.enum(refreshIntervals, { message: 'CHECKLIST_REFRESH_INVALID' }).default('never'),
  refreshSettings: refreshSettings.default({ time: '08:00', weekday: 1, dayOfMonth: 1, timeZone: checklistTimeZone }),
  checklistType: z.enum(checklistTypes, { message: 'VALIDATION_FAILED' }).default('normal'),
  isTemplate: z.boolean().default(false),
  deadline,
});
export type CreateChecklistRequest = z.input<typeof createChecklistRequest>;

/** PATCH /api/checklists/:id */
export const updateChecklistRequest = z.object({
  title: title.optional(),
  adAccountId: optionalAccount.optional(),
  refreshInterval: z.enum(refreshIntervals, { message: 'CHECKLIST_REFRESH_INVALID' }).optional(),
  refreshSettings: refreshSettings.optional(),
  checklistType: z.enum(checklistTypes, { message: 'VALIDATION_FAILED' }).optional(),
  deadline: deadline.optional(),
});
export type UpdateChecklistRequest = z.input<typeof updateChecklistRequest>;

/** POST /api/checklists/:id/items */
export const createItemRequest = z.object({ content: itemText() });
/** PATCH /api/checklists/:id/items/:itemId */
export const updateItemRequest = z.object({ content: itemText().optional(), isCompleted: z.boolean().optional() });
export type UpdateItemRequest = z.input<typeof updateItemRequest>;
/** PUT /api/checklists/:id/items/order: every item id in the new order. */
export const reorderItemsRequest = z.object({ itemIds: z.array(z.string().uuid()).max(checklistLimits.itemsMax) });

/** POST /api/checklists/:id/comments; PATCH /api/checklists/:id/comments/:commentId (the author's edit). */
export const createChecklistCommentRequest = z.object({
  content: z
    .string({ message: 'COMMENT_REQUIRED' })
    .trim()
    .refine((c) => c !== '', fail('COMMENT_REQUIRED'))
    .refine((c) => characterCount(c) <= checklistLimits.commentMax, fail('COMMENT_TOO_LONG')),
});

/** POST /api/checklists/:id/shares: spec defaults can_edit true, is_admin false. */
export const createShareRequest = z.object({
  userId: z.string({ message: 'CHECKLIST_SHARE_NOT_COLLEAGUE' }).uuid({ message: 'CHECKLIST_SHARE_NOT_COLLEAGUE' }),
  canEdit: z.boolean().default(true),
  isAdmin: z.boolean().default(false),
});
/** PATCH /api/checklists/:id/shares/:userId */
export const updateShareRequest = z.object({ canEdit: z.boolean().optional(), isAdmin: z.boolean().optional() });

/** The answer of create, copy and save-as-template. */
export const checklistIdResponse = z.object({ id: z.string().uuid() });

/**
 * Live events on `company:<companyId>`, sent only to the checklist's readers (its creator, the
 * colleagues it is shared with and the admins; a template to the whole company — the server
 * decides per socket, issue 16). `checklist.changed` makes the list refetch and an open checklist
 * reload (a removed share hears it once more, and its refetch no longer finds the checklist);
 * `checklist.item` patches an open checklist at once.
 */
export type ChecklistLiveEvent =
  | { name: 'checklist.changed'; id: string; by: string | null }
  | { name: 'checklist.item'; checklistId: string; item: ChecklistItem; by: string | null }
  | { name: 'checklist.deleted'; id: string; by: string | null };
