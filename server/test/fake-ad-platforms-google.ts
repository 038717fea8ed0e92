/**
 * The Google half of the fake ad platforms: the OAuth consent screen (redirects back at once), the
 * token endpoint (authorization_code and refresh_token grants) and the Google Ads REST API's
 * customers:listAccessibleCustomers and googleAds:search for `FROM customer`. Mounted under
 * {url}/google by fake-ad-platforms.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { httpUrl, randomToken, readBody, readJson, send, sendBrokenJson, type FakeAdPlatformFailure } from './fake-ad-platforms-shared.js';

export const fakeGoogleCustomerSchema = z.object({
  /** Ten digits, no dashes. */
  id: z.string().regex(/^\d{1,20}$/),
  descriptiveName: z.string(),
  currencyCode: z.string(),
  /** ENABLED, SUSPENDED, CANCELED, CLOSED … */
  status: z.string(),
  /** Listed as accessible, but its search answers 403 CUSTOMER_NOT_ENABLED. */
  notEnabled: z.boolean().optional(),
});
export type FakeGoogleCustomer = z.infer<typeof fakeGoogleCustomerSchema>;

export interface FakeGoogleAdsOptions {
  clientId: string;
  clientSecret: string;
  developerToken: string;
  /** The customers at start and after reset(). */
  customers?: FakeGoogleCustomer[];
}

const adwordsScope = 'https://www.googleapis.com/auth/adwords';
const accessTokenSeconds = 3599;
/** GAQL field → the REST (camelCase) name; the fake knows only these. */
const customerFields: Record<string, keyof FakeGoogleCustomer> = {
  'customer.id': 'id',
  'customer.descriptive_name': 'descriptiveName',
  'customer.currency_code': 'currencyCode',
  'customer.status': 'status',
};

/** A google.rpc error with a GoogleAdsFailure detail, as the Ads API sends them. */
function adsError(res: ServerResponse, code: number, status: string, message: string, errorCode?: Record<string, string>): void {
  const requestId = randomToken(11);
  const details = errorCode
    ? [{ '@type': 'type.googleapis.com/google.ads.googleads.v21.errors.GoogleAdsFailure', errors: [{ errorCode, message }], requestId }]
    : [];
  send(res, code, { error: { code, message, status, details } });
}

function hasClientCredentials(req: IncomingMessage, form: URLSearchParams, clientId: string, clientSecret: string): boolean {
  const header = req.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    return decoded === `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}` || decoded === `${clientId}:${clientSecret}`;
  }
  return form.get('client_id') === clientId && form.get('client_secret') === clientSecret;
}

