/** The real Google Ads client against the local fake OAuth + Ads API (server/test/fake-ad-platforms.ts), over HTTP. */
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAdPlatforms, type FakeAdPlatforms, type FakeGoogleCustomer } from '../../test/fake-ad-platforms.js';
import { createGoogleAdsClient, customerQuery, googleAdsScope, type GoogleAdsClientSettings } from './google-ads.js';
import type { AdClientOptions } from './http.js';
import { AdPlatformError, mapGoogleStatus } from './types.js';

const credentials = { clientId: 'test-google-ads-client', clientSecret: 'test-google-ads-secret', developerToken: 'test-developer-token' };
const redirectUri = 'http://app.test/api/ad-platforms/google/callback';
let fake: FakeAdPlatforms;

beforeAll(async () => {
  fake = await startFakeAdPlatforms({ facebook: { appId: 'unused', appSecret: 'unused' }, google: credentials });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function client(options?: AdClientOptions, overrides: Partial<GoogleAdsClientSettings> = {}) {
  return createGoogleAdsClient(
    { ...credentials, authorizeUrl: fake.google.authorizeUrl, tokenUrl: fake.google.tokenUrl, adsApiUrl: fake.google.adsApiUrl, ...overrides },
    options,
  );
}

/** Runs the consent screen (the fake redirects back at once) and returns what arrives at the callback. */
async function authorize(url: string): Promise<URLSearchParams> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!).searchParams;
}

async function connect(): Promise<string> {
  const google = client();
  const callback = await authorize(google.authorizationUrl({ redirectUri, state: 'state-1' }));
  return (await google.exchangeCode({ code: callback.get('code')!, redirectUri })).refreshToken;
}

async function failure(promise: Promise<unknown>): Promise<AdPlatformError> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AdPlatformError);
  return error as AdPlatformError;
}

const threeCustomers: FakeGoogleCustomer[] = [
  { id: '1234567890', descriptiveName: 'Tuincentrum Bakker', currencyCode: 'EUR', status: 'ENABLED' },
  { id: '2345678901', descriptiveName: 'Oud account', currencyCode: 'USD', status: 'ENABLED', notEnabled: true },
  { id: '3456789012', descriptiveName: 'Kapsalon Smit', currencyCode: 'EUR', status: 'SUSPENDED' },
];

