/**
 * The OAuth 2.0 part the import fakes share (fake-canva.ts, fake-google-drive.ts): an
 * authorization page that checks the request and redirects back at once with a one-time code
 * (nobody types a password), a token endpoint that checks the client (Basic header or body), the
 * code, its redirect_uri and the PKCE verifier (S256), and refreshes; and the bearer check of
 * the API calls. Each grant is its own account at the provider (`grant`), so two users of the app
 * who connect get different tokens.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomToken, readBody, send } from './fake-http.js';

export interface FakeOAuthOptions {
  clientId: string;
  clientSecret: string;
  /** When given, only this redirect_uri is accepted. */
  redirectUri?: string | undefined;
  /** Scopes the authorization request must ask for. */
  requiredScopes: readonly string[];
  /** Other parameters the authorization request must carry (Google's access_type=offline). */
  requiredParams?: Record<string, string>;
  /** Canva writes the method `s256`, Google `S256`: the fake takes what the provider takes. */
  methodMatches: (method: string) => boolean;
  /** Canva rotates the refresh token on every refresh; Google keeps it (and sends none). */
  rotateRefreshTokens: boolean;
  accessTokenSeconds: number;
}

/** deny: the next authorization comes back with error=access_denied; token: the next token request is refused. */
export type FakeOAuthFailure = 'deny' | 'token';

export interface FakeOAuth {
  authorize(url: URL, res: ServerResponse): void;
  token(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The grant (account) of the request's bearer token, or null (none, unknown, expired). */
  grantOf(req: IncomingMessage): string | null;
  /** Every access token stops working (refresh tokens still do). */
  expireAccessTokens(): void;
  failNext(kind: FakeOAuthFailure): void;
  /** What the token endpoint was asked, in order (grant types). */
  readonly tokenRequests: string[];
  reset(): void;
}

interface IssuedCode {
  redirectUri: string;
  challenge: string;
  expiresAt: number;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function clientOf(req: IncomingMessage, form: URLSearchParams): { id: string; secret: string } | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon < 0 ? null : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  return id && secret ? { id, secret } : null;
}

export function createFakeOAuth(options: FakeOAuthOptions): FakeOAuth {
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { grant: string; expiresAt: number }>();
  const refreshTokens = new Map<string, string>();
  const armed = new Set<FakeOAuthFailure>();
  const tokenRequests: string[] = [];

  function issueTokens(grant: string, withRefresh: boolean) {
    const accessToken = `at-${randomToken()}`;
    accessTokens.set(accessToken, { grant, expiresAt: Date.now() + options.accessTokenSeconds * 1000 });
    const body: Record<string, unknown> = { access_token: accessToken, token_type: 'Bearer', expires_in: options.accessTokenSeconds };
    if (withRefresh) {
      const refreshToken = `rt-${randomToken()}`;
      refreshTokens.set(refreshToken, grant);
      body.refresh_token = refreshToken;
    }
    return body;
  }

  return {
    tokenRequests,
    authorize(url, res) {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      const problems: string[] = [];
      if (q.get('client_id') !== options.clientId) problems.push('unknown client_id');
      let callback: URL | null = null;
      try {
        callback = new URL(redirectUri);
      } catch {
        callback = null;
      }
      if (!callback || (options.redirectUri !== undefined && redirectUri !== options.redirectUri)) problems.push('redirect_uri not allowed');
      if (q.get('response_type') !== 'code') problems.push('response_type must be code');
      if (!options.methodMatches(q.get('code_challenge_method') ?? '')) problems.push('code_challenge_method not accepted');
      if (!/^[A-Za-z0-9_-]{43}$/.test(q.get('code_challenge') ?? '')) problems.push('code_challenge missing or malformed');
      if (!q.get('state')) problems.push('state missing');
      const scopes = (q.get('scope') ?? '').split(' ');
      for (const scope of options.requiredScopes) if (!scopes.includes(scope)) problems.push(`scope ${scope} missing`);
      for (const [name, value] of Object.entries(options.requiredParams ?? {})) if (q.get(name) !== value) problems.push(`${name} must be ${value}`);
      // Like the real ones: a bad request shows an error page, never a redirect to an unchecked address.
      if (problems.length > 0 || !callback) return send(res, 400, `invalid_request: ${problems.join('; ')}`);
      callback.searchParams.set('state', q.get('state')!);
      if (armed.delete('deny')) {
        callback.searchParams.set('error', 'access_denied');
      } else {
        const code = `code-${randomToken()}`;
        codes.set(code, { redirectUri, challenge: q.get('code_challenge')!, expiresAt: Date.now() + 5 * 60_000 });
        callback.searchParams.set('code', code);
      }
      send(res, 302, undefined, { location: callback.toString() });
    },

    async token(req, res) {
      const form = new URLSearchParams(await readBody(req));
      const grantType = form.get('grant_type') ?? '';
      tokenRequests.push(grantType);
      const client = clientOf(req, form);
      if (!client || client.id !== options.clientId || client.secret !== options.clientSecret) return send(res, 401, { error: 'invalid_client' });
      const invalidGrant = (description: string) => send(res, 400, { error: 'invalid_grant', error_description: description });
      if (armed.delete('token')) return invalidGrant('refused (armed)');
      if (grantType === 'authorization_code') {
        const code = form.get('code') ?? '';
        const issued = codes.get(code);
        codes.delete(code); // single use, whatever happens next
        if (!issued || issued.expiresAt < Date.now()) return invalidGrant('unknown or expired code');
        if (form.get('redirect_uri') !== issued.redirectUri) return invalidGrant('redirect_uri mismatch');
        const verifier = form.get('code_verifier');
        if (!verifier || s256(verifier) !== issued.challenge) return invalidGrant('code_verifier does not match the code_challenge');
        return send(res, 200, issueTokens(`account-${randomToken(6)}`, true));
      }
      if (grantType === 'refresh_token') {
        const refreshToken = form.get('refresh_token') ?? '';
        const grant = refreshTokens.get(refreshToken);
        if (!grant) return invalidGrant('unknown refresh token');
        if (options.rotateRefreshTokens) refreshTokens.delete(refreshToken);
        return send(res, 200, issueTokens(grant, options.rotateRefreshTokens));
      }
      send(res, 400, { error: 'unsupported_grant_type' });
    },

    grantOf(req) {
      const header = req.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? accessTokens.get(header.slice(7)) : undefined;
      return token && token.expiresAt > Date.now() ? token.grant : null;
    },
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.expiresAt = 0;
    },
    failNext(kind) {
      armed.add(kind);
    },
    reset() {
      codes.clear();
      accessTokens.clear();
      refreshTokens.clear();
      armed.clear();
      tokenRequests.length = 0;
    },
  };
}
