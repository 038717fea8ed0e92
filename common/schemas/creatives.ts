/**
 * Creative review (issue 36): the API's shapes for /api/creatives — the team's, and a client's
 * portal users' through the client scope (the same routes) — and the e-mail review link
 * /api/review-links/:token (a contact, without signing in).
 */
import { z } from 'zod';
import {
  creativeMediaValues,
  creativeStatusValues,
  creativeTextLimits,
  decisionChannelValues,
  reviewDecisionValues,
  reviewFlowValues,
  reviewStepValues,
} from '../creative-constants.js';
import { person } from './ad-accounts.js';
import { annotation } from './creative-annotations.js';
import { mentionableResponse } from './notes.js';
import { clientSummary } from './clients.js';
import { boundedInstant } from './dates.js';
import type { ErrorCode } from '../errors.js';
import { characterCount, fail, oneLineText, safeOneLine } from './text-rules.js';

export * from '../creative-constants.js';
export { annotation, annotationShape, type Annotation, type AnnotationShape } from './creative-annotations.js';

const id = z.string().uuid({ message: 'NOT_FOUND' });
export const creativeParams = z.object({ id });
export const creativeCommentParams = z.object({ id, commentId: id });
export const creativeVersionParams = z.object({ id, version: z.coerce.number().int().min(1).max(100_000) });
/** "Bekijk als klant" (/api/clients/:clientId/portal-preview/creatives…): the client previewed, one of its creatives, one version's comments. */
export const creativePreviewParams = z.object({ clientId: id });
export const creativePreviewCreativeParams = creativeParams.extend({ clientId: id });
export const creativePreviewVersionParams = creativeVersionParams.extend({ clientId: id });

// ---------------------------------------------------------------- answers

