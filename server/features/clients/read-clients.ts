/**
 * Reading clients (issue 19): the /clients list (search, status, account manager, keyset pages by
 * name, with counts), a client's detail (details, contacts with their portal status, linked ad
 * accounts) and its activity timeline. Marketeers and admins of the active company only.
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ClientOptionsResponse,
  ClientListFilters,
  ClientListResponse,
  Client,
  ClientContact,
  ClientActivityResponse,
  ClientDetailResponse,
} from '../../../common/schemas/clients.js';
import type { Person } from '../../../common/schemas/ad-accounts.js';
import { clientLimits } from '../../../common/client-constants.js';
import type { Db } from '../../db/database.js';
import {
  adAccounts,
  clientActivities,
  clientContactInvitations,
  clientContacts,
  clientManagers,
  clients,
  companyUsers,
  invitations,
  sessions,
  users,
} from '../../db/schema/index.js';
import { literalLimit } from '../../db/prepared.js';
import { AppError } from '../../lib/errors.js';
import { decodeCursor, encodeCursor, nextTextCursor, textPageOf } from '../../lib/list-cursor.js';
import { personColumns, personJson } from '../../lib/people.js';
import { cursorTimeSql, isoTimeSql } from '../../lib/sql-time.js';
import type { ClientRegistry } from './registry.js';
import { containsPattern } from '../../lib/sql-like.js';

type ClientRow = typeof clients.$inferSelect;

/** clients.id, qualified: drizzle leaves the columns of a one-table select unqualified, which inside a subquery would mean the subquery's table. */
const clientIdRef = sql`${sql.identifier('clients')}.${sql.identifier('id')}`;

/** The client's account managers as a json array, by name: members of its company only (see loadManagers). */
const managersJson = sql<Person[]>`coalesce((
  select json_agg(json_build_object('id', mu.id, 'name', mu.name, 'email', mu.email, 'avatarUrl', mu.avatar_url, 'avatarColor', mu.avatar_color) order by mu.name, mu.id)
  from ${clientManagers} cm join ${users} mu on mu.id = cm.user_id
  join ${companyUsers} cu on cu.user_id = cm.user_id and cu.company_id = ${sql.identifier('clients')}.${sql.identifier('company_id')}
  where cm.client_id = ${clientIdRef}), '[]'::json)`;

/** The company's active clients by name (the pickers of accounts and notes). */
export async function listClientOptions(db: Db, companyId: string): Promise<ClientOptionsResponse> {
  const rows = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), eq(clients.status, 'active')))
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id));
  return { clients: rows };
}

export async function listClients(db: Db, registry: ClientRegistry, companyId: string, query: ClientListFilters): Promise<ClientListResponse> {
  const { cursor, limit } = textPageOf({ limit: query.limit, cursor: query.cursor }, clientLimits.pageSize);
  const conditions: SQL[] = [eq(clients.companyId, companyId)];
  const status = query.status ?? 'active';
  if (status !== 'all') conditions.push(eq(clients.status, status));
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(ilike(clients.name, pattern), ilike(clients.code, pattern))!);
  }
  if (query.manager) {
    conditions.push(
      sql`exists (select 1 from ${clientManagers} where ${clientManagers.clientId} = ${clients.id} and ${clientManagers.userId} = ${query.manager})`,
    );
  }
  if (cursor) conditions.push(sql`(lower(${clients.name}), ${clients.id}) > (${cursor.text}, ${cursor.id}::uuid)`);
  const rows = await db
    .select({
      id: clients.id,
      name: clients.name,
      code: clients.code,
      color: clients.color,
      status: clients.status,
      lastActivityAt: isoTimeSql(clients.lastActivityAt),
      managers: managersJson,
      accountCount: sql<number>`(select count(*) from ${adAccounts} a where a.client_id = ${clientIdRef})::int`,
      contactCount: sql<number>`(select count(*) from ${clientContacts} cc where cc.client_id = ${clientIdRef})::int`,
      openItemCount: registry.openItemsSql(clientIdRef),
      /** The order's key, as PostgreSQL lower-cases it (the cursor carries it). */
      sortName: sql<string>`lower(${clients.name})`,
    })
    .from(clients)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id))
    .limit(literalLimit(limit + 1));
  return {
    clients: rows.slice(0, limit).map(({ sortName: _sortName, ...row }) => row),
    nextCursor: nextTextCursor(rows, limit, (row) => ({ text: row.sortName, id: row.id })),
  };
}

/** The client of the active company with this id, or NOT_FOUND. */
export async function loadClientRow(db: Db, companyId: string, id: string): Promise<ClientRow> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.companyId, companyId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * A client's account managers, by name (the detail, the portal's "Je accountmanagers", whom a client
 * may book). Only members of the client's company: a link left by someone removed before removing
 * ended such links (issue 33) never shows them or lets a client book them.
 */
