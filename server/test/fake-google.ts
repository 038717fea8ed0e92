/**
 * A small local stand-in for Google's OAuth 2.0 + OpenID Connect endpoints, so tests run the real
 * sign-in code (arctic, PKCE, userinfo) over HTTP. /authorize checks the request and redirects back
 * at once with a one-time code (nobody types a password); /token checks the client, the code and
 * the PKCE verifier; /userinfo answers the identity for the access token.
 *
 * Tests steer it in-process (setNextIdentity, failNext) or, from another process such as a browser
 * test, over HTTP: POST /__control/next-identity {sub,email,email_verified,name,picture?},
 * POST /__control/fail {kind}, POST /__control/reset.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomToken, readBody, send, startFakeServer } from './fake-http.js';

export interface FakeGoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture?: string;
}

/** deny: /authorize answers error=access_denied; token: /token refuses the code (400 invalid_grant); *-5xx: a server error. */
export const fakeGoogleFailures = ['deny', 'token', 'token-5xx', 'userinfo', 'userinfo-5xx'] as const;
export type FakeGoogleFailure = (typeof fakeGoogleFailures)[number];

export const defaultFakeGoogleIdentity: FakeGoogleIdentity = {
  sub: '100000000000000000001',
  email: 'google-testgebruiker@example.com',
  email_verified: true,
  name: 'Google Testgebruiker',
  picture: 'https://lh3.googleusercontent.com/a/fake-test-user',
};

/** What the standalone fake (fake-google-main.ts) uses unless the environment says otherwise. */
export const fakeGoogleDefaults = {
  port: 3101,
  clientId: 'fake-google-client-id',
  clientSecret: 'fake-google-client-secret',
} as const;

export interface FakeGoogleOptions {
  clientId: string;
  clientSecret: string;
  /** When given, /authorize and /token accept only this redirect_uri. */
  redirectUri?: string;
  port?: number;
  host?: string;
}

export interface FakeGoogle {
  url: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** The identity the next /authorize signs in (once); afterwards the default test user again. */
  setNextIdentity(identity: FakeGoogleIdentity): void;
  /** Makes the next request of that kind fail (once). */
  failNext(kind: FakeGoogleFailure): void;
  reset(): void;
  close(): Promise<void>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  identity: FakeGoogleIdentity;
  scope: string;
  expiresAt: number;
}

const codeTtlMs = 5 * 60_000;

const token = () => randomToken();
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function isIdentity(value: unknown): value is FakeGoogleIdentity {
  const v = value as Partial<FakeGoogleIdentity> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.sub === 'string' &&
    typeof v.email === 'string' &&
    typeof v.email_verified === 'boolean' &&
    typeof v.name === 'string' &&
    (v.picture === undefined || typeof v.picture === 'string')
  );
}

function formDecode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/**
 * Whether the request carries this client's credentials: in the Basic header (what arctic sends;
 * RFC 6749 form-encodes the parts first, arctic does not, so both spellings count) or in the body.
 */
function hasClientCredentials(req: IncomingMessage, form: URLSearchParams, client: { id: string; secret: string }): boolean {
  const header = req.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    const [id, secret] = [decoded.slice(0, colon), decoded.slice(colon + 1)];
    return (id === client.id || formDecode(id) === client.id) && (secret === client.secret || formDecode(secret) === client.secret);
  }
  return form.get('client_id') === client.id && form.get('client_secret') === client.secret;
}