export const creativeVersion = z.object({
  id: z.string().uuid(),
  version: z.number().int(),
  media: z.enum(creativeMediaValues),
  fileId: z.string().uuid(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** The file itself (authorised; a signed link in an e-mail review). */
  url: z.string(),
  /** The preview picture (WebP, ≤ 640 px), or null when there is none. */
  previewUrl: z.string().nullable(),
  blurDataUrl: z.string().nullable(),
  /** A video's poster frame (full size). */
  posterUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  pageCount: z.number().int().nullable(),
  note: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type CreativeVersion = z.infer<typeof creativeVersion>;

export const creativeListItem = z.object({
  id: z.string().uuid(),
  name: z.string(),
  campaign: z.string().nullable(),
  client: clientSummary,
  status: z.enum(creativeStatusValues),
  reviewFlow: z.enum(reviewFlowValues),
  reviewStep: z.enum(reviewStepValues).nullable(),
  currentVersion: z.number().int(),
  media: z.enum(creativeMediaValues),
  previewUrl: z.string().nullable(),
  blurDataUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  dueAt: z.string().nullable(),
  /** Open comments (threads not resolved) on the newest version. */
  openComments: z.number().int(),
  owner: person.nullable(),
  updatedAt: z.string(),
});
export type CreativeListItem = z.infer<typeof creativeListItem>;

export const creativeListResponse = z.object({
  creatives: z.array(creativeListItem),
  nextCursor: z.string().nullable(),
  /** How many match the filters (all pages). */
  total: z.number().int(),
});
export type CreativeListResponse = z.infer<typeof creativeListResponse>;

export const creativeDecisionEntry = z.object({
  id: z.string().uuid(),
  version: z.number().int(),
  step: z.enum(reviewStepValues),
  decision: z.enum(reviewDecisionValues),
  comment: z.string().nullable(),
  deciderName: z.string(),
  /** The team sees the address and where from; a client sees names only. */
  deciderEmail: z.string().nullable(),
  channel: z.enum(decisionChannelValues),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type CreativeDecisionEntry = z.infer<typeof creativeDecisionEntry>;

/** The copy of the creative's ad brief for the ad preview (empty strings when the brief has none). */
export const creativeBrief = z.object({
  submissionId: z.string().uuid(),
  formTitle: z.string(),
  answers: z.record(z.string(), z.unknown()),
});

export const creativeDetail = creativeListItem.extend({
  adAccount: z.object({ id: z.string().uuid(), name: z.string(), platform: z.string() }).nullable(),
  brief: creativeBrief.nullable(),
  versions: z.array(creativeVersion),
  decisions: z.array(creativeDecisionEntry),
  revision: z.number().int(),
  /** The step the reader may decide now (null: nothing to decide for them). */
  mayDecide: z.enum(reviewStepValues).nullable(),
  /** Whether the client's contacts may decide from an e-mail link (the agency's choice per client). */
  emailDecisions: z.boolean(),
  createdAt: z.string(),
});
export type CreativeDetail = z.infer<typeof creativeDetail>;
export const creativeDetailResponse = z.object({ creative: creativeDetail });
export type CreativeDetailResponse = z.infer<typeof creativeDetailResponse>;

export const commentAuthorKinds = ['team', 'client', 'contact'] as const;

export const creativeComment = z.object({
  id: z.string().uuid(),
  versionId: z.string().uuid(),
  version: z.number().int(),
  parentId: z.string().uuid().nullable(),
  /** The annotation's number on its version (1, 2, …; null for a reply or a comment without one). */
  number: z.number().int().nullable(),
  author: z.object({
    kind: z.enum(commentAuthorKinds),
    userId: z.string().uuid().nullable(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    avatarColor: z.string().nullable(),
  }),
  /** The text as written, with a `@[<userId>]` token per mention (common/mentions.ts). */
  body: z.string(),
  /** The colleagues its tokens mention, by their current name. */
  mentions: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  annotation: annotation.nullable(),
  internal: z.boolean(),
  resolvedAt: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Whether the reader may change (edit, delete) it: their own. */
  mine: z.boolean(),
});
export type CreativeComment = z.infer<typeof creativeComment>;

export const creativeCommentsResponse = z.object({
  comments: z.array(creativeComment),
  /** Threads still open from the version before ("nog open uit versie 2"). */
  carriedOver: z.array(creativeComment),
});
export type CreativeCommentsResponse = z.infer<typeof creativeCommentsResponse>;

// ---------------------------------------------------------------- requests

const cursor = z.string().max(600).optional();

export const creativeDueFilters = ['overdue', 'week', 'none'] as const;

export const creativeListQuery = z.object({
  q: safeOneLine(z.string().max(creativeTextLimits.query, fail('VALIDATION_FAILED'))).optional(),
  clientId: id.optional(),
  status: z.enum(creativeStatusValues).optional(),
  due: z.enum(creativeDueFilters).optional(),
  /** The sidebar's marketeer: creatives of that marketeer's clients (account manager) or made by them. */
  marketeer: id.optional(),
  campaign: z.string().max(creativeTextLimits.campaign).optional(),
  cursor,
  limit: z.coerce.number().int().min(1).max(creativeTextLimits.page).optional(),
});
export type CreativeListQuery = z.infer<typeof creativeListQuery>;
/** The preview's list: the client is the path's; the team's marketeer filter means nothing to a client. */
export const creativePreviewListQuery = creativeListQuery.omit({ clientId: true, marketeer: true });

const name = oneLineText({ max: creativeTextLimits.name, tooLong: 'CREATIVE_NAME_TOO_LONG', required: 'CREATIVE_NAME_REQUIRED' });
const campaign = oneLineText({ max: creativeTextLimits.campaign, tooLong: 'CREATIVE_CAMPAIGN_TOO_LONG' })
  .transform((t) => (t === '' ? null : t))
  .nullable();
const dueAt = boundedInstant('CREATIVE_DUE_INVALID').nullable();

/**
 * A multi-line text: trimmed, not empty when `required`, at most `max` code points (control
 * characters are refused for every text before any schema: server/lib/safe-input.ts).
 */
function longText(max: number, tooLong: ErrorCode, required?: ErrorCode) {
  return z
    .string({ message: required ?? 'VALIDATION_FAILED' })
    .trim()
    .refine((t) => !required || t !== '', fail(required ?? 'VALIDATION_FAILED'))
    .refine((t) => characterCount(t) <= max, fail(tooLong));
}

export const createCreativeBody = z.object({
  clientId: z.string({ message: 'CREATIVE_CLIENT_REQUIRED' }).uuid({ message: 'CREATIVE_CLIENT_REQUIRED' }),
  name,
  campaign: campaign.optional(),
  adAccountId: id.nullable().optional(),
  briefSubmissionId: id.nullable().optional(),
  reviewFlow: z.enum(reviewFlowValues).optional(),
  dueAt: dueAt.optional(),
  fileId: z.string({ message: 'CREATIVE_FILE_REQUIRED' }).uuid({ message: 'CREATIVE_FILE_REQUIRED' }),
  posterFileId: id.nullable().optional(),
  note: longText(creativeTextLimits.versionNote, 'CREATIVE_VERSION_NOTE_TOO_LONG').optional(),
  /** Send it to review at once. */
  sendToReview: z.boolean().optional(),
});
export type CreateCreativeBody = z.input<typeof createCreativeBody>;

export const updateCreativeBody = z.object({
  revision: z.number().int().min(1),
  name: name.optional(),
  campaign: campaign.optional(),
  clientId: id.optional(),
  adAccountId: id.nullable().optional(),
  briefSubmissionId: id.nullable().optional(),
  reviewFlow: z.enum(reviewFlowValues).optional(),
  dueAt: dueAt.optional(),
});
export type UpdateCreativeBody = z.input<typeof updateCreativeBody>;

export const addVersionBody = z.object({
  fileId: z.string({ message: 'CREATIVE_FILE_REQUIRED' }).uuid({ message: 'CREATIVE_FILE_REQUIRED' }),
  posterFileId: id.nullable().optional(),
  note: longText(creativeTextLimits.versionNote, 'CREATIVE_VERSION_NOTE_TOO_LONG').optional(),
  sendToReview: z.boolean().optional(),
});
export type AddVersionBody = z.input<typeof addVersionBody>;

export const sendToReviewBody = z.object({
  ids: z.array(id).min(1).max(creativeTextLimits.bulk, fail('CREATIVE_TOO_MANY')),
});
export const sendToReviewResponse = z.object({ sent: z.array(z.string().uuid()), skipped: z.array(z.string().uuid()) });
export type SendToReviewResponse = z.infer<typeof sendToReviewResponse>;

export const decideBody = z
  .object({
    version: z.number().int().min(1),
    decision: z.enum(reviewDecisionValues),
    comment: longText(creativeTextLimits.decisionComment, 'CREATIVE_DECISION_COMMENT_TOO_LONG').optional(),
  })
  .refine((b) => !(b.decision === 'request_changes' || b.decision === 'approve_with_changes') || (b.comment ?? '').length > 0, {
    message: 'CREATIVE_DECISION_COMMENT_REQUIRED',
    path: ['comment'],
  });
export type DecideBody = z.input<typeof decideBody>;

export const addCommentBody = z.object({
  version: z.number().int().min(1),
  body: longText(creativeTextLimits.comment, 'CREATIVE_COMMENT_TOO_LONG', 'CREATIVE_COMMENT_REQUIRED'),
  annotation: annotation.nullable().optional(),
  parentId: id.nullable().optional(),
  /** The team's own: never shown to the client (ignored for a client's comment). */
  internal: z.boolean().optional(),
});
export type AddCommentBody = z.input<typeof addCommentBody>;

export const updateCommentBody = z.object({
  body: longText(creativeTextLimits.comment, 'CREATIVE_COMMENT_TOO_LONG', 'CREATIVE_COMMENT_REQUIRED').optional(),
  resolved: z.boolean().optional(),
});
export type UpdateCommentBody = z.input<typeof updateCommentBody>;

/** GET /api/creatives/:id/mentionable: colleagues, then the client's portal users (their ids in `clientUserIds`). */
export const creativeMentionableResponse = mentionableResponse.extend({ clientUserIds: z.array(z.string().uuid()) });
export type CreativeMentionableResponse = z.infer<typeof creativeMentionableResponse>;

const safeZoneShape = z.object({ top: z.number(), bottom: z.number(), sides: z.number() });
/** GET /api/creatives/ad-placements: the safe zones this server draws (Meta's, or CREATIVE_SAFE_ZONES merged over them). */
export const adPlacementsResponse = z.object({ safeZones: z.object({ stories: safeZoneShape, reels: safeZoneShape }) });
export type AdPlacementsResponse = z.infer<typeof adPlacementsResponse>;

export const creativeClientSettingsBody = z.object({ emailDecisions: z.boolean() });
export const creativeClientSettingsResponse = z.object({ emailDecisions: z.boolean() });

/** POST /api/creatives/:id/review-links: mail a review link to these contacts of the creative's client. */
export const sendReviewLinksBody = z.object({ contactIds: z.array(id).min(1).max(20) });
export const sendReviewLinksResponse = z.object({ sent: z.number().int() });

// ---------------------------------------------------------------- e-mail review link

export const reviewLinkParams = z.object({ token: z.string().min(10).max(300) });
export const reviewLinkResponse = z.object({
  creative: creativeDetail.pick({ id: true, name: true, campaign: true, status: true, currentVersion: true, media: true }).extend({
    clientName: z.string(),
    companyName: z.string(),
  }),
  version: creativeVersion,
  comments: z.array(creativeComment),
  contactName: z.string(),
  /** Whether this link can still decide (not used, the version is the newest and waits for the client). */
  mayDecide: z.boolean(),
  usedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type ReviewLinkResponse = z.infer<typeof reviewLinkResponse>;

export const reviewLinkDecideBody = z
  .object({
    decision: z.enum(reviewDecisionValues),
    comment: longText(creativeTextLimits.decisionComment, 'CREATIVE_DECISION_COMMENT_TOO_LONG').optional(),
  })
  .refine((b) => !(b.decision === 'request_changes' || b.decision === 'approve_with_changes') || (b.comment ?? '').length > 0, {
    message: 'CREATIVE_DECISION_COMMENT_REQUIRED',
    path: ['comment'],
  });