export function createFakeGoogleAds(options: FakeGoogleAdsOptions) {
  let customers: FakeGoogleCustomer[] = [...(options.customers ?? [])];
  const codes = new Map<string, { redirectUri: string; offline: boolean }>();
  const refreshTokens = new Set<string>();
  /** Access token → when it stops working (ms). */
  const accessTokens = new Map<string, number>();
  const armed = new Set<FakeAdPlatformFailure>();
  const seen: string[] = [];

  function issueAccessToken(): string {
    const token = `ya29.${randomToken()}`;
    accessTokens.set(token, Date.now() + accessTokenSeconds * 1000);
    return token;
  }

  function consent(url: URL, res: ServerResponse): void {
    const q = url.searchParams;
    const callback = httpUrl(q.get('redirect_uri'));
    if (q.get('client_id') !== options.clientId) return send(res, 401, 'invalid_client: The OAuth client was not found.');
    if (!callback) return send(res, 400, 'invalid_request: redirect_uri missing or not a URL');
    if (q.get('response_type') !== 'code') return send(res, 400, 'invalid_request: response_type must be code');
    if (!(q.get('scope') ?? '').split(' ').includes(adwordsScope)) return send(res, 400, `invalid_scope: ${adwordsScope} missing`);
    callback.searchParams.set('state', q.get('state') ?? '');
    if (armed.delete('deny')) {
      callback.searchParams.set('error', 'access_denied');
    } else {
      const code = `4/${randomToken()}`;
      // Like Google: a refresh token only with access_type=offline.
      codes.set(code, { redirectUri: q.get('redirect_uri')!, offline: q.get('access_type') === 'offline' });
      callback.searchParams.set('code', code);
      callback.searchParams.set('scope', adwordsScope);
    }
    send(res, 302, undefined, { location: callback.toString() });
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    if (!hasClientCredentials(req, form, options.clientId, options.clientSecret)) {
      return send(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    }
    const invalidGrant = (description: string) => send(res, 400, { error: 'invalid_grant', error_description: description });
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = form.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code); // single use
      if (!issued) return invalidGrant('Malformed auth code.');
      if (form.get('redirect_uri') !== issued.redirectUri) return invalidGrant('Bad Request');
      const refreshToken = issued.offline ? `1//${randomToken(36)}` : undefined;
      if (refreshToken) refreshTokens.add(refreshToken);
      return send(res, 200, {
        access_token: issueAccessToken(),
        expires_in: accessTokenSeconds,
        ...(refreshToken ? { refresh_token: refreshToken } : {}),
        scope: adwordsScope,
        token_type: 'Bearer',
      });
    }
    if (grant === 'refresh_token') {
      if (!refreshTokens.has(form.get('refresh_token') ?? '')) return invalidGrant('Token has been expired or revoked.');
      return send(res, 200, { access_token: issueAccessToken(), expires_in: accessTokenSeconds, scope: adwordsScope, token_type: 'Bearer' });
    }
    send(res, 400, { error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${grant ?? ''}` });
  }

  /** Checks the bearer token and developer token; answers and returns false when they do not pass. */
  function authenticate(req: IncomingMessage, res: ServerResponse): boolean {
    const header = req.headers.authorization ?? '';
    const expiresAt = header.startsWith('Bearer ') ? accessTokens.get(header.slice(7)) : undefined;
    if (expiresAt === undefined || expiresAt < Date.now()) {
      adsError(res, 401, 'UNAUTHENTICATED', 'Request is missing required authentication credential. Expected OAuth 2 access token.', {
        authenticationError: 'OAUTH_TOKEN_INVALID',
      });
      return false;
    }
    if (req.headers['developer-token'] !== options.developerToken) {
      adsError(res, 401, 'UNAUTHENTICATED', 'The developer token is not valid.', { authenticationError: 'DEVELOPER_TOKEN_INVALID' });
      return false;
    }
    return true;
  }

  async function search(req: IncomingMessage, res: ServerResponse, customerId: string): Promise<void> {
    const body = await readJson(req);
    const denied = () =>
      adsError(res, 403, 'PERMISSION_DENIED', "User doesn't have permission to access customer.", { authorizationError: 'USER_PERMISSION_DENIED' });
    const customer = customers.find((candidate) => candidate.id === customerId);
    const login = req.headers['login-customer-id'];
    if (!customer || (login !== undefined && !customers.some((candidate) => candidate.id === login))) return denied();
    if (customer.notEnabled) {
      return adsError(res, 403, 'PERMISSION_DENIED', "The customer account can't be accessed because it is not yet enabled or has been deactivated.", {
        customerError: 'CUSTOMER_NOT_ENABLED',
      });
    }
    const query = typeof body === 'object' && body !== null ? (body as { query?: unknown }).query : undefined;
    const parsed = typeof query === 'string' ? /^\s*SELECT\s+(.+?)\s+FROM\s+customer\s*$/is.exec(query) : null;
    if (!parsed) return adsError(res, 400, 'INVALID_ARGUMENT', 'The query is not a SELECT … FROM customer.', { queryError: 'UNEXPECTED_INPUT' });
    const fields = parsed[1]!.split(',').map((field) => field.trim());
    const unknown = fields.find((field) => !(field in customerFields));
    if (unknown !== undefined) {
      return adsError(res, 400, 'INVALID_ARGUMENT', `Unrecognized field in the query: '${unknown}'.`, { queryError: 'UNRECOGNIZED_FIELD' });
    }
    const row: Record<string, string> = { resourceName: `customers/${customer.id}` };
    for (const field of fields) {
      const name = customerFields[field]!;
      row[name] = String(customer[name]);
    }
    send(res, 200, { results: [{ customer: row }], fieldMask: fields.map((field) => customerFields[field]).join(','), requestId: randomToken(11) });
  }

  function failure(res: ServerResponse): boolean {
    if (armed.delete('server')) adsError(res, 500, 'INTERNAL', 'Internal error encountered.', { internalError: 'INTERNAL_ERROR' });
    else if (armed.delete('rate_limit'))
      adsError(res, 429, 'RESOURCE_EXHAUSTED', 'Too many requests. Retry in 30 seconds.', { quotaError: 'RESOURCE_EXHAUSTED' });
    else if (armed.delete('expired'))
      adsError(res, 401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.', { authenticationError: 'OAUTH_TOKEN_EXPIRED' });
    else if (armed.delete('bad_json')) sendBrokenJson(res);
    else return false;
    return true;
  }

  /** `path` is what follows /google. */
  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
    if (req.method === 'GET' && path === '/o/oauth2/auth') return consent(url, res);
    if (req.method === 'POST' && path === '/token') return token(req, res);
    const ads = /^\/ads\/v\d+\/(.+)$/.exec(path);
    if (!ads) return send(res, 404, { error: 'not found' });
    seen.push(`${req.method} ${path}`);
    if (failure(res) || !authenticate(req, res)) return;
    const route = ads[1]!;
    if (req.method === 'GET' && route === 'customers:listAccessibleCustomers') {
      return send(res, 200, { resourceNames: customers.map((customer) => `customers/${customer.id}`) });
    }
    const searchRoute = /^customers\/(\d+)\/googleAds:search$/.exec(route);
    if (req.method === 'POST' && searchRoute) return search(req, res, searchRoute[1]!);
    adsError(res, 404, 'NOT_FOUND', `Method not found: ${route}`);
  }

  return {
    handle,
    api: {
      setCustomers(next: FakeGoogleCustomer[]) {
        customers = next.map((customer) => ({ ...customer }));
      },
      /** Every refresh token (and the access tokens) stop working: refreshes answer invalid_grant. */
      revokeRefreshTokens() {
        refreshTokens.clear();
        accessTokens.clear();
      },
      /** Armed kinds hit the next Ads API request (deny: the next consent screen). */
      failNext(kind: FakeAdPlatformFailure) {
        armed.add(kind);
      },
      /** Ads API requests seen, as `POST /ads/v21/customers/123/googleAds:search`. */
      requests(): string[] {
        return [...seen];
      },
    },
    reset() {
      customers = [...(options.customers ?? [])];
      codes.clear();
      refreshTokens.clear();
      accessTokens.clear();
      armed.clear();
      seen.length = 0;
    },
  };
}

export type FakeGoogleAdsApi = ReturnType<typeof createFakeGoogleAds>['api'];
