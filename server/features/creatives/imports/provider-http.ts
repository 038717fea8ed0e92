/**
 * The HTTP both import providers (Canva Connect, Google Drive) share: a JSON request with a time
 * limit that never follows redirects (a token must not travel elsewhere), the OAuth token
 * endpoint (client credentials in a Basic header, as Canva recommends and Google accepts), PKCE
 * S256, and one error type whose `kind` the services turn into a message. Messages never hold a
 * token, a secret or a query string: they may be logged.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { requestJsonAnswer, type JsonAnswer, type JsonTransport } from '../../../lib/json-request.js';

/**
 * token: the access token was refused (refresh and try once more); grant: a code or refresh token
 * was refused (connect again); not_found, forbidden, rate_limited: the provider said so; network:
 * no answer; bad_response: an answer we cannot read; upstream: any other error answer.
 */
export type ProviderErrorKind = 'token' | 'grant' | 'not_found' | 'forbidden' | 'rate_limited' | 'network' | 'bad_response' | 'upstream';

export class ProviderError extends Error {
  override name = 'ProviderError';

  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly details: { status?: number; reason?: string } = {},
  ) {
    super(message);
  }
}

export type ProviderTransport = JsonTransport;

export const defaultTransport = (): ProviderTransport => ({ fetch: globalThis.fetch, timeoutMs: 15_000 });

export type { JsonAnswer };

export function requestJson(transport: ProviderTransport, url: URL, init: RequestInit = {}): Promise<JsonAnswer> {
  return requestJsonAnswer(transport, url, init, `${init.method ?? 'GET'} ${url.pathname}`, (message) => new ProviderError('network', message));
}

/** The kind of an error answer by its status (401 is the access token; the caller reads reasons). */
export function kindOfStatus(status: number): ProviderErrorKind {
  if (status === 401) return 'token';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  return 'upstream';
}

/** A successful answer's body, checked against the schema. */
export function parseAnswer<T extends z.ZodType>(schema: T, answer: JsonAnswer): z.output<T> {
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw new ProviderError('bad_response', `${answer.label}: unexpected answer`, { status: answer.status });
  return parsed.data;
}

// ---------------------------------------------------------------- OAuth 2.0 with PKCE

/** A PKCE code verifier: 64 characters of [A-Za-z0-9_-] (RFC 7636 allows 43–128). */
export const newCodeVerifier = () => randomBytes(48).toString('base64url');
export const codeChallengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
export const newOAuthState = () => randomBytes(32).toString('base64url');

export interface OAuthClientSettings {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
}

export interface TokenSet {
  accessToken: string;
  /** Null when the provider sent none (Google does not repeat it on a refresh). */
  refreshToken: string | null;
  expiresAt: Date;
}

const tokenBody = z.object({
  access_token: z.string().min(1).max(8192),
  refresh_token: z.string().min(1).max(8192).optional(),
  expires_in: z.number().positive().default(3600),
});
const tokenErrorBody = z.object({ error: z.string() });

/** One request to the token endpoint: a code (with its verifier) or a refresh token for tokens. */
export async function requestTokens(transport: ProviderTransport, client: OAuthClientSettings, params: Record<string, string>): Promise<TokenSet> {
  // As Canva documents it (and arctic sends it): base64 of id:secret, the parts as they are.
  const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
  const answer = await requestJson(transport, new URL(client.tokenUrl), {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(params).toString(),
  });
  if (!answer.ok) {
    const error = tokenErrorBody.safeParse(answer.body);
    const reason = error.success ? error.data.error : undefined;
    // RFC 6749: a refused code or refresh token is 400 invalid_grant; some providers answer 401.
    const refused = reason === 'invalid_grant' || (answer.status === 400 && reason === 'invalid_request') || answer.status === 401;
    throw new ProviderError(refused ? 'grant' : 'upstream', `${answer.label} answered ${answer.status}${reason ? ` (${reason})` : ''}`, {
      status: answer.status,
      ...(reason ? { reason } : {}),
    });
  }
  const body = parseAnswer(tokenBody, answer);
  return { accessToken: body.access_token, refreshToken: body.refresh_token ?? null, expiresAt: new Date(Date.now() + body.expires_in * 1000) };
}
