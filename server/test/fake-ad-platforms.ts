/**
 * A small local stand-in for Facebook (Login + Graph API ad accounts) and Google Ads (OAuth +
 * REST API), so tests run the real clients in server/lib/ad-platforms over HTTP. The platforms
 * live in fake-ad-platforms-facebook.ts and fake-ad-platforms-google.ts; this file serves them
 * under {url}/facebook and {url}/google and adds the control API.
 *
 * Tests steer it in-process, or over HTTP from another process (browser tests):
 * POST /__control/facebook/accounts [..], /__control/google/customers [..],
 * /__control/facebook/fail {kind}, /__control/google/fail {kind}, /__control/expire (every token
 * on both platforms stops working), /__control/reset; GET / answers 200 when it is up.
 */
import { z } from 'zod';
import { createFakeFacebook, fakeFacebookAccountSchema, type FakeFacebookAccount, type FakeFacebookApi } from './fake-ad-platforms-facebook.js';
import { createFakeGoogleAds, fakeGoogleCustomerSchema, type FakeGoogleAdsApi, type FakeGoogleCustomer } from './fake-ad-platforms-google.js';
import { fakeAdPlatformFailures, readJson, send } from './fake-ad-platforms-shared.js';
import { startFakeServer } from './fake-http.js';

export { fakeAdPlatformFailures, type FakeAdPlatformFailure } from './fake-ad-platforms-shared.js';
export type { FakeFacebookAccount } from './fake-ad-platforms-facebook.js';
export type { FakeGoogleCustomer } from './fake-ad-platforms-google.js';

export interface FakeAdPlatformsOptions {
  port?: number;
  host?: string;
  facebook: { appId: string; appSecret: string; pageSize?: number; accounts?: FakeFacebookAccount[] };
  google: { clientId: string; clientSecret: string; developerToken: string; customers?: FakeGoogleCustomer[] };
}

export interface FakeAdPlatforms {
  url: string;
  facebook: FakeFacebookApi & { authorizeUrl: string; graphUrl: string };
  google: FakeGoogleAdsApi & { authorizeUrl: string; tokenUrl: string; adsApiUrl: string };
  /** Back to the accounts and customers given at start; forgets codes, tokens, armed failures and seen requests. */
  reset(): void;
  close(): Promise<void>;
}

/** What the standalone fake (fake-ad-platforms-main.ts) uses unless the environment says otherwise. */
export const fakeAdPlatformsDefaults = {
  port: 3102,
  facebookAppId: 'fake-facebook-app-id',
  facebookAppSecret: 'fake-facebook-app-secret',
  googleClientId: 'fake-google-client-id',
  googleClientSecret: 'fake-google-client-secret',
  googleDeveloperToken: 'fake-google-ads-developer-token',
} as const;

/** The accounts the standalone fake starts with, so a browser test can connect and sync at once. */
export const defaultFakeFacebookAccounts: FakeFacebookAccount[] = [
  { account_id: '100200300400501', name: 'Bakkerij de Vries', account_status: 1, currency: 'EUR', amount_spent: '123456', spend_cap: '500000' },
  { account_id: '100200300400502', name: 'Fietsenwinkel Jansen', account_status: 3, currency: 'EUR', amount_spent: '98050', spend_cap: '0' },
  { account_id: '100200300400503', name: 'Studio Noord', account_status: 2, currency: 'EUR', amount_spent: '0', spend_cap: '0' },
];

export const defaultFakeGoogleCustomers: FakeGoogleCustomer[] = [
  { id: '1234567890', descriptiveName: 'Tuincentrum Bakker', currencyCode: 'EUR', status: 'ENABLED' },
  { id: '2345678901', descriptiveName: 'Kapsalon Smit', currencyCode: 'EUR', status: 'SUSPENDED' },
];

const failSchema = z.object({ kind: z.enum(fakeAdPlatformFailures) });

export async function startFakeAdPlatforms(options: FakeAdPlatformsOptions): Promise<FakeAdPlatforms> {
  let url = '';
  const facebook = createFakeFacebook(options.facebook, () => url);
  const google = createFakeGoogleAds(options.google);

  function reset(): void {
    facebook.reset();
    google.reset();
  }

  /** The control API; answers 204 when done, 400 when the body does not fit. */
  function control(path: string, body: unknown): { status: number; error?: string } {
    const parse = <T>(schema: z.ZodType<T>, apply: (value: T) => void) => {
      const parsed = schema.safeParse(body);
      if (!parsed.success) return { status: 400, error: z.prettifyError(parsed.error) };
      apply(parsed.data);
      return { status: 204 };
    };
    switch (path) {
      case '/__control/facebook/accounts':
        return parse(z.array(fakeFacebookAccountSchema), (accounts) => facebook.api.setAccounts(accounts));
      case '/__control/google/customers':
        return parse(z.array(fakeGoogleCustomerSchema), (customers) => google.api.setCustomers(customers));
      case '/__control/facebook/fail':
        return parse(failSchema, ({ kind }) => facebook.api.failNext(kind));
      case '/__control/google/fail':
        return parse(failSchema, ({ kind }) => google.api.failNext(kind));
      case '/__control/expire':
        facebook.api.expireTokens();
        google.api.revokeRefreshTokens();
        return { status: 204 };
      case '/__control/reset':
        reset();
        return { status: 204 };
      default:
        return { status: 404, error: 'not found' };
    }
  }

  const started = await startFakeServer(options, async (req, res) => {
    const requestUrl = new URL(req.url ?? '/', 'http://fake-ad-platforms.invalid');
    const path = requestUrl.pathname;
    if (req.method === 'GET' && path === '/') return send(res, 200, 'fake ad platforms');
    if (path.startsWith('/facebook/')) return facebook.handle(req, res, requestUrl, path.slice('/facebook'.length));
    if (path.startsWith('/google/')) return google.handle(req, res, requestUrl, path.slice('/google'.length));
    if (req.method === 'POST' && path.startsWith('/__control/')) {
      const answer = control(path, await readJson(req));
      return send(res, answer.status, answer.error === undefined ? undefined : { error: answer.error });
    }
    send(res, 404, { error: 'not found' });
  });
  const server = started.server;
  url = started.url;

  return {
    url,
    facebook: { ...facebook.api, authorizeUrl: `${url}/facebook/dialog/oauth`, graphUrl: `${url}/facebook/graph` },
    google: {
      ...google.api,
      authorizeUrl: `${url}/google/o/oauth2/auth`,
      tokenUrl: `${url}/google/token`,
      adsApiUrl: `${url}/google/ads`,
    },
    reset,
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

/**
 * The variables that point an app at this fake (names as in server/env.ts). Google Ads shares
 * GOOGLE_CLIENT_ID/SECRET with the sign-in, so start the fake with those same values.
 */
export function fakeAdPlatformsEnv(fake: FakeAdPlatforms, options: FakeAdPlatformsOptions): Record<string, string> {
  return {
    FACEBOOK_APP_ID: options.facebook.appId,
    FACEBOOK_APP_SECRET: options.facebook.appSecret,
    FACEBOOK_AUTHORIZE_URL: fake.facebook.authorizeUrl,
    FACEBOOK_GRAPH_URL: fake.facebook.graphUrl,
    GOOGLE_ADS_DEVELOPER_TOKEN: options.google.developerToken,
    GOOGLE_ADS_AUTHORIZE_URL: fake.google.authorizeUrl,
    GOOGLE_ADS_TOKEN_URL: fake.google.tokenUrl,
    GOOGLE_ADS_API_URL: fake.google.adsApiUrl,
  };
}
