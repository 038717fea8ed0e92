/**
 * @mentions in note replies and checklist comments (issue 18; the token format is
 * common/mentions.ts). A message's mentions are checked when it is written or edited — each
 * mentioned id must be a marketeer or admin of the company who may read the message's object
 * (a note: every colleague; a private checklist: its creator, the colleagues it is shared with and
 * the admins) — stored as rows in `mentions`, and the newly mentioned (never the author) get a
 * `mention` notification through the notification producer, so their preferences apply and it
 * arrives live. Someone who cannot read the object is refused with a Dutch 400 naming them: a
 * notification they could not open helps nobody, and the writer can share the checklist first.
 */
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { mentionedIds, mentionsAsText, mentionsMax, type ResolvedMention } from '../../../common/mentions.js';
import type { Person } from '../../../common/schemas/ad-accounts.js';
import type { ErrorCode } from '../../../common/errors.js';
import type { Db } from '../../db/database.js';
import { companyUsers, mentions, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Emit } from '../../lib/events/with-events.js';
import { personColumns } from '../../lib/people.js';
import type { CompanyAudience } from '../company/live.js';
import { memberListRoles } from '../company/policy.js';
import type { NotificationContent } from '../notifications/content.js';
import { createNotifications } from '../notifications/create-notifications.js';

/** Where a message is: which comment column its mention rows use. */
export type MentionPlace = { noteCommentId: string } | { checklistCommentId: string } | { creativeCommentId: string };

/** The mention rows' column of a place, and the message's id. */
function placeColumn(place: MentionPlace): { column: AnyPgColumn; messageId: string } {
  if ('noteCommentId' in place) return { column: mentions.noteCommentId, messageId: place.noteCommentId };
  if ('checklistCommentId' in place) return { column: mentions.checklistCommentId, messageId: place.checklistCommentId };
  return { column: mentions.creativeCommentId, messageId: place.creativeCommentId };
}

const displayName = (person: { name: string | null; email: string }) => person.name || person.email;

/** The company's marketeers and admins who may read an object with this audience, by name. */
export async function mentionablePeople(db: Db, companyId: string, audience: CompanyAudience): Promise<Person[]> {
  const where: SQL[] = [eq(companyUsers.companyId, companyId), inArray(companyUsers.role, [...memberListRoles])];
  if (audience !== 'company') {
    const ids = [...audience.userIds];
    const roles = [...audience.roles];
    const parts: SQL[] = [];
    if (ids.length > 0) parts.push(inArray(companyUsers.userId, ids));
    if (roles.length > 0) parts.push(inArray(companyUsers.role, roles));
    if (parts.length === 0) return [];
    where.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  const rows = await db
    .select(personColumns)
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(...where));
  return rows.sort((a, b) => displayName(a).localeCompare(displayName(b), 'nl'));
}

/** Someone besides the colleagues a message may mention (a client's portal user on a creative): null when they may read it, else why not. */
export interface OtherMentionable {
  name: string;
  refusal: ErrorCode | null;
}

/**
 * The distinct ids `content` mentions, each checked (`others`: people besides the colleagues, e.g.
 * a client's portal users, refused with their own code when they may not read this message): a marketeer or admin of the company
 * (MENTION_NOT_COLLEAGUE) who may read the object (MENTION_CANNOT_SEE, naming them); at most
 * mentionsMax (MENTIONS_TOO_MANY). Errors are on the field `content`.
 */