describe('Google Ads OAuth', () => {
  it('asks for the adwords scope with offline access and consent', () => {
    const url = new URL(client().authorizationUrl({ redirectUri, state: 'abc' }));
    expect(url.origin + url.pathname).toBe(fake.google.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: credentials.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: googleAdsScope,
      access_type: 'offline',
      prompt: 'consent',
      state: 'abc',
    });
  });

  it('exchanges the code for a refresh token and refreshes access tokens with it', async () => {
    const google = client();
    const callback = await authorize(google.authorizationUrl({ redirectUri, state: 'state-1' }));
    expect(callback.get('state')).toBe('state-1');
    const tokens = await google.exchangeCode({ code: callback.get('code')!, redirectUri });
    expect(tokens.refreshToken).toMatch(/^1\/\//);
    expect(tokens.accessToken).toMatch(/^ya29\./);
    expect(Math.abs(tokens.expiresAt.getTime() - (Date.now() + 3_599_000))).toBeLessThan(5_000);

    const refreshed = await google.refreshAccessToken(tokens.refreshToken);
    expect(refreshed.accessToken).toMatch(/^ya29\./);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('reports a revoked refresh token as token_expired, but a reused code as upstream', async () => {
    const google = client();
    const code = (await authorize(google.authorizationUrl({ redirectUri, state: 's' }))).get('code')!;
    const { refreshToken } = await google.exchangeCode({ code, redirectUri });
    expect(await failure(google.exchangeCode({ code, redirectUri }))).toMatchObject({
      kind: 'upstream',
      details: { status: 400, upstreamCode: 'invalid_grant' },
    });

    fake.google.revokeRefreshTokens();
    const error = await failure(google.refreshAccessToken(refreshToken));
    expect(error).toMatchObject({ kind: 'token_expired', details: { status: 400, upstreamCode: 'invalid_grant' } });
    expect(error.message).not.toContain(refreshToken);
    expect(await failure(google.listAccounts(refreshToken))).toMatchObject({ kind: 'token_expired' });
    expect(fake.google.requests()).toEqual([]);
  });

  it('treats an answer without a refresh token as bad_response', async () => {
    // Without access_type=offline Google (and the fake) hands out no refresh token.
    const url = new URL(client().authorizationUrl({ redirectUri, state: 's' }));
    url.searchParams.delete('access_type');
    const code = (await authorize(url.toString())).get('code')!;
    expect(await failure(client().exchangeCode({ code, redirectUri }))).toMatchObject({ kind: 'bad_response' });
  });
});

describe('listing customers', () => {
  it('lists every accessible customer; one that is not enabled comes back closed', async () => {
    fake.google.setCustomers(threeCustomers);
    const listed = await client().listAccounts(await connect());
    expect(listed).toEqual([
      {
        accountId: '1234567890',
        name: 'Tuincentrum Bakker',
        currency: 'EUR',
        status: 'active',
        rawStatus: 'ENABLED',
        amountSpentMinor: null,
        spendCapMinor: null,
      },
      {
        accountId: '2345678901',
        name: 'Google Ads 2345678901',
        currency: null,
        status: 'closed',
        rawStatus: 'CUSTOMER_NOT_ENABLED',
        amountSpentMinor: null,
        spendCapMinor: null,
      },
      {
        accountId: '3456789012',
        name: 'Kapsalon Smit',
        currency: 'EUR',
        status: 'disabled',
        rawStatus: 'SUSPENDED',
        amountSpentMinor: null,
        spendCapMinor: null,
      },
    ]);
    expect(fake.google.requests()).toEqual([
      'GET /ads/v21/customers:listAccessibleCustomers',
      ...threeCustomers.map((customer) => `POST /ads/v21/customers/${customer.id}/googleAds:search`),
    ]);
  });

  it('searches at most four customers at a time and sends the query with login-customer-id', async () => {
    const customers = Array.from({ length: 10 }, (_, i) => ({
      id: String(5_000_000_000 + i),
      descriptiveName: `Klant ${i + 1}`,
      currencyCode: 'EUR',
      status: 'ENABLED',
    }));
    fake.google.setCustomers(customers);
    let inFlight = 0;
    let most = 0;
    const searches: { loginCustomerId: string | null; query: unknown }[] = [];
    const counting: typeof fetch = async (input, init) => {
      if (!String(input).includes('googleAds:search')) return fetch(input, init);
      inFlight++;
      most = Math.max(most, inFlight);
      searches.push({ loginCustomerId: new Headers(init?.headers).get('login-customer-id'), query: JSON.parse(String(init?.body)).query });
      try {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return await fetch(input, init);
      } finally {
        inFlight--;
      }
    };
    const listed = await client({ fetch: counting }).listAccounts(await connect());
    expect(listed.map((account) => account.accountId)).toEqual(customers.map((customer) => customer.id));
    expect(most).toBe(4);
    expect(searches.map((search) => search.loginCustomerId)).toEqual(customers.map((customer) => customer.id));
    expect(new Set(searches.map((search) => search.query))).toEqual(new Set([customerQuery]));
  });

  it('fails the whole listing when a customer search answers 401', async () => {
    fake.google.setCustomers(threeCustomers);
    const refreshToken = await connect();
    const armAfterList: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (String(input).endsWith('customers:listAccessibleCustomers')) fake.google.failNext('expired');
      return response;
    };
    expect(await failure(client({ fetch: armAfterList }).listAccounts(refreshToken))).toMatchObject({
      kind: 'token_expired',
      details: { status: 401, upstreamCode: 'OAUTH_TOKEN_EXPIRED' },
    });
  });

  it('maps a rate limit, a server error and a cut-off body', async () => {
    fake.google.setCustomers(threeCustomers);
    const refreshToken = await connect();
    fake.google.failNext('rate_limit');
    expect(await failure(client().listAccounts(refreshToken))).toMatchObject({ kind: 'rate_limited', details: { status: 429 } });
    fake.google.failNext('server');
    expect(await failure(client().listAccounts(refreshToken))).toMatchObject({ kind: 'upstream', details: { status: 500 } });
    fake.google.failNext('bad_json');
    expect(await failure(client().listAccounts(refreshToken))).toMatchObject({ kind: 'bad_response' });
    expect(await client().listAccounts(refreshToken)).toHaveLength(3);
  });

  it('does not call out without a developer token', async () => {
    let calls = 0;
    const spy: typeof fetch = async (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const error = await failure(client({ fetch: spy }, { developerToken: '' }).listAccounts('1//some-refresh-token'));
    expect(error.kind).toBe('upstream');
    expect(calls).toBe(0);
  });

  it('reports a developer token Google refuses as upstream, not as an expired user token', async () => {
    fake.google.setCustomers(threeCustomers);
    const refreshToken = await connect();
    const error = await failure(client({}, { developerToken: 'wrong' }).listAccounts(refreshToken));
    expect(error).toMatchObject({ kind: 'upstream', details: { status: 401, upstreamCode: 'DEVELOPER_TOKEN_INVALID' } });
  });

  it('reports a refused connection as network', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(client({}, { tokenUrl: `http://127.0.0.1:${port}/token` }).listAccounts('1//token'));
    expect(error.kind).toBe('network');
  });
});

describe('mapGoogleStatus', () => {
  it.each([
    ['ENABLED', 'active'],
    ['SUSPENDED', 'disabled'],
    ['CANCELED', 'closed'],
    ['CLOSED', 'closed'],
    ['UNKNOWN', 'unknown'],
    ['UNSPECIFIED', 'unknown'],
  ])('%s → %s', (code, status) => {
    expect(mapGoogleStatus(code)).toBe(status);
  });
});
