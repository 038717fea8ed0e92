/**
 * Facebook Login (authorization code, then a long-lived token) and the Graph API's ad accounts.
 * Every base URL is a setting, so tests run this code against server/test/fake-ad-platforms.ts.
 * Calls that carry the user's token also send appsecret_proof, which apps may require.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { accountLimits } from '../../../common/ad-account-constants.js';
import { parseAnswer, requestJson, transportFrom, type AdClientOptions, type JsonAnswer } from './http.js';
import { AdPlatformError, mapFacebookStatus, type AdPlatformErrorKind, type UpstreamAccount } from './types.js';

export interface FacebookClientSettings {
  appId: string;
  appSecret: string;
  /** e.g. https://graph.facebook.com (the version is added per call). */
  graphUrl: string;
  /** e.g. https://www.facebook.com/v21.0/dialog/oauth */
  authorizeUrl: string;
  /** Default v21.0. */
  apiVersion?: string;
}

export interface FacebookClient {
  authorizationUrl(input: { redirectUri: string; state: string }): string;
  /** Code → short-lived token → long-lived token (about 60 days). */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<{ accessToken: string; expiresAt: Date | null }>;
  me(accessToken: string): Promise<{ id: string; name: string }>;
  /** Every ad account the token's user can see, following the pages to the end. */
  listAdAccounts(accessToken: string): Promise<UpstreamAccount[]>;
}

export const facebookScopes = ['ads_read'];
export const facebookAccountFields = ['name', 'account_id', 'account_status', 'currency', 'amount_spent', 'spend_cap'];
const maxPages = 100;
const pageLimit = 100;

const graphErrorBody = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().int().optional(),
    error_subcode: z.number().int().optional(),
  }),
});

const seconds = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

const tokenBody = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: seconds.optional(),
});

const meBody = z.object({ id: z.string().min(1), name: z.string() });

/** Graph sends money as a string of minor units ("12345" = 123.45). */
const minorUnits = z.union([
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
]);

const accountRow = z.object({
  account_id: z.string().min(1).max(accountLimits.accountIdMax),
  name: z.string().optional(),
  account_status: z.number().int(),
  currency: z.string().optional(),
  amount_spent: minorUnits.optional(),
  spend_cap: minorUnits.optional(),
});

const accountsPage = z.object({
  data: z.array(accountRow),
  paging: z.object({ next: z.string().optional() }).optional(),
});

/**
 * Graph error code → kind. Type OAuthException alone says little: Graph uses it for most errors.
 * 190 invalid/expired token, 102 invalid session; 4/17/32/613 and 80000–80014 throttling;
 * 10 and 200–299 missing permission.
 */
function kindOfGraphError(code: number | undefined, httpStatus: number): AdPlatformErrorKind {
  if (code === 190 || code === 102) return 'token_expired';
  if (code === 4 || code === 17 || code === 32 || code === 613 || (code !== undefined && code >= 80000 && code <= 80014)) return 'rate_limited';
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299)) return 'permission';
  if (httpStatus === 429) return 'rate_limited';
  return 'upstream';
}

function graphFailure(answer: JsonAnswer): AdPlatformError {
  const parsed = graphErrorBody.safeParse(answer.body);
  if (!parsed.success) {
    const kind = answer.status === 429 ? 'rate_limited' : 'upstream';
    return new AdPlatformError(kind, `${answer.label} answered ${answer.status}`, { status: answer.status });
  }
  const { code, error_subcode: subcode, message } = parsed.data.error;
  const kind = kindOfGraphError(code, answer.status);
  const detail = [code !== undefined ? `code ${code}` : null, subcode !== undefined ? `subcode ${subcode}` : null, message?.slice(0, 200)];
  return new AdPlatformError(kind, `${answer.label} answered ${answer.status}: ${detail.filter(Boolean).join(', ')}`, {
    status: answer.status,
    ...(code !== undefined ? { upstreamCode: code } : {}),
  });
}

