/**
 * An agency's clients (issue 19): the client itself, the marketeers who look after it (account
 * managers), the people at the client (contacts, some with a portal login), what happened with it
 * (activity), and the agency's logo for the portal and its mails. Company-scoped like every tenant
 * table; a client user reaches only the clients their contacts are linked to (features/clients/scope.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientCountries, clientStatuses } from '../../../common/client-constants.js';
import { invitations } from './auth.js';
import { companies, users } from './core.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A short code for badges ("BAKK"), unique in the company when set. */
    code: text('code'),
    /** A key of the avatar palette (common/rules/avatar.ts). */
    color: text('color'),
    website: text('website'),
    kvkNumber: text('kvk_number'),
    vatNumber: text('vat_number'),
    addressLine: text('address_line'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country', { enum: clientCountries }).notNull().default('NL'),
    notes: text('notes'),
    status: text('status', { enum: clientStatuses }).notNull().default('active'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest activity (the list's "laatste activiteit" and its order). */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('clients_company_code_unique')
      .on(t.companyId, t.code)
      .where(sql`${t.code} is not null`),
    /** The list's order: by name, any case (keyset pages per status). */
    index('clients_company_status_name_idx').on(t.companyId, t.status, sql`lower(${t.name})`, t.id),
    index('clients_search_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('clients_status_check', sql`${t.status} in (${inList(clientStatuses)})`),
    check('clients_country_check', sql`${t.country} in (${inList(clientCountries)})`),
  ],
);

export type ClientRow = typeof clients.$inferSelect;

/** The marketeers who look after a client (account managers). */
export const clientManagers = pgTable(
  'client_managers',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId] }), index('client_managers_user_idx').on(t.userId)],
);

/**
 * A person at the client. `user_id` is set once they have a portal login (an accepted invitation):
 * the one link the client scope reads. One person (user) can be a contact of several clients of
 * the same agency.
 */
export const clientContacts = pgTable(
  'client_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Trimmed and lower-cased, like users.email. */
    email: text('email'),
    /** E.164. */
    phone: text('phone'),
    /** Their job ("Marketingmanager"). */
    jobTitle: text('job_title'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_contacts_client_idx').on(t.clientId, t.name),
    uniqueIndex('client_contacts_client_email_unique')
      .on(t.clientId, t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex('client_contacts_client_user_unique')
      .on(t.clientId, t.userId)
      .where(sql`${t.userId} is not null`),
    /** The client scope: a user's clients in a company. */
    index('client_contacts_user_idx').on(t.userId, t.companyId),
    /** Global search (issue 34): contacts by part of their name or address, or a name typed slightly wrong. */
    index('client_contacts_search_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('client_contacts_email_normalised_check', sql`${t.email} is null or ${t.email} = lower(btrim(${t.email}))`),
  ],
);

export type ClientContactRow = typeof clientContacts.$inferSelect;

/**
 * What happened with a client, newest first: the detail page's timeline, and — the rows marked
 * `visible_to_client` — the portal's recent activity. `kind` names the event; `data` holds what its
 * text needs (names, titles), written when it happened.
 */
export const clientActivities = pgTable(
  'client_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    visibleToClient: boolean('visible_to_client').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_activities_client_idx').on(t.clientId, t.createdAt.desc(), t.id.desc()),
    index('client_activities_client_visible_idx')
      .on(t.clientId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.visibleToClient}`),
  ],
);

/**
 * The contacts an open invitation (role client) gives the portal: accepting it links each to the new
 * account. An invitation that replaces an open one for the same address keeps the earlier contacts.
 */
export const clientContactInvitations = pgTable(
  'client_contact_invitations',
  {
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => clientContacts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.invitationId, t.contactId] }), index('client_contact_invitations_contact_idx').on(t.contactId)],
);

/** The agency's logo: re-encoded on the server (PNG), shown in the portal and in mails to clients. */
export const companyLogos = pgTable('company_logos', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  png: bytea('png').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
