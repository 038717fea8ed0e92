/**
 * Reading the active company's ad accounts: the list with open alerts and note counts, and one
 * account. Each read is one statement: the list adds the alerts and assignees of all the company's
 * accounts in one grouped pass each; one account gets them from correlated subqueries. The note
 * count is a column of the account, kept by a trigger on notes (migration 0010).
 */
import { and, asc, count, eq, inArray, isNull, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AccountAlertType, AdPlatform } from '../../../common/ad-account-constants.js';
import { mayDeleteAccount } from '../../../common/rules/ad-account-rights.js';
import type { AccountAlert, AccountDetailResponse, AccountListResponse, AdAccount } from '../../../common/schemas/ad-accounts.js';
import { listPageLimits, type ListPageQuery } from '../../../common/schemas/paging.js';
import type { MemberRole } from '../../../common/roles.js';
import type { Db } from '../../db/database.js';
import { literalLimit, preparedFamily, preparedPageSize, preparedQuery } from '../../db/prepared.js';
import { adAccountAlerts, adAccountAssignees, adAccounts, notes, type AdAccountRow } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import { AppError } from '../../lib/errors.js';
import { nextTextCursor, textPageOf } from '../../lib/list-cursor.js';
import { isoTimeSql } from '../../lib/sql-time.js';
import { connectionsJson, platformStates, statesOf } from './platform-state.js';

/** The row's columns the API shows. */
const rowColumns = {
  id: adAccounts.id,
  accountId: adAccounts.accountId,
  platform: adAccounts.platform,
  name: adAccounts.name,
  status: adAccounts.status,
  currency: adAccounts.currency,
  amountSpentMinor: adAccounts.amountSpentMinor,
  spendCapMinor: adAccounts.spendCapMinor,
  clientName: adAccounts.clientName,
  clientId: adAccounts.clientId,
  source: adAccounts.source,
  removedUpstreamAt: adAccounts.removedUpstreamAt,
  lastSync: adAccounts.lastSync,
  createdAt: adAccounts.createdAt,
  updatedAt: adAccounts.updatedAt,
  noteCount: adAccounts.noteCount,
};

/**
 * What an account adds to its row: open alerts (newest first; alerts a sync raises together in
 * the order it raises them, by type), assignees (oldest first, then by id).
 */
interface AccountExtras {
  openAlerts: AccountAlertType[];
  assigneeIds: string[];
}

type AccountRead = Pick<AdAccountRow, keyof typeof rowColumns> & AccountExtras;

function toAdAccount(r: AccountRead): AdAccount {
  return {
    id: r.id,
    accountId: r.accountId,
    platform: r.platform,
    name: r.name,
    status: r.status,
    currency: r.currency,
    amountSpent: r.amountSpentMinor,
    spendCap: r.spendCapMinor,
    clientName: r.clientName,
    clientId: r.clientId,
    source: r.source,
    removedUpstreamAt: r.removedUpstreamAt?.toISOString() ?? null,
    lastSync: r.lastSync?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    openAlerts: r.openAlerts,
    noteCount: r.noteCount,
    assigneeIds: r.assigneeIds,
  };
}

/**
 * A correlated subquery's answer (`jsonArrayOf`: `[]` when it has no rows). The subquery is its
 * own fragment: in a select without joins drizzle writes the columns of the select list's
 * fragments without their table, and `ad_account_id = id` would then compare a row with itself.
 */
const subqueryOf = <T>(subquery: SQL) => sql<T>`(${subquery})`;
const jsonArrayOf = <T>(subquery: SQL) => sql<T[]>`coalesce(${subqueryOf(subquery)}, '[]'::json)`;

/** The extras of each selected account row, for a few rows. */
const extrasPerRow = {
  openAlerts: jsonArrayOf<AccountAlertType>(sql`
    select json_agg(${adAccountAlerts.type} order by ${adAccountAlerts.createdAt} desc, ${adAccountAlerts.type}) from ${adAccountAlerts}
    where ${adAccountAlerts.adAccountId} = ${adAccounts.id} and ${adAccountAlerts.resolvedAt} is null`),
  assigneeIds: jsonArrayOf<string>(sql`
    select json_agg(${adAccountAssignees.userId} order by ${adAccountAssignees.createdAt}, ${adAccountAssignees.userId}) from ${adAccountAssignees}
    where ${adAccountAssignees.adAccountId} = ${adAccounts.id}`),
} satisfies Record<keyof AccountExtras, SQL>;