export async function startFakeGoogle(options: FakeGoogleOptions): Promise<FakeGoogle> {
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, FakeGoogleIdentity>();
  const armed = new Set<FakeGoogleFailure>();
  let nextIdentity: FakeGoogleIdentity | null = null;

  const takeFailure = (kind: FakeGoogleFailure) => armed.delete(kind);

  function authorize(url: URL, res: ServerResponse): void {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    const problems: string[] = [];
    if (q.get('client_id') !== options.clientId) problems.push('unknown client_id');
    let callback: URL | null = null;
    try {
      callback = new URL(redirectUri);
      if (!/^https?:$/.test(callback.protocol)) callback = null;
    } catch {
      callback = null;
    }
    if (!callback || (options.redirectUri !== undefined && redirectUri !== options.redirectUri)) problems.push('redirect_uri not allowed');
    if (q.get('response_type') !== 'code') problems.push('response_type must be code');
    if (q.get('code_challenge_method') !== 'S256') problems.push('code_challenge_method must be S256');
    if (!/^[A-Za-z0-9_-]{43}$/.test(q.get('code_challenge') ?? '')) problems.push('code_challenge missing or malformed');
    if (!q.get('state')) problems.push('state missing');
    const scopes = (q.get('scope') ?? '').split(' ');
    if (!scopes.includes('openid') || !scopes.includes('email')) problems.push('scope must include openid and email');
    // Like Google: a bad request shows an error page and never goes back to an unchecked redirect_uri.
    if (problems.length > 0 || !callback) return send(res, 400, `invalid_request: ${problems.join('; ')}`);

    callback.searchParams.set('state', q.get('state')!);
    if (takeFailure('deny')) {
      callback.searchParams.set('error', 'access_denied');
    } else {
      const code = `4/${token()}`;
      const identity = nextIdentity ?? defaultFakeGoogleIdentity;
      nextIdentity = null;
      codes.set(code, {
        clientId: options.clientId,
        redirectUri,
        codeChallenge: q.get('code_challenge')!,
        identity,
        scope: scopes.join(' '),
        expiresAt: Date.now() + codeTtlMs,
      });
      callback.searchParams.set('code', code);
      callback.searchParams.set('scope', scopes.join(' '));
    }
    send(res, 302, undefined, { location: callback.toString() });
  }

  async function exchange(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    if (takeFailure('token-5xx')) return send(res, 500, 'backend error');
    if (!hasClientCredentials(req, form, { id: options.clientId, secret: options.clientSecret })) {
      return send(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    }
    if (form.get('grant_type') !== 'authorization_code') return send(res, 400, { error: 'unsupported_grant_type' });
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code); // single use, whatever happens next
    const invalidGrant = (description: string) => send(res, 400, { error: 'invalid_grant', error_description: description });
    if (takeFailure('token')) return invalidGrant('Bad Request');
    if (!issued || issued.expiresAt < Date.now() || issued.clientId !== options.clientId) return invalidGrant('Malformed auth code.');
    if (form.get('redirect_uri') !== issued.redirectUri) return invalidGrant('redirect_uri_mismatch');
    const verifier = form.get('code_verifier');
    if (!verifier) return invalidGrant('Missing code verifier.');
    if (s256(verifier) !== issued.codeChallenge) return invalidGrant('Invalid code verifier.');
    const accessToken = `ya29.${token()}`;
    accessTokens.set(accessToken, issued.identity);
    send(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3599, scope: issued.scope });
  }

  function userinfo(req: IncomingMessage, res: ServerResponse): void {
    if (takeFailure('userinfo-5xx')) return send(res, 503, 'unavailable');
    const header = req.headers.authorization ?? '';
    const identity = header.startsWith('Bearer ') ? accessTokens.get(header.slice(7)) : undefined;
    if (takeFailure('userinfo') || !identity) {
      return send(res, 401, { error: 'invalid_token' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
    }
    send(res, 200, identity);
  }

  async function control(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: unknown = {};
    try {
      const text = await readBody(req);
      body = text ? JSON.parse(text) : {};
    } catch {
      return send(res, 400, { error: 'invalid JSON' });
    }
    if (path === '/__control/next-identity') {
      if (!isIdentity(body)) return send(res, 400, { error: 'expected {sub,email,email_verified,name,picture?}' });
      fake.setNextIdentity(body);
      return send(res, 204);
    }
    if (path === '/__control/fail') {
      const kind = (body as { kind?: unknown }).kind;
      if (!fakeGoogleFailures.includes(kind as FakeGoogleFailure)) return send(res, 400, { error: `kind: ${fakeGoogleFailures.join(', ')}` });
      fake.failNext(kind as FakeGoogleFailure);
      return send(res, 204);
    }
    if (path === '/__control/reset') {
      fake.reset();
      return send(res, 204);
    }
    send(res, 404, { error: 'not found' });
  }

  const { server, url } = await startFakeServer(options, async (req, res) => {
    const requestUrl = new URL(req.url ?? '/', 'http://fake-google.invalid');
    const route = `${req.method} ${requestUrl.pathname}`;
    if (route === 'GET /') return send(res, 200, 'fake google');
    if (route === 'GET /o/oauth2/v2/auth') return authorize(requestUrl, res);
    if (route === 'POST /token') return exchange(req, res);
    if (route === 'GET /v1/userinfo') return userinfo(req, res);
    if (req.method === 'POST' && requestUrl.pathname.startsWith('/__control/')) return control(requestUrl.pathname, req, res);
    send(res, 404, { error: 'not found' });
  });

  const fake: FakeGoogle = {
    url,
    authorizeUrl: `${url}/o/oauth2/v2/auth`,
    tokenUrl: `${url}/token`,
    userinfoUrl: `${url}/v1/userinfo`,
    setNextIdentity(identity) {
      nextIdentity = { ...identity };
    },
    failNext(kind) {
      armed.add(kind);
    },
    reset() {
      nextIdentity = null;
      armed.clear();
      codes.clear();
      accessTokens.clear();
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
  return fake;
}

/** The GOOGLE_* variables that point an app at this fake. */
export function fakeGoogleEnv(fake: FakeGoogle, client: { clientId: string; clientSecret: string }): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: client.clientId,
    GOOGLE_CLIENT_SECRET: client.clientSecret,
    GOOGLE_AUTHORIZE_URL: fake.authorizeUrl,
    GOOGLE_TOKEN_URL: fake.tokenUrl,
    GOOGLE_USERINFO_URL: fake.userinfoUrl,
  };
}
