/**
 * Google Ads: OAuth 2.0 with offline access (a refresh token we keep) and the REST API's
 * customers:listAccessibleCustomers plus one GAQL search per customer for its name, currency
 * and status. Every URL is a setting, so tests run this code against server/test/fake-ad-platforms.ts.
 */
import { z } from 'zod';
import { accountLimits } from '../../../common/ad-account-constants.js';
import { mapWithLimit, parseAnswer, requestJson, transportFrom, type AdClientOptions, type JsonAnswer } from './http.js';
import { AdPlatformError, mapGoogleStatus, type AdPlatformErrorKind, type UpstreamAccount } from './types.js';

export interface GoogleAdsClientSettings {
  clientId: string;
  clientSecret: string;
  developerToken: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** e.g. https://googleads.googleapis.com */
  adsApiUrl: string;
  /** Default v21. */
  apiVersion?: string;
}

export interface GoogleAdsClient {
  authorizationUrl(input: { redirectUri: string; state: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<{ refreshToken: string; accessToken: string; expiresAt: Date }>;
  refreshAccessToken(refreshToken: string): Promise<{ accessToken: string; expiresAt: Date }>;
  /** Every customer the user can reach; one that is not enabled comes back as 'closed'. */
  listAccounts(refreshToken: string): Promise<UpstreamAccount[]>;
}

export const googleAdsScope = 'https://www.googleapis.com/auth/adwords';
export const customerQuery = 'SELECT customer.id, customer.descriptive_name, customer.currency_code, customer.status FROM customer';
const searchConcurrency = 4;

const tokenBody = z.object({
  access_token: z.string().min(1),
  // RFC 6749 only recommends expires_in; Google always sends it.
  expires_in: z.number().positive().default(3600),
  refresh_token: z.string().min(1).optional(),
});

const tokenErrorBody = z.object({ error: z.string(), error_description: z.string().optional() });

const adsErrorBody = z.object({
  error: z.object({
    code: z.number().int().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    details: z
      .array(
        z.object({
          errors: z.array(z.object({ errorCode: z.record(z.string(), z.unknown()).optional() })).optional(),
        }),
      )
      .optional(),
  }),
});

const accessibleCustomersBody = z.object({ resourceNames: z.array(z.string()).default([]) });

const customerSearchBody = z.object({
  results: z
    .array(
      z.object({
        customer: z.object({
          id: z.union([z.string(), z.number()]).optional(),
          descriptiveName: z.string().optional(),
          currencyCode: z.string().optional(),
          status: z.string().optional(),
        }),
      }),
    )
    .min(1),
});

interface AdsFailure {
  status: number;
  /** google.rpc status such as PERMISSION_DENIED. */
  rpcStatus: string | undefined;
  /** The GoogleAdsFailure error codes, e.g. CUSTOMER_NOT_ENABLED, DEVELOPER_TOKEN_INVALID. */
  codes: string[];
}

function readAdsFailure(answer: JsonAnswer): AdsFailure {
  const parsed = adsErrorBody.safeParse(answer.body);
  if (!parsed.success) return { status: answer.status, rpcStatus: undefined, codes: [] };
  const codes = (parsed.data.error.details ?? [])
    .flatMap((detail) => detail.errors ?? [])
    .flatMap((error) => Object.values(error.errorCode ?? {}))
    .filter((code): code is string => typeof code === 'string');
  return { status: answer.status, rpcStatus: parsed.data.error.status, codes };
}

/**
 * A developer-token problem is our configuration, not the user's token or rights: 'upstream',
 * so nobody is asked to reconnect for it.
 */
function kindOfAdsFailure(failure: AdsFailure): AdPlatformErrorKind {
  if (failure.codes.some((code) => code.startsWith('DEVELOPER_TOKEN'))) return 'upstream';
  if (failure.status === 401 || failure.rpcStatus === 'UNAUTHENTICATED') return 'token_expired';
  if (failure.status === 403 || failure.rpcStatus === 'PERMISSION_DENIED') return 'permission';
  if (failure.status === 429 || failure.rpcStatus === 'RESOURCE_EXHAUSTED') return 'rate_limited';
  return 'upstream';
}

function adsError(answer: JsonAnswer, failure: AdsFailure): AdPlatformError {
  const upstreamCode = failure.codes[0] ?? failure.rpcStatus;
  const kind = kindOfAdsFailure(failure);
  return new AdPlatformError(kind, `${answer.label} answered ${answer.status}${upstreamCode ? ` (${upstreamCode})` : ''}`, {
    status: answer.status,
    ...(upstreamCode ? { upstreamCode } : {}),
  });
}

/** Reachable but not usable: the search refuses it because it is not enabled or we lack access to it. */
function unusableCustomerStatus(failure: AdsFailure): string | null {
  if (failure.codes.includes('CUSTOMER_NOT_ENABLED')) return 'CUSTOMER_NOT_ENABLED';
  if (kindOfAdsFailure(failure) === 'permission') return failure.codes[0] ?? 'PERMISSION_DENIED';
  return null;
}

function customerIdOf(resourceName: string): string {
  const match = /^customers\/(\d{1,20})$/.exec(resourceName);
  if (!match) throw new AdPlatformError('bad_response', 'Google Ads listAccessibleCustomers: unexpected resource name');
  return match[1]!;
}

export function createGoogleAdsClient(settings: GoogleAdsClientSettings, options?: AdClientOptions): GoogleAdsClient {
  const transport = transportFrom(options);
  const adsBase = `${settings.adsApiUrl.replace(/\/+$/, '')}/${settings.apiVersion ?? 'v21'}`;

  async function tokenRequest(form: Record<string, string>): Promise<z.output<typeof tokenBody>> {
    const body = new URLSearchParams({ ...form, client_id: settings.clientId, client_secret: settings.clientSecret });
    const answer = await requestJson('Google', transport, new URL(settings.tokenUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    });
    if (answer.ok) return parseAnswer(tokenBody, answer);
    const error = tokenErrorBody.safeParse(answer.body);
    const code = error.success ? error.data.error : undefined;
    // invalid_grant on a refresh: revoked, expired or the user changed the password. For a code it is just a bad code.
    const kind: AdPlatformErrorKind =
      answer.status === 429 ? 'rate_limited' : code === 'invalid_grant' && form.grant_type === 'refresh_token' ? 'token_expired' : 'upstream';
    throw new AdPlatformError(kind, `${answer.label} answered ${answer.status}${code ? ` (${code})` : ''}`, {
      status: answer.status,
      ...(code ? { upstreamCode: code } : {}),
    });
  }

  const expiry = (expiresIn: number) => new Date(Date.now() + expiresIn * 1000);

  async function refreshAccessToken(refreshToken: string) {
    const tokens = await tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
    return { accessToken: tokens.access_token, expiresAt: expiry(tokens.expires_in) };
  }

  function adsHeaders(accessToken: string, loginCustomerId?: string): Record<string, string> {
    return {
      authorization: `Bearer ${accessToken}`,
      'developer-token': settings.developerToken,
      accept: 'application/json',
      ...(loginCustomerId ? { 'login-customer-id': loginCustomerId } : {}),
    };
  }

  async function readCustomer(accessToken: string, customerId: string): Promise<UpstreamAccount> {
    const answer = await requestJson('Google', transport, new URL(`${adsBase}/customers/${customerId}/googleAds:search`), {
      method: 'POST',
      headers: { ...adsHeaders(accessToken, customerId), 'content-type': 'application/json' },
      body: JSON.stringify({ query: customerQuery }),
    });
    if (!answer.ok) {
      const failure = readAdsFailure(answer);
      const unusable = unusableCustomerStatus(failure);
      if (unusable === null) throw adsError(answer, failure);
      return {
        accountId: customerId,
        name: `Google Ads ${customerId}`,
        currency: null,
        status: 'closed',
        rawStatus: unusable,
        amountSpentMinor: null,
        spendCapMinor: null,
      };
    }
    const { customer } = parseAnswer(customerSearchBody, answer).results[0]!;
    const name = customer.descriptiveName?.trim().slice(0, accountLimits.nameMax);
    const currency = customer.currencyCode?.trim().toUpperCase();
    const rawStatus = customer.status ?? 'UNSPECIFIED';
    return {
      accountId: customerId,
      name: name || `Google Ads ${customerId}`,
      currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : null,
      status: mapGoogleStatus(rawStatus),
      rawStatus,
      amountSpentMinor: null,
      spendCapMinor: null,
    };
  }

  return {
    authorizationUrl({ redirectUri, state }) {
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', googleAdsScope);
      // offline + consent: Google returns a refresh token every time, also on a reconnect.
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'consent');
      url.searchParams.set('state', state);
      return url.toString();
    },

    async exchangeCode({ code, redirectUri }) {
      const tokens = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
      if (!tokens.refresh_token) throw new AdPlatformError('bad_response', 'Google token endpoint: no refresh_token in the answer');
      return { refreshToken: tokens.refresh_token, accessToken: tokens.access_token, expiresAt: expiry(tokens.expires_in) };
    },

    refreshAccessToken,

    async listAccounts(refreshToken) {
      if (!settings.developerToken) throw new AdPlatformError('upstream', 'Google Ads: no developer token configured');
      const { accessToken } = await refreshAccessToken(refreshToken);
      const answer = await requestJson('Google', transport, new URL(`${adsBase}/customers:listAccessibleCustomers`), {
        headers: adsHeaders(accessToken),
      });
      if (!answer.ok) throw adsError(answer, readAdsFailure(answer));
      const ids = [...new Set(parseAnswer(accessibleCustomersBody, answer).resourceNames.map(customerIdOf))];
      return mapWithLimit(ids, searchConcurrency, (id) => readCustomer(accessToken, id));
    },
  };
}
