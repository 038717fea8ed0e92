/**
 * A person's import connections and the OAuth flows that make them (tables in
 * server/db/schema/creative-imports.ts). A flow is started for one user in one session: its state
 * is stored as SHA-256 and its PKCE verifier sealed, it lives ten minutes and is used once (taken
 * by a delete that must match state, user, session and source). A connection holds the sealed
 * tokens; `tokenVersion` lets a refresh store its new tokens only over the ones it started from.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { CreativeImportSource } from '../../../../common/schemas/creative-imports.js';
import type { Db } from '../../../db/database.js';
import { creativeImportConnections, creativeImportFlows } from '../../../db/schema/index.js';
import type { SecretBox } from '../../../lib/secret-box.js';
import type { TokenSet } from './provider-http.js';

export const flowLifetimeMs = 10 * 60_000;

export interface ConnectionStore {
  db: Db;
  secrets: SecretBox;
  now?: () => Date;
}

export interface Who {
  userId: string;
  sessionId: string;
}

export interface Connection {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
  tokenVersion: number;
  connectedAt: Date;
}

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');
const nowOf = (store: ConnectionStore) => (store.now ? store.now() : new Date());

/** Records a started flow (and forgets this user's expired ones). */
export async function saveFlow(store: ConnectionStore, who: Who, input: { source: CreativeImportSource; state: string; verifier: string }): Promise<void> {
  const now = nowOf(store);
  await store.db.delete(creativeImportFlows).where(and(eq(creativeImportFlows.userId, who.userId), lt(creativeImportFlows.expiresAt, now)));
  await store.db.insert(creativeImportFlows).values({
    stateHash: hashOf(input.state),
    userId: who.userId,
    sessionId: who.sessionId,
    source: input.source,
    sealedVerifier: store.secrets.encrypt(input.verifier),
    expiresAt: new Date(now.getTime() + flowLifetimeMs),
  });
}

/** The verifier of this user's, this session's unexpired flow with `state`, used up; null for any other. */
export async function takeFlow(store: ConnectionStore, who: Who, source: CreativeImportSource, state: string): Promise<string | null> {
  const [flow] = await store.db
    .delete(creativeImportFlows)
    .where(
      and(
        eq(creativeImportFlows.stateHash, hashOf(state)),
        eq(creativeImportFlows.userId, who.userId),
        eq(creativeImportFlows.sessionId, who.sessionId),
        eq(creativeImportFlows.source, source),
      ),
    )
    .returning();
  if (!flow || flow.expiresAt.getTime() <= nowOf(store).getTime()) return null;
  try {
    return store.secrets.decrypt(flow.sealedVerifier);
  } catch {
    return null;
  }
}

/** Stores the tokens of a new connection (a second connect replaces the first). */
export async function saveConnection(store: ConnectionStore, userId: string, source: CreativeImportSource, tokens: TokenSet): Promise<void> {
  const values = {
    sealedAccessToken: store.secrets.encrypt(tokens.accessToken),
    sealedRefreshToken: tokens.refreshToken === null ? null : store.secrets.encrypt(tokens.refreshToken),
    accessTokenExpiresAt: tokens.expiresAt,
    connectedAt: nowOf(store),
  };
  await store.db
    .insert(creativeImportConnections)
    .values({ userId, source, ...values })
    .onConflictDoUpdate({
      target: [creativeImportConnections.userId, creativeImportConnections.source],
      set: { ...values, tokenVersion: sql`${creativeImportConnections.tokenVersion} + 1` },
    });
}

/** This user's connection to `source` with its tokens opened, or null (none, or sealed with another key). */
export async function readConnection(store: ConnectionStore, userId: string, source: CreativeImportSource): Promise<Connection | null> {
  const [row] = await store.db
    .select()
    .from(creativeImportConnections)
    .where(and(eq(creativeImportConnections.userId, userId), eq(creativeImportConnections.source, source)));
  if (!row) return null;
  try {
    return {
      accessToken: store.secrets.decrypt(row.sealedAccessToken),
      refreshToken: row.sealedRefreshToken === null ? null : store.secrets.decrypt(row.sealedRefreshToken),
      expiresAt: row.accessTokenExpiresAt,
      tokenVersion: row.tokenVersion,
      connectedAt: row.connectedAt,
    };
  } catch {
    return null;
  }
}

/** When this user connected each source (the status list). */
export async function connectedSources(db: Db, userId: string): Promise<Map<CreativeImportSource, Date>> {
  const rows = await db
    .select({ source: creativeImportConnections.source, connectedAt: creativeImportConnections.connectedAt })
    .from(creativeImportConnections)
    .where(eq(creativeImportConnections.userId, userId));
  return new Map(rows.map((row) => [row.source, row.connectedAt]));
}

/**
 * Stores refreshed tokens when the connection still holds the version they were made from;
 * answers false when another request refreshed (or the person connected again) in between.
 * A provider that sends no new refresh token keeps the old one.
 */
export async function storeRefreshed(
  store: ConnectionStore,
  userId: string,
  source: CreativeImportSource,
  fromVersion: number,
  tokens: TokenSet,
): Promise<boolean> {
  const updated = await store.db
    .update(creativeImportConnections)
    .set({
      sealedAccessToken: store.secrets.encrypt(tokens.accessToken),
      ...(tokens.refreshToken === null ? {} : { sealedRefreshToken: store.secrets.encrypt(tokens.refreshToken) }),
      accessTokenExpiresAt: tokens.expiresAt,
      tokenVersion: fromVersion + 1,
    })
    .where(
      and(eq(creativeImportConnections.userId, userId), eq(creativeImportConnections.source, source), eq(creativeImportConnections.tokenVersion, fromVersion)),
    )
    .returning({ version: creativeImportConnections.tokenVersion });
  return updated.length === 1;
}

/** Forgets the connection; with `onlyVersion`, only when it still holds those tokens. */
export async function dropConnection(db: Db, userId: string, source: CreativeImportSource, onlyVersion?: number): Promise<void> {
  await db
    .delete(creativeImportConnections)
    .where(
      and(
        eq(creativeImportConnections.userId, userId),
        eq(creativeImportConnections.source, source),
        onlyVersion === undefined ? undefined : eq(creativeImportConnections.tokenVersion, onlyVersion),
      ),
    );
}