export function loadManagers(db: Db, clientId: string): Promise<Person[]> {
  return db
    .select(personColumns)
    .from(clientManagers)
    .innerJoin(users, eq(users.id, clientManagers.userId))
    .innerJoin(clients, eq(clients.id, clientManagers.clientId))
    .innerJoin(companyUsers, and(eq(companyUsers.userId, clientManagers.userId), eq(companyUsers.companyId, clients.companyId)))
    .where(eq(clientManagers.clientId, clientId))
    .orderBy(asc(users.name), asc(users.id));
}

export async function loadClient(db: Db, companyId: string, id: string): Promise<Client> {
  const row = await loadClientRow(db, companyId, id);
  return toClient(row, await loadManagers(db, id));
}

export function toClient(row: ClientRow, managers: Person[]): Client {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    color: row.color,
    website: row.website,
    kvkNumber: row.kvkNumber,
    vatNumber: row.vatNumber,
    addressLine: row.addressLine,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    notes: row.notes,
    status: row.status,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    managers,
  };
}

/** A column of client_contacts, qualified (see clientIdRef). */
const contactRef = (column: string) => sql`${sql.identifier('client_contacts')}.${sql.identifier(column)}`;

/**
 * A client's contacts with their portal status: active (an account), invited (an open invitation),
 * or none. `contactId`: only that one.
 */
export async function loadContacts(db: Db, clientId: string, options: { contactId?: string; now?: Date } = {}): Promise<ClientContact[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .select({
      id: clientContacts.id,
      name: clientContacts.name,
      email: clientContacts.email,
      phone: clientContacts.phone,
      jobTitle: clientContacts.jobTitle,
      userId: clientContacts.userId,
      lastSignInAt: sql<string | null>`(select ${isoTimeSql(sql`max(s.last_seen_at)`)} from ${sessions} s where s.user_id = ${contactRef('user_id')})`,
      invitedAt: sql<string | null>`(select ${isoTimeSql(sql`max(i.created_at)`)}
        from ${clientContactInvitations} ci join ${invitations} i on i.id = ci.invitation_id
        where ci.contact_id = ${contactRef('id')} and i.accepted_at is null and i.expires_at > ${now.toISOString()}::timestamptz)`,
    })
    .from(clientContacts)
    .where(and(eq(clientContacts.clientId, clientId), options.contactId ? eq(clientContacts.id, options.contactId) : undefined))
    .orderBy(asc(clientContacts.name), asc(clientContacts.id));
  return rows.map(({ userId, lastSignInAt, invitedAt, ...contact }) => ({
    ...contact,
    portal: userId
      ? { status: 'active' as const, invitedAt: null, lastSignInAt }
      : invitedAt
        ? { status: 'invited' as const, invitedAt, lastSignInAt: null }
        : { status: 'none' as const, invitedAt: null, lastSignInAt: null },
  }));
}

export async function getClientDetail(db: Db, companyId: string, id: string): Promise<ClientDetailResponse> {
  const client = await loadClient(db, companyId, id);
  const contacts = await loadContacts(db, id);
  const accounts = await db
    .select({ id: adAccounts.id, accountId: adAccounts.accountId, platform: adAccounts.platform, name: adAccounts.name, status: adAccounts.status })
    .from(adAccounts)
    .where(and(eq(adAccounts.clientId, id), eq(adAccounts.companyId, companyId)))
    .orderBy(asc(adAccounts.name), asc(adAccounts.id));
  return { client, contacts, accounts };
}

const activityPage = 30;
const actor = alias(users, 'activity_actor');

/** The timeline, newest first, 30 a page or `limit` (keyset on time and id). */
export async function listClientActivity(
  db: Db,
  companyId: string,
  clientId: string,
  options: { cursor?: string | undefined; visibleToClientOnly?: boolean; limit?: number } = {},
): Promise<ClientActivityResponse> {
  const pageSize = options.limit ?? activityPage;
  const cursor = options.cursor === undefined ? null : decodeCursor(options.cursor);
  if (options.cursor !== undefined && !cursor) throw new AppError('VALIDATION_FAILED', { fields: { cursor: 'VALIDATION_FAILED' } });
  const conditions: SQL[] = [eq(clientActivities.clientId, clientId), eq(clientActivities.companyId, companyId)];
  if (options.visibleToClientOnly) conditions.push(eq(clientActivities.visibleToClient, true));
  if (cursor) conditions.push(sql`(${clientActivities.createdAt}, ${clientActivities.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  const rows = await db
    .select({
      id: clientActivities.id,
      kind: clientActivities.kind,
      actor: personJson(actor),
      data: clientActivities.data,
      visibleToClient: clientActivities.visibleToClient,
      createdAt: isoTimeSql(clientActivities.createdAt),
      cursorAt: cursorTimeSql(clientActivities.createdAt),
    })
    .from(clientActivities)
    .leftJoin(actor, eq(actor.id, clientActivities.actorId))
    .where(and(...conditions))
    .orderBy(desc(clientActivities.createdAt), desc(clientActivities.id))
    .limit(literalLimit(pageSize + 1));
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    activities: page.map(({ cursorAt: _cursorAt, ...activity }) => activity),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null,
  };
}