function toUpstreamAccount(row: z.output<typeof accountRow>): UpstreamAccount {
  const name = row.name?.trim().slice(0, accountLimits.nameMax);
  const currency = row.currency?.trim().toUpperCase();
  return {
    accountId: row.account_id,
    name: name || `Facebook ${row.account_id}`,
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : null,
    status: mapFacebookStatus(row.account_status),
    rawStatus: String(row.account_status),
    amountSpentMinor: row.amount_spent ?? null,
    spendCapMinor: row.spend_cap ? row.spend_cap : null,
  };
}

export function createFacebookClient(settings: FacebookClientSettings, options?: AdClientOptions): FacebookClient {
  const transport = transportFrom(options);
  const graphBase = settings.graphUrl.replace(/\/+$/, '');
  const graphOrigin = new URL(graphBase).origin;
  const version = settings.apiVersion ?? 'v21.0';

  const graphUrl = (path: string, query: Record<string, string>) => {
    const url = new URL(`${graphBase}/${version}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url;
  };
  const proof = (accessToken: string) => createHmac('sha256', settings.appSecret).update(accessToken).digest('hex');

  async function getGraph<T extends z.ZodType>(url: URL, schema: T): Promise<z.output<T>> {
    const answer = await requestJson('Facebook', transport, url, { headers: { accept: 'application/json' } });
    if (!answer.ok) throw graphFailure(answer);
    return parseAnswer(schema, answer);
  }

  /** A paging.next link, accepted only on the Graph API's own origin (it carries the token). */
  function nextPageUrl(next: string, accessToken: string): URL {
    let url: URL;
    try {
      url = new URL(next);
    } catch {
      throw new AdPlatformError('bad_response', 'Facebook paging.next is not a URL');
    }
    if (url.origin !== graphOrigin) throw new AdPlatformError('bad_response', `Facebook paging.next points to another origin (${url.origin})`);
    if (!url.searchParams.has('access_token')) url.searchParams.set('access_token', accessToken);
    url.searchParams.set('appsecret_proof', proof(url.searchParams.get('access_token')!));
    return url;
  }

  return {
    authorizationUrl({ redirectUri, state }) {
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set('client_id', settings.appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', facebookScopes.join(','));
      return url.toString();
    },

    async exchangeCode({ code, redirectUri }) {
      const client = { client_id: settings.appId, client_secret: settings.appSecret };
      const shortLived = await getGraph(graphUrl('/oauth/access_token', { ...client, redirect_uri: redirectUri, code }), tokenBody);
      const longLived = await getGraph(
        graphUrl('/oauth/access_token', { grant_type: 'fb_exchange_token', ...client, fb_exchange_token: shortLived.access_token }),
        tokenBody,
      );
      // Long-lived tokens normally say when they end; without expires_in we do not know.
      const expiresAt = longLived.expires_in ? new Date(Date.now() + longLived.expires_in * 1000) : null;
      return { accessToken: longLived.access_token, expiresAt };
    },

    async me(accessToken) {
      const url = graphUrl('/me', { fields: 'id,name', access_token: accessToken, appsecret_proof: proof(accessToken) });
      const body = await getGraph(url, meBody);
      return { id: body.id, name: body.name };
    },

    async listAdAccounts(accessToken) {
      const accounts = new Map<string, UpstreamAccount>();
      let url: URL | null = graphUrl('/me/adaccounts', {
        fields: facebookAccountFields.join(','),
        limit: String(pageLimit),
        access_token: accessToken,
        appsecret_proof: proof(accessToken),
      });
      for (let page = 1; url; page++) {
        if (page > maxPages) throw new AdPlatformError('bad_response', `Facebook ad accounts: more than ${maxPages} pages`);
        const body: z.output<typeof accountsPage> = await getGraph(url, accountsPage);
        // Cursors can shift while we page: an account seen twice is kept once.
        for (const row of body.data) accounts.set(row.account_id, toUpstreamAccount(row));
        const next = body.paging?.next;
        // An empty page ends the listing even if it offers a next link.
        url = next && body.data.length > 0 ? nextPageUrl(next, accessToken) : null;
      }
      return [...accounts.values()];
    },
  };
}
