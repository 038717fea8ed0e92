/**
 * Runs the fake ad platforms on their own, for browser tests: `npx tsx server/test/fake-ad-platforms-main.ts`.
 * FAKE_AD_PLATFORMS_PORT (default 3102) on 127.0.0.1; ids and secrets from FAKE_FACEBOOK_APP_ID,
 * FAKE_FACEBOOK_APP_SECRET, FAKE_GOOGLE_ADS_CLIENT_ID, FAKE_GOOGLE_ADS_CLIENT_SECRET and
 * FAKE_GOOGLE_ADS_DEVELOPER_TOKEN, else fixed test values (fakeAdPlatformsDefaults). It starts with
 * three Facebook accounts and two Google customers, so connecting and syncing needs no setup.
 * Point the app at it with FACEBOOK_AUTHORIZE_URL={url}/facebook/dialog/oauth,
 * FACEBOOK_GRAPH_URL={url}/facebook/graph, GOOGLE_ADS_AUTHORIZE_URL={url}/google/o/oauth2/auth,
 * GOOGLE_ADS_TOKEN_URL={url}/google/token and GOOGLE_ADS_API_URL={url}/google/ads.
 * Steer it with POST /__control/… (see fake-ad-platforms.ts). Stops on SIGTERM/SIGINT.
 */
import { stopOnSignals } from './fake-http.js';
import { defaultFakeFacebookAccounts, defaultFakeGoogleCustomers, fakeAdPlatformsDefaults, startFakeAdPlatforms } from './fake-ad-platforms.js';

const env = process.env;
const port = Number(env.FAKE_AD_PLATFORMS_PORT || fakeAdPlatformsDefaults.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`fake-ad-platforms: FAKE_AD_PLATFORMS_PORT=${JSON.stringify(env.FAKE_AD_PLATFORMS_PORT)} is not a port number`);
  process.exit(1);
}

const fake = await startFakeAdPlatforms({
  port,
  host: '127.0.0.1',
  facebook: {
    appId: env.FAKE_FACEBOOK_APP_ID || fakeAdPlatformsDefaults.facebookAppId,
    appSecret: env.FAKE_FACEBOOK_APP_SECRET || fakeAdPlatformsDefaults.facebookAppSecret,
    accounts: defaultFakeFacebookAccounts,
  },
  google: {
    clientId: env.FAKE_GOOGLE_ADS_CLIENT_ID || fakeAdPlatformsDefaults.googleClientId,
    clientSecret: env.FAKE_GOOGLE_ADS_CLIENT_SECRET || fakeAdPlatformsDefaults.googleClientSecret,
    developerToken: env.FAKE_GOOGLE_ADS_DEVELOPER_TOKEN || fakeAdPlatformsDefaults.googleDeveloperToken,
    customers: defaultFakeGoogleCustomers,
  },
});

stopOnSignals(fake);
