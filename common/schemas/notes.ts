/**
 * Notes and their conversations (spec section 3: note, note_assignment, note_comments): the API's
 * shapes for /api/notes and the live events on the company channel (`company:<companyId>`).
 */
import { z } from 'zod';
import { adPlatforms, noteFilters, noteLimits } from '../ad-account-constants.js';
import type { ErrorCode } from '../errors.js';
import { characterCount, fail, oneLineText } from './text-rules.js';
import { person } from './ad-accounts.js';

export const noteAssignment = z.object({
  userId: z.string().uuid(),
  assignedBy: z.string().uuid().nullable(),
  user: person,
});
export type NoteAssignment = z.infer<typeof noteAssignment>;

export const note = z.object({
  id: z.string().uuid(),
  title: z.string(),
  /** Spec default 'website'. */
  source: z.string(),
  adAccount: z.object({
    id: z.string().uuid(),
    accountId: z.string(),
    platform: z.enum(adPlatforms),
    name: z.string(),
  }),
  clientName: z.string().nullable(),
  /** The client (issue 19), when the note is linked to one. */
  clientId: z.string().uuid().nullable(),
  campaignName: z.string().nullable(),
  companyId: z.string().uuid(),
  creator: person.nullable(),
  /** The note's owner (spec user_id): the creator. */
  userId: z.string().uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Newest activity (creation, edit, reply): the lists' order. */
  activityAt: z.string(),
  assignments: z.array(noteAssignment),
  /** The replies: the conversation's messages without the note's opening message (issue 18, defect 6). */
  commentCount: z.number().int().min(0),
  lastCommentAt: z.string().nullable(),
  /** "Afgehandeld": when and by whom the conversation was closed (null while it is open). */
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().uuid().nullable(),
});
export type Note = z.infer<typeof note>;

/** A mention in a message, resolved to the person's current name (common/mentions.ts: the token in the text). */
export const resolvedMention = z.object({ id: z.string().uuid(), name: z.string() });

export const noteComment = z.object({
  id: z.string().uuid(),
  noteId: z.string().uuid(),
  /** The text as written, with a `@[<userId>]` token per mention. */
  content: z.string(),
  createdAt: z.string(),
  /** Set when its author edited it ("bewerkt"). */
  editedAt: z.string().nullable(),
  /** The note's opening message (written with the note): not a reply, not counted. */
  opening: z.boolean(),
  /** The people its tokens mention who still exist; a token without one is "@onbekend". */
  mentions: z.array(resolvedMention),
  user: person.nullable(),
});
export type NoteComment = z.infer<typeof noteComment>;

/** GET /api/notes/:id: the note and its conversation, oldest first (newest last). */
export const noteDetailResponse = z.object({ note, comments: z.array(noteComment) });
export type NoteDetailResponse = z.infer<typeof noteDetailResponse>;

/** GET /api/notes: newest activity first, keyset-paged (50 a page, or `limit`). */
export const noteListQuery = z.object({
  account: z.string().uuid().optional(),
  filter: z.enum(noteFilters).default('all'),
  client: z.string().trim().min(1).max(noteLimits.clientNameMax).optional(),
  q: z.string().trim().min(1).max(noteLimits.searchMax).optional(),
  /** Only the notes assigned to this colleague (the sidebar's marketeer selector). */
  assignee: z.string().uuid().optional(),
  cursor: z.string().max(200).optional(),
  /** Notes per page: the screen's 50 unless asked for fewer. */
  limit: z.coerce.number().int().min(1).max(noteLimits.pageSize).optional(),
});
export type NoteListQuery = z.input<typeof noteListQuery>;

export const noteListResponse = z.object({ notes: z.array(note), nextCursor: z.string().nullable() });
export type NoteListResponse = z.infer<typeof noteListResponse>;

const title = oneLineText({ max: noteLimits.titleMax, tooLong: 'NOTE_TITLE_TOO_LONG', required: 'NOTE_TITLE_REQUIRED' });
const optionalLine = (max: number, code: ErrorCode) =>
  oneLineText({ max, tooLong: code })
    .nullish()
    .transform((v) => v || null);
const commentText = z
  .string({ message: 'COMMENT_REQUIRED' })
  .trim()
  .refine((c) => c !== '', fail('COMMENT_REQUIRED'))
  .refine((c) => characterCount(c) <= noteLimits.commentMax, fail('COMMENT_TOO_LONG'));
const assigneeIds = z.array(z.string().uuid()).max(noteLimits.assigneesMax, { message: 'ASSIGNEES_TOO_MANY' });

/** POST /api/notes. Without assignees the creator is assigned (spec section 5). */
export const createNoteRequest = z.object({
  adAccountId: z
    .string({ message: 'NOTE_ACCOUNT_REQUIRED' })
    .trim()
    .refine((id) => id !== '', fail('NOTE_ACCOUNT_REQUIRED'))
    .pipe(z.string().uuid({ message: 'NOTE_ACCOUNT_REQUIRED' })),
  title,
  clientName: optionalLine(noteLimits.clientNameMax, 'CLIENT_NAME_TOO_LONG'),
  campaignName: optionalLine(noteLimits.campaignNameMax, 'CAMPAIGN_NAME_TOO_LONG'),
  assigneeIds: assigneeIds.default([]),
  /** The conversation's first message, optional. */
  message: z
    .string()
    .trim()
    .refine((c) => characterCount(c) <= noteLimits.commentMax, fail('COMMENT_TOO_LONG'))
    .nullish()
    .transform((c) => c || null),
});
export type CreateNoteRequest = z.input<typeof createNoteRequest>;

/** PATCH /api/notes/:id */
export const updateNoteRequest = z.object({
  title: title.optional(),
  clientName: optionalLine(noteLimits.clientNameMax, 'CLIENT_NAME_TOO_LONG'),
  campaignName: optionalLine(noteLimits.campaignNameMax, 'CAMPAIGN_NAME_TOO_LONG'),
});
export type UpdateNoteRequest = z.input<typeof updateNoteRequest>;

/** PUT /api/notes/:id/assignments: the full new set (an empty set assigns the creator). */
export const noteAssignmentsRequest = z.object({ userIds: assigneeIds });

/** POST /api/notes/:id/comments; PATCH /api/notes/:id/comments/:commentId (the author's edit). */
export const createCommentRequest = z.object({ content: commentText });

/** PUT /api/notes/:id/resolved: close ("afgehandeld") or reopen the conversation. */
export const noteResolvedRequest = z.object({ resolved: z.boolean({ message: 'VALIDATION_FAILED' }) });

/** GET /api/notes/:id/mentionable, GET /api/checklists/:id/mentionable: who may be mentioned there. */
export const mentionableResponse = z.object({ people: z.array(person) });
export type MentionableResponse = z.infer<typeof mentionableResponse>;

/**
 * Live events on `company:<companyId>` (spec section 4, Notes). `note.changed` stands in for an
 * event too large for the bus: the client refetches that note.
 */
export type NoteLiveEvent =
  | { name: 'note.created'; note: Note }
  | { name: 'note.updated'; note: Note }
  | { name: 'note.deleted'; id: string }
  | { name: 'note.assignments'; noteId: string; assignments: NoteAssignment[] }
  | { name: 'note.comment'; noteId: string; comment: NoteComment }
  | { name: 'note.comment.updated'; noteId: string; comment: NoteComment }
  /** `opening`: the note's opening message went (it was not counted as a reply). */
  | { name: 'note.comment.deleted'; noteId: string; commentId: string; opening?: boolean }
  | { name: 'note.changed'; id: string };
