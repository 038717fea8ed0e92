/**
 * Calls a provider with this person's access token: refreshed first when it is (nearly) expired,
 * and once more when the provider refuses it anyway. A refused refresh token ends the connection
 * (the person connects again), unless another request refreshed in between — Canva's refresh
 * tokens are single use, so two imports at once race for one. Provider failures become the
 * CREATIVE_IMPORT_* errors here, in one place.
 */
import type { FastifyBaseLogger } from 'fastify';
import { creativeImportSourceNames, type CreativeImportSource } from '../../../../common/schemas/creative-imports.js';
import { AppError } from '../../../lib/errors.js';
import { dropConnection, readConnection, storeRefreshed, type Connection, type ConnectionStore } from './connections.js';
import { ProviderError, type TokenSet } from './provider-http.js';

/** An access token this close to its end is refreshed before use. */
const refreshMarginMs = 60_000;

export interface TokenRefresher {
  refresh(refreshToken: string): Promise<TokenSet>;
}

export const sourceParams = (source: CreativeImportSource) => ({ params: { source: creativeImportSourceNames[source] } });
export const notConnected = (source: CreativeImportSource) => new AppError('CREATIVE_IMPORT_NOT_CONNECTED', sourceParams(source));

async function refreshed(
  store: ConnectionStore,
  userId: string,
  source: CreativeImportSource,
  refresher: TokenRefresher,
  current: Connection,
): Promise<Connection> {
  if (current.refreshToken === null) {
    await dropConnection(store.db, userId, source, current.tokenVersion);
    throw notConnected(source);
  }
  let tokens: TokenSet;
  try {
    tokens = await refresher.refresh(current.refreshToken);
  } catch (err) {
    if (!(err instanceof ProviderError && err.kind === 'grant')) throw err;
    const now = await readConnection(store, userId, source);
    if (now && now.tokenVersion !== current.tokenVersion) return now;
    await dropConnection(store.db, userId, source, current.tokenVersion);
    throw notConnected(source);
  }
  // When another request stored first, these tokens still work: use them, keep what is stored.
  await storeRefreshed(store, userId, source, current.tokenVersion, tokens);
  return {
    ...current,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? current.refreshToken,
    expiresAt: tokens.expiresAt,
    tokenVersion: current.tokenVersion + 1,
  };
}

/** Runs `call` with the person's access token (see the module comment); NOT_CONNECTED without a usable one. */
export async function withAccessToken<T>(
  store: ConnectionStore,
  input: { userId: string; source: CreativeImportSource; refresher: TokenRefresher },
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  const { userId, source, refresher } = input;
  let connection = await readConnection(store, userId, source);
  if (!connection) throw notConnected(source);
  const now = store.now ? store.now() : new Date();
  if (connection.expiresAt.getTime() - refreshMarginMs <= now.getTime()) connection = await refreshed(store, userId, source, refresher, connection);
  try {
    return await call(connection.accessToken);
  } catch (err) {
    if (!(err instanceof ProviderError && err.kind === 'token')) throw err;
  }
  connection = await refreshed(store, userId, source, refresher, connection);
  try {
    return await call(connection.accessToken);
  } catch (err) {
    if (err instanceof ProviderError && err.kind === 'token') {
      await dropConnection(store.db, userId, source, connection.tokenVersion);
      throw notConnected(source);
    }
    throw err;
  }
}

/** A provider's failure as the person reads it (logged when it is not theirs to fix). */
export function importFailure(err: unknown, source: CreativeImportSource, log: Pick<FastifyBaseLogger, 'warn'>): Error {
  if (err instanceof AppError) return err;
  if (err instanceof ProviderError) {
    if (err.kind === 'not_found') return new AppError('NOT_FOUND');
    log.warn({ err, source }, 'a creative import failed at the provider');
    return new AppError('CREATIVE_IMPORT_FAILED', sourceParams(source));
  }
  return err instanceof Error ? err : new Error(String(err));
}