/** Adds open alerts and assignees, and the note count as it is now, to account rows (one query for any number). */
export async function toAdAccounts(db: Db, rows: readonly AdAccountRow[]): Promise<AdAccount[]> {
  if (rows.length === 0) return [];
  const found = await db
    .select({ id: adAccounts.id, noteCount: adAccounts.noteCount, ...extrasPerRow })
    .from(adAccounts)
    .where(
      inArray(
        adAccounts.id,
        rows.map((r) => r.id),
      ),
    );
  const extrasOf = new Map(found.map((f) => [f.id, f]));
  return rows.map((r) => toAdAccount({ ...r, ...extrasOf.get(r.id)! }));
}

/** The company's accounts, at most this many (a sensible ceiling for one screen). */
export const accountListLimit = 2_000;

/**
 * Every account of the company with its extras, each kind grouped per account in one pass over
 * the company's rows (an alert's company is always its account's).
 */
const accountsOfCompany = preparedQuery((db) => {
  const companyId = sql.placeholder('companyId');
  const openAlerts = db
    .select({
      adAccountId: adAccountAlerts.adAccountId,
      types: sql<AccountAlertType[]>`json_agg(${adAccountAlerts.type} order by ${adAccountAlerts.createdAt} desc, ${adAccountAlerts.type})`.as('types'),
    })
    .from(adAccountAlerts)
    .where(and(eq(adAccountAlerts.companyId, companyId), isNull(adAccountAlerts.resolvedAt)))
    .groupBy(adAccountAlerts.adAccountId)
    .as('open_alerts');
  const assignees = db
    .select({
      adAccountId: adAccountAssignees.adAccountId,
      userIds: sql<string[]>`json_agg(${adAccountAssignees.userId} order by ${adAccountAssignees.createdAt}, ${adAccountAssignees.userId})`.as('user_ids'),
    })
    .from(adAccountAssignees)
    .innerJoin(adAccounts, and(eq(adAccounts.id, adAccountAssignees.adAccountId), eq(adAccounts.companyId, companyId)))
    .groupBy(adAccountAssignees.adAccountId)
    .as('assignees');
  return db
    .select({
      ...rowColumns,
      openAlerts: sql<AccountAlertType[]>`coalesce(${openAlerts.types}, '[]'::json)`,
      assigneeIds: sql<string[]>`coalesce(${assignees.userIds}, '[]'::json)`,
      // The platform connections ride along on one row, so the list is one statement.
      connections: sql<unknown[] | null>`case when row_number() over () = 1 then ${connectionsJson(companyId)} end`,
    })
    .from(adAccounts)
    .leftJoin(openAlerts, eq(openAlerts.adAccountId, adAccounts.id))
    .leftJoin(assignees, eq(assignees.adAccountId, adAccounts.id))
    .where(eq(adAccounts.companyId, companyId))
    .orderBy(asc(adAccounts.name), asc(adAccounts.id))
    .limit(literalLimit(accountListLimit))
    .prepare('accounts_list');
});

/**
 * A page of the company's accounts by name (then id) after the cursor's account, `size` of them
 * and one more: each row's extras from correlated subqueries, so a page reads only its own
 * rows' alerts and assignees.
 */
const accountsPage = preparedFamily(
  ({ after, size }: { after: boolean; size: number }) => `accounts_page_${size}${after ? '_after' : ''}`,
  (db, { after, size }, name) => {
    const companyId = sql.placeholder('companyId');
    const keyset = after ? sql`(${adAccounts.name}, ${adAccounts.id}) > (${sql.placeholder('afterName')}, ${sql.placeholder('afterId')}::uuid)` : undefined;
    return db
      .select({
        ...rowColumns,
        ...extrasPerRow,
        // On the page's first row: window functions run before the limit, so the window has the page's order.
        connections: sql<
          unknown[] | null
        >`case when row_number() over (order by ${adAccounts.name}, ${adAccounts.id}) = 1 then ${connectionsJson(companyId)} end`,
      })
      .from(adAccounts)
      .where(and(eq(adAccounts.companyId, companyId), keyset))
      .orderBy(asc(adAccounts.name), asc(adAccounts.id))
      .limit(literalLimit(size + 1))
      .prepare(name);
  },
);

/**
 * GET /api/accounts: one statement (a company without accounts, or a page past the last, reads
 * its connections with a second). Without `limit` and `cursor` every account, up to
 * `accountListLimit`; with them a page by name (common/schemas/paging.ts).
 */
