/**
 * Reading creatives: the grid/list (GET /api/creatives, newest change first with a keyset cursor;
 * filters client, status, due, the sidebar's marketeer, campaign and a search over name, campaign
 * and client) and one creative with its versions and decision log. The team reads every creative
 * of the company; a client user, through the client scope, only creatives of their clients that
 * have a version shared with them — and sees that version, its status as the client knows it, and
 * the client step's decisions (names, no addresses).
 */
import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { creativeTextLimits, type CreativeStatus } from '../../../common/creative-constants.js';
import type {
  CreativeDecisionEntry,
  CreativeDetail,
  CreativeListItem,
  CreativeListQuery,
  CreativeListResponse,
  CreativeVersion,
} from '../../../common/schemas/creatives.js';
import type { FileDetails } from '../../../common/schemas/files.js';
import type { Db } from '../../db/database.js';
import {
  adAccounts,
  clientManagers,
  clients,
  creativeClientSettings,
  creativeComments,
  creativeDecisions,
  creatives,
  creativeVersions,
  formSubmissions,
  forms,
  storedFiles,
  users,
  type CreativeRow,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { decodeCursor, encodeCursor } from '../../lib/list-cursor.js';
import { personJson } from '../../lib/people.js';
import { containsPattern } from '../../lib/sql-like.js';
import { cursorTimeSql } from '../../lib/sql-time.js';
import { inClientScope } from '../clients/scope.js';
import { stepOf, type CreativesActor } from './policy.js';

/** How a version's files are addressed: the authorised routes, or signed links (an e-mail review). */
export interface FileAddress {
  url(fileId: string, mimeType: string): string;
  previewUrl(fileId: string): string;
}

export const authorisedFiles: FileAddress = {
  url: (fileId, mimeType) => `/api/files/${fileId}${mimeType.startsWith('image/') ? '?inline=1' : ''}`,
  previewUrl: (fileId) => `/api/files/${fileId}/preview`,
};

/** The version a reader is shown: the newest for the team, the newest shared one for a client. */
function shownVersionSql(who: CreativesActor): SQL<number> {
  if (who.kind === 'team') return sql<number>`${creatives.currentVersion}`;
  return sql<number>`(select max(sv.version) from ${creativeVersions} sv where sv.creative_id = ${creatives.id} and sv.shared_at is not null)`;
}

/**
 * The status as the reader knows it. A client whose newest shared version is not the newest
 * (the team works on the next one) sees the outcome of their own last decision.
 */
function statusSql(who: CreativesActor, shown: SQL<number>): SQL<CreativeStatus> {
  if (who.kind === 'team') return sql<CreativeStatus>`${creatives.status}`;
  return sql<CreativeStatus>`case when ${creatives.currentVersion} = ${shown} then ${creatives.status} else coalesce((
    select case d.decision when 'request_changes' then 'changes_requested' when 'reject' then 'rejected' else 'approved' end
    from ${creativeDecisions} d where d.creative_id = ${creatives.id} and d.step = 'client' order by d.created_at desc limit 1), 'in_review') end`;
}

/** Who may read which creatives: the company, narrowed for a client user to their clients' shared ones. */
export function readableSql(who: CreativesActor): SQL {
  const scoped = inClientScope(who.scope, creatives.clientId, creatives.companyId);
  if (who.kind === 'team') return scoped;
  return and(scoped, sql`exists (select 1 from ${creativeVersions} sv where sv.creative_id = ${creatives.id} and sv.shared_at is not null)`)!;
}

/** The company's creative row (locked for a change), or NOT_FOUND; a client user's only when readable. */
export async function creativeRowFor(db: Db, who: CreativesActor, id: string, options: { lock?: boolean } = {}): Promise<CreativeRow> {
  const query = db
    .select()
    .from(creatives)
    .where(and(eq(creatives.id, id), readableSql(who)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function listConditions(who: CreativesActor, query: CreativeListQuery, now: Date): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [readableSql(who)];
  if (query.clientId) conditions.push(eq(creatives.clientId, query.clientId));
  if (query.status && who.kind === 'team') conditions.push(eq(creatives.status, query.status));
  if (query.status && who.kind === 'client') conditions.push(sql`${statusSql(who, shownVersionSql(who))} = ${query.status}`);
  if (query.campaign) conditions.push(eq(creatives.campaign, query.campaign));
  if (query.due === 'none') conditions.push(sql`${creatives.dueAt} is null`);
  if (query.due === 'overdue') conditions.push(sql`${creatives.dueAt} < ${now.toISOString()}::timestamptz and ${creatives.status} = 'in_review'`);
  if (query.due === 'week')
    conditions.push(
      sql`${creatives.dueAt} >= ${now.toISOString()}::timestamptz and ${creatives.dueAt} < ${new Date(now.getTime() + 7 * 86_400_000).toISOString()}::timestamptz`,
    );
  if (query.marketeer && who.kind === 'team')
    conditions.push(
      or(
        eq(creatives.ownerId, query.marketeer),
        sql`exists (select 1 from ${clientManagers} cm where cm.client_id = ${creatives.clientId} and cm.user_id = ${query.marketeer})`,
      ),
    );
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(sql`${creatives.name} ilike ${pattern}`, sql`${creatives.campaign} ilike ${pattern}`, sql`${clients.name} ilike ${pattern}`));
  }
  return conditions;
}

/** The fields of a version's row a reader needs, with its file's and poster's. */
const versionColumns = {
  id: creativeVersions.id,
  creativeId: creativeVersions.creativeId,
  version: creativeVersions.version,
  media: creativeVersions.media,
  fileId: creativeVersions.fileId,
  posterFileId: creativeVersions.posterFileId,
  width: creativeVersions.width,
  height: creativeVersions.height,
  durationMs: creativeVersions.durationMs,
  pageCount: creativeVersions.pageCount,
  note: creativeVersions.note,
  sharedAt: creativeVersions.sharedAt,
  createdAt: creativeVersions.createdAt,
  fileName: storedFiles.name,
  mimeType: storedFiles.mimeType,
  size: storedFiles.size,
  details: storedFiles.details,
  uploadedBy: sql<string | null>`(select coalesce(nullif(u.name, ''), u.email) from ${users} u where u.id = ${creativeVersions.uploadedBy})`,
  posterDetails: sql<FileDetails | null>`(select pf.details from ${storedFiles} pf where pf.id = ${creativeVersions.posterFileId})`,
  posterMime: sql<string | null>`(select pf.mime_type from ${storedFiles} pf where pf.id = ${creativeVersions.posterFileId})`,
};

type VersionRow = Awaited<ReturnType<typeof loadVersions>>[number];

/** A version as the API shows it; the preview is the file's, or its poster's for a video. */
export function versionOf(row: VersionRow, files: FileAddress): CreativeVersion {
  const own = row.details?.preview ? row.fileId : null;
  const posterPreview = row.posterFileId && row.posterDetails?.preview ? row.posterFileId : null;
  const previewFile = own ?? posterPreview;
  return {
    id: row.id,
    version: row.version,
    media: row.media,
    fileId: row.fileId,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    url: files.url(row.fileId, row.mimeType),
    previewUrl: previewFile ? files.previewUrl(previewFile) : null,
    blurDataUrl: (own ? row.details?.blurDataUrl : row.posterDetails?.blurDataUrl) ?? null,
    posterUrl: row.posterFileId ? files.url(row.posterFileId, row.posterMime ?? 'image/jpeg') : null,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    pageCount: row.pageCount,
    note: row.note,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The versions of these creatives (all, or the given number of each), oldest first. */
export function loadVersions(db: Db, where: SQL) {
  return db
    .select(versionColumns)
    .from(creativeVersions)
    .innerJoin(storedFiles, eq(storedFiles.id, creativeVersions.fileId))
    .where(where)
    .orderBy(creativeVersions.creativeId, creativeVersions.version);
}

function listColumns(who: CreativesActor) {
  const shown = shownVersionSql(who);
  const internal = who.kind === 'client' ? sql`and oc.internal = false` : sql``;
  return {
    id: creatives.id,
    name: creatives.name,
    campaign: creatives.campaign,
    client: { id: clients.id, name: clients.name, code: clients.code, color: clients.color },
    status: statusSql(who, shown),
    reviewFlow: creatives.reviewFlow,
    reviewStep: creatives.reviewStep,
    currentVersion: shown,
    dueAt: creatives.dueAt,
    owner: personJson(users),
    updatedAt: creatives.updatedAt,
    cursorAt: cursorTimeSql(creatives.updatedAt),
    // Through the partial index of open threads (creative_comments_open_idx), then the shown version's id.
    openComments: sql<number>`(select count(*)::int from ${creativeComments} oc where oc.creative_id = ${creatives.id}
      and oc.parent_id is null and oc.resolved_at is null ${internal}
      and oc.version_id = (select ov.id from ${creativeVersions} ov where ov.creative_id = ${creatives.id} and ov.version = ${shown}))`,
  };
}

type ListRow = Awaited<ReturnType<typeof listRows>>[number];

function listRows(db: Db, who: CreativesActor, where: SQL | undefined, limit: number) {
  return db
    .select(listColumns(who))
    .from(creatives)
    .innerJoin(clients, eq(clients.id, creatives.clientId))
    .leftJoin(users, eq(users.id, creatives.ownerId))
    .where(where)
    .orderBy(desc(creatives.updatedAt), desc(creatives.id))
    .limit(limit);
}

/** List items of `rows`, each with its shown version's media and preview. */
async function itemsOf(db: Db, rows: ListRow[], files: FileAddress): Promise<CreativeListItem[]> {
  if (rows.length === 0) return [];
  const pairs = rows.map((row) => sql`(${row.id}::uuid, ${row.currentVersion}::int)`);
  const versions = await loadVersions(db, sql`(${creativeVersions.creativeId}, ${creativeVersions.version}) in (${sql.join(pairs, sql`, `)})`);
  const byCreative = new Map(versions.map((v) => [v.creativeId, versionOf(v, files)]));
  return rows.map(({ cursorAt: _cursorAt, dueAt, updatedAt, ...row }) => {
    const version = byCreative.get(row.id);
    return {
      ...row,
      media: version?.media ?? 'image',
      previewUrl: version?.previewUrl ?? null,
      blurDataUrl: version?.blurDataUrl ?? null,
      width: version?.width ?? null,
      height: version?.height ?? null,
      dueAt: dueAt?.toISOString() ?? null,
      updatedAt: updatedAt.toISOString(),
    };
  });
}

export async function listCreatives(db: Db, who: CreativesActor, query: CreativeListQuery, now = new Date()): Promise<CreativeListResponse> {
  const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
  if (query.cursor !== undefined && !cursor) throw new AppError('VALIDATION_FAILED', { fields: { cursor: 'VALIDATION_FAILED' } });
  const conditions = listConditions(who, query, now);
  const filtered = and(...conditions);
  if (cursor) conditions.push(sql`(${creatives.updatedAt}, ${creatives.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  const pageSize = query.limit ?? creativeTextLimits.page;
  const rows = await listRows(db, who, and(...conditions), pageSize + 1);
  // The total: the client's name is joined only when the search needs it.
  const counted = db.select({ total: sql<number>`count(*)::int` }).from(creatives);
  const [count] = await (query.q?.trim() ? counted.innerJoin(clients, eq(clients.id, creatives.clientId)) : counted).where(filtered);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    creatives: await itemsOf(db, page, authorisedFiles),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null,
    total: count?.total ?? 0,
  };
}

/** The decision log as the reader may see it: everything for the team; the client step's, by name, for a client. */
export async function decisionsOf(db: Db, who: CreativesActor, creativeId: string): Promise<CreativeDecisionEntry[]> {
  const rows = await db
    .select()
    .from(creativeDecisions)
    .where(and(eq(creativeDecisions.creativeId, creativeId), who.kind === 'client' ? eq(creativeDecisions.step, 'client') : undefined))
    .orderBy(desc(creativeDecisions.createdAt), desc(creativeDecisions.id));
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    step: row.step,
    decision: row.decision,
    comment: row.comment,
    deciderName: row.deciderName,
    deciderEmail: who.kind === 'team' ? row.deciderEmail : null,
    channel: row.channel,
    ip: who.kind === 'team' ? row.ip : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The brief's answers for the ad preview (a submitted ad brief of the company), or null. */
async function briefOf(db: Db, companyId: string, submissionId: string | null): Promise<CreativeDetail['brief']> {
  if (!submissionId) return null;
  const [row] = await db
    .select({ submissionId: formSubmissions.id, formTitle: forms.title, answers: formSubmissions.submissionData })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .where(and(eq(formSubmissions.id, submissionId), eq(formSubmissions.companyId, companyId)));
  return row ? { submissionId: row.submissionId, formTitle: row.formTitle, answers: (row.answers ?? {}) as Record<string, unknown> } : null;
}

/** Whether the client's contacts may decide from an e-mail link (on unless turned off). */
export async function emailDecisionsOn(db: Db, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: creativeClientSettings.emailDecisions })
    .from(creativeClientSettings)
    .where(eq(creativeClientSettings.clientId, clientId));
  return row?.on ?? true;
}

export async function getCreative(db: Db, who: CreativesActor, id: string): Promise<CreativeDetail> {
  const [row] = await listRows(db, who, and(eq(creatives.id, id), readableSql(who)), 1);
  if (!row) throw new AppError('NOT_FOUND');
  const [creative] = await db.select().from(creatives).where(eq(creatives.id, id));
  const [item] = await itemsOf(db, [row], authorisedFiles);
  const versionRows = await loadVersions(
    db,
    and(eq(creativeVersions.creativeId, id), who.kind === 'client' ? isNotNull(creativeVersions.sharedAt) : undefined)!,
  );
  const [account] = creative!.adAccountId
    ? await db
        .select({ id: adAccounts.id, name: adAccounts.name, platform: adAccounts.platform })
        .from(adAccounts)
        .where(and(eq(adAccounts.id, creative!.adAccountId), eq(adAccounts.companyId, creative!.companyId)))
    : [];
  const myStep = stepOf(who);
  const mayDecide =
    creative!.status === 'in_review' && creative!.reviewStep === myStep && (who.kind === 'team' || row.currentVersion === creative!.currentVersion)
      ? myStep
      : null;
  return {
    ...item!,
    adAccount: account ? { id: account.id, name: account.name, platform: account.platform } : null,
    brief: await briefOf(db, creative!.companyId, creative!.briefSubmissionId),
    versions: versionRows.map((v) => versionOf(v, authorisedFiles)),
    decisions: await decisionsOf(db, who, id),
    revision: creative!.revision,
    mayDecide,
    emailDecisions: await emailDecisionsOn(db, creative!.clientId),
    createdAt: creative!.createdAt.toISOString(),
  };
}

/** The ids of the creatives among `ids` the reader may read (for bulk actions). */
export async function readableIds(db: Db, who: CreativesActor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: creatives.id })
    .from(creatives)
    .where(and(inArray(creatives.id, [...ids]), readableSql(who)));
  return rows.map((r) => r.id);
}
