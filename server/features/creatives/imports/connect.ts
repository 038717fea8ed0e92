/**
 * Connecting a person's Canva or Google Drive account: the start (a flow for this user and
 * session with a PKCE verifier that stays on the server, and the provider's authorization URL),
 * the finish (the flow taken once — it must be this user's, this session's, unexpired — and the
 * code exchanged on the server with the verifier and the client secret; the tokens sealed), the
 * status list and forgetting a connection.
 */
import type { CreativeImportSource, CreativeImportSourceStatus } from '../../../../common/schemas/creative-imports.js';
import { creativeImportSources } from '../../../../common/schemas/creative-imports.js';
import { AppError } from '../../../lib/errors.js';
import { sourceParams } from './access.js';
import { connectedSources, dropConnection, saveConnection, saveFlow, takeFlow } from './connections.js';
import { canvaRedirectUri, driveRedirectUri, requireCanva, requireDrive, type ImportActor, type ImportsDeps } from './kit.js';
import { codeChallengeOf, newCodeVerifier, newOAuthState, ProviderError, type TokenSet } from './provider-http.js';

const whoOf = (who: ImportActor) => ({ userId: who.actor.userId, sessionId: who.actor.sessionId });

/** Which sources this server has, and which this person connected. */
export async function importStatus(deps: ImportsDeps, who: ImportActor): Promise<CreativeImportSourceStatus[]> {
  const connected = await connectedSources(deps.db, who.actor.userId);
  return creativeImportSources.map((source) => {
    const configured = source === 'canva' ? deps.canva !== null : deps.drive !== null;
    const at = configured ? connected.get(source) : undefined;
    return { source, configured, connected: at !== undefined, connectedAt: at ? at.toISOString() : null };
  });
}

/** Starts a flow and answers where to send the browser. */
export async function startConnection(deps: ImportsDeps, who: ImportActor, source: CreativeImportSource): Promise<string> {
  const client = source === 'canva' ? requireCanva(deps).client : requireDrive(deps).client;
  const state = newOAuthState();
  const verifier = newCodeVerifier();
  await saveFlow(deps, whoOf(who), { source, state, verifier });
  const redirectUri = source === 'canva' ? canvaRedirectUri(deps.appOrigin) : driveRedirectUri(deps.appOrigin);
  return client.authorizationUrl({ state, codeChallenge: codeChallengeOf(verifier), redirectUri });
}

/**
 * Finishes a flow with what the provider sent back: `error` (the person said no) answers
 * CREATIVE_IMPORT_CANCELLED, a state that is not this session's open flow or a code the provider
 * refuses (a wrong verifier) CREATIVE_IMPORT_CONNECT_FAILED; the flow is used up either way.
 */
export async function finishConnection(
  deps: ImportsDeps,
  who: ImportActor,
  source: CreativeImportSource,
  input: { state: string; code?: string | undefined; error?: string | undefined },
): Promise<void> {
  const client = source === 'canva' ? requireCanva(deps).client : requireDrive(deps).client;
  const verifier = await takeFlow(deps, whoOf(who), source, input.state);
  if (verifier === null) throw new AppError('CREATIVE_IMPORT_CONNECT_FAILED', sourceParams(source));
  if (input.error !== undefined || !input.code) throw new AppError('CREATIVE_IMPORT_CANCELLED', sourceParams(source));
  const redirectUri = source === 'canva' ? canvaRedirectUri(deps.appOrigin) : driveRedirectUri(deps.appOrigin);
  let tokens: TokenSet;
  try {
    tokens = await client.exchangeCode({ code: input.code, codeVerifier: verifier, redirectUri });
  } catch (err) {
    if (err instanceof ProviderError && err.kind === 'grant') throw new AppError('CREATIVE_IMPORT_CONNECT_FAILED', sourceParams(source));
    deps.log.warn({ err, source }, 'exchanging an import connection code failed');
    throw new AppError('CREATIVE_IMPORT_FAILED', sourceParams(source));
  }
  await saveConnection(deps, who.actor.userId, source, tokens);
}

/** Forgets this person's connection (the provider's grant stays until they remove it there). */
export async function disconnect(deps: ImportsDeps, who: ImportActor, source: CreativeImportSource): Promise<void> {
  await dropConnection(deps.db, who.actor.userId, source);
}