export async function checkMentions(
  tx: Db,
  companyId: string,
  audience: CompanyAudience,
  content: string,
  others: ReadonlyMap<string, OtherMentionable> = new Map(),
): Promise<ResolvedMention[]> {
  const ids = mentionedIds(content);
  if (ids.length === 0) return [];
  if (ids.length > mentionsMax) throw new AppError('MENTIONS_TOO_MANY', { fields: { content: 'MENTIONS_TOO_MANY' } });
  const colleagueIds = ids.filter((id) => !others.has(id));
  const rows =
    colleagueIds.length === 0
      ? []
      : await tx
          .select({ id: users.id, name: users.name, email: users.email, role: companyUsers.role })
          .from(companyUsers)
          .innerJoin(users, eq(users.id, companyUsers.userId))
          .where(and(eq(companyUsers.companyId, companyId), inArray(companyUsers.userId, colleagueIds), inArray(companyUsers.role, [...memberListRoles])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const resolved: ResolvedMention[] = [];
  for (const id of ids) {
    const other = others.get(id);
    if (other) {
      if (other.refusal) throw new AppError(other.refusal, { fields: { content: other.refusal }, params: { name: other.name } });
      resolved.push({ id, name: other.name });
      continue;
    }
    const row = byId.get(id);
    if (!row) throw new AppError('MENTION_NOT_COLLEAGUE', { fields: { content: 'MENTION_NOT_COLLEAGUE' } });
    const mayRead = audience === 'company' || audience.userIds.includes(id) || audience.roles.includes(row.role);
    if (!mayRead) throw new AppError('MENTION_CANNOT_SEE', { fields: { content: 'MENTION_CANNOT_SEE' }, params: { name: displayName(row) } });
    resolved.push({ id, name: displayName(row) });
  }
  return resolved;
}

/**
 * Makes the message's mention rows those of `mentioned` (an edit may add and drop people) and
 * returns the ids that are new: only they are notified.
 */
async function saveMentions(
  tx: Db,
  input: { companyId: string; authorId: string; place: MentionPlace; mentioned: readonly ResolvedMention[] },
): Promise<string[]> {
  const { column, messageId } = placeColumn(input.place);
  const ids = input.mentioned.map((m) => m.id);
  await tx.delete(mentions).where(and(eq(column, messageId), ids.length > 0 ? notInArray(mentions.mentionedUserId, ids) : undefined));
  if (ids.length === 0) return [];
  const added = await tx
    .insert(mentions)
    .values(ids.map((mentionedUserId) => ({ companyId: input.companyId, mentionedUserId, authorId: input.authorId, ...input.place })))
    .onConflictDoNothing()
    .returning({ userId: mentions.mentionedUserId });
  return added.map((a) => a.userId);
}

/**
 * A message's mentions as the API shows them (json: [{ id, name }], the current names; a deleted
 * person's row went with them), in the order the text first names them. `commentId` and
 * `content`: the message's columns in the outer statement.
 */
export function mentionsJson(place: 'note' | 'checklist' | 'creative', commentId: AnyPgColumn, content: AnyPgColumn): SQL<ResolvedMention[]> {
  const column = place === 'note' ? mentions.noteCommentId : place === 'checklist' ? mentions.checklistCommentId : mentions.creativeCommentId;
  return sql<ResolvedMention[]>`coalesce((
    select json_agg(json_build_object('id', mu.id, 'name', coalesce(nullif(mu.name, ''), mu.email)) order by strpos(${content}, mu.id::text), mu.id)
    from ${mentions} join ${users} mu on mu.id = ${mentions.mentionedUserId}
    where ${column} = ${commentId}), '[]'::json)`;
}

/** The message on one line for a notification, mentions as "@Naam", cut at 140 characters (code points). */
export function messageExcerpt(content: string, mentioned: readonly ResolvedMention[]): string {
  const chars = [...mentionsAsText(content, mentioned).replace(/\s+/g, ' ').trim()];
  return chars.length > 140 ? `${chars.slice(0, 139).join('')}…` : chars.join('');
}

/**
 * A `mention` notification for each of `recipients` except the author ("<Naam> noemde je in
 * <titel>"), with where it leads. Returns whether any e-mail was queued (the caller kicks the mail).
 */
async function notifyMentioned(
  tx: Db,
  emit: Emit,
  input: {
    recipients: readonly string[];
    authorId: string;
    authorName: string;
    companyId: string;
    objectTitle: string;
    excerpt: string;
    appOrigin: string | null;
    target: Pick<
      NotificationContent,
      'noteId' | 'commentId' | 'accountId' | 'platform' | 'checklistId' | 'clientName' | 'clientId' | 'noteTitle' | 'creativeId'
    >;
  },
): Promise<boolean> {
  const recipients = input.recipients.filter((id) => id !== input.authorId);
  if (recipients.length === 0) return false;
  const { mailedTo } = await createNotifications(tx, emit, {
    recipients,
    companyId: input.companyId,
    appOrigin: input.appOrigin,
    content: { type: 'mention', title: `${input.authorName} noemde je in ${input.objectTitle}`, description: input.excerpt, ...input.target },
  });
  return mailedTo.length > 0;
}

/** The author's name as a notification shows it. */
async function authorName(tx: Db, userId: string): Promise<string> {
  const [row] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row ? displayName(row) : 'Een collega';
}

/**
 * A message's mentions saved (saveMentions) and the newly mentioned notified (notifyMentioned), for
 * a note's reply or a checklist's comment alike. Returns whether any e-mail was queued.
 */
export async function mentionIn(
  tx: Db,
  emit: Emit,
  input: {
    companyId: string;
    authorId: string;
    appOrigin: string | null;
    place: MentionPlace;
    objectTitle: string;
    target: Parameters<typeof notifyMentioned>[2]['target'];
    content: string;
    mentioned: ResolvedMention[];
  },
): Promise<boolean> {
  const added = await saveMentions(tx, { companyId: input.companyId, authorId: input.authorId, place: input.place, mentioned: input.mentioned });
  if (added.length === 0) return false;
  return notifyMentioned(tx, emit, {
    recipients: added,
    authorId: input.authorId,
    authorName: await authorName(tx, input.authorId),
    companyId: input.companyId,
    objectTitle: input.objectTitle,
    excerpt: messageExcerpt(input.content, input.mentioned),
    appOrigin: input.appOrigin,
    target: input.target,
  });
}
