/**
 * Creative imports (issue 36): a person's own connection to Canva or Google Drive, and the OAuth
 * flows they started. Both belong to the user, not to a company (it is their account at the
 * provider; what they import lands in the company they work in). Tokens are sealed with the
 * app's secret box (server/lib/secret-box.ts) and never leave the server; a flow keeps its PKCE
 * verifier sealed and its state as SHA-256 only, bound to the session that started it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { creativeImportSources } from '../../../common/schemas/creative-imports.js';
import { sessions, users } from './core.js';

const sourceCheck = (column: unknown) => sql`${column} in (${sql.raw(creativeImportSources.map((s) => `'${s}'`).join(', '))})`;

/** One per user and source: the sealed tokens of their account there. */
export const creativeImportConnections = pgTable(
  'creative_import_connections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: creativeImportSources }).notNull(),
    sealedAccessToken: text('sealed_access_token').notNull(),
    /** Null when the provider gave none: the person connects again once the access token expires. */
    sealedRefreshToken: text('sealed_refresh_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    /** Raised with every token change: a refresh stores its tokens only over the ones it started from. */
    tokenVersion: integer('token_version').notNull().default(1),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'creative_import_connections_pkey', columns: [t.userId, t.source] }),
    check('creative_import_connections_source_check', sourceCheck(t.source)),
  ],
);

/** A started OAuth flow: single use, short-lived, valid only in the session that started it. */
export const creativeImportFlows = pgTable(
  'creative_import_flows',
  {
    /** SHA-256 (hex) of the `state` sent to the provider. */
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    source: text('source', { enum: creativeImportSources }).notNull(),
    /** The PKCE code verifier, sealed. */
    sealedVerifier: text('sealed_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('creative_import_flows_user_idx').on(t.userId), check('creative_import_flows_source_check', sourceCheck(t.source))],
);

export type CreativeImportConnectionRow = typeof creativeImportConnections.$inferSelect;