export async function listAccounts(
  db: Db,
  env: Pick<Env, 'facebook' | 'googleAds'>,
  companyId: string,
  page: ListPageQuery = {},
): Promise<AccountListResponse> {
  const { cursor, paged, limit } = textPageOf(page, listPageLimits.maxPageSize);
  const rows = paged
    ? await accountsPage({ after: cursor !== null, size: preparedPageSize(limit) })(db).execute({ companyId, afterName: cursor?.text, afterId: cursor?.id })
    : await accountsOfCompany(db).execute({ companyId });
  const carried = rows.find((row) => row.connections !== null)?.connections;
  const platforms = carried ? statesOf(carried, env) : await platformStates(db, env, companyId);
  const list = { accounts: (paged ? rows.slice(0, limit) : rows).map(toAdAccount), platforms: platforms.states, syncDue: platforms.syncDue };
  return paged ? { ...list, nextCursor: nextTextCursor(rows, limit, (row) => ({ text: row.name, id: row.id })) } : list;
}

export async function loadAccountRow(db: Db, companyId: string, id: string): Promise<AdAccountRow> {
  const [row] = await db
    .select()
    .from(adAccounts)
    .where(and(eq(adAccounts.id, id), eq(adAccounts.companyId, companyId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Notes on the account that `userId` did not create (a deleted creator's included): they go with the account. */
const foreignNotesOf = (adAccountId: AnyPgColumn | string, userId: Placeholder | string) =>
  and(eq(notes.adAccountId, adAccountId), or(isNull(notes.creatorId), ne(notes.creatorId, userId)));

export async function countForeignNotes(db: Db, adAccountId: string, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notes).where(foreignNotesOf(adAccountId, userId));
  return row?.n ?? 0;
}

const recentAlert = alias(adAccountAlerts, 'recent_alert');

/** The account's last 50 alerts, open or resolved, newest first (then by type, as the open ones). */
const recentAlerts = jsonArrayOf<AccountAlert>(sql`
  select json_agg(json_build_object('id', ${recentAlert.id}, 'type', ${recentAlert.type}, 'createdAt', ${isoTimeSql(recentAlert.createdAt)},
      'resolvedAt', ${isoTimeSql(recentAlert.resolvedAt)}, 'details', ${recentAlert.details}) order by ${recentAlert.createdAt} desc, ${recentAlert.type})
  from (select ${adAccountAlerts.id}, ${adAccountAlerts.type}, ${adAccountAlerts.createdAt}, ${adAccountAlerts.resolvedAt}, ${adAccountAlerts.details}
    from ${adAccountAlerts} where ${adAccountAlerts.adAccountId} = ${adAccounts.id} order by ${adAccountAlerts.createdAt} desc, ${adAccountAlerts.type} limit 50) ${recentAlert}`);

/** One account by its platform id, with its recent alerts and (when asked) the notes the user did not create. */
const accountDetail = preparedQuery((db) =>
  db
    .select({
      ...rowColumns,
      ...extrasPerRow,
      alerts: recentAlerts,
      foreignNotes: sql<number>`case when ${sql.placeholder('countForeignNotes')} then ${subqueryOf(
        sql`select count(*)::int from ${notes} where ${foreignNotesOf(adAccounts.id, sql.placeholder('userId'))}`,
      )} else 0 end`,
    })
    .from(adAccounts)
    .where(
      and(
        eq(adAccounts.companyId, sql.placeholder('companyId')),
        eq(adAccounts.platform, sql.placeholder('platform')),
        eq(adAccounts.accountId, sql.placeholder('accountId')),
      ),
    )
    .prepare('accounts_detail'),
);

export async function getAccountDetail(
  db: Db,
  who: { userId: string; companyId: string; role: MemberRole },
  platform: AdPlatform,
  accountId: string,
): Promise<AccountDetailResponse> {
  const [row] = await accountDetail(db).execute({
    companyId: who.companyId,
    platform,
    accountId,
    userId: who.userId,
    countForeignNotes: who.role !== 'admin',
  });
  if (!row) throw new AppError('NOT_FOUND');
  const { alerts, foreignNotes, ...account } = row;
  // A hint for the screen; DELETE decides again under a lock (change-accounts.ts).
  return { account: toAdAccount(account), alerts, canDelete: mayDeleteAccount(who.role, foreignNotes) };
}
