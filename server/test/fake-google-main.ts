/**
 * Runs the fake Google on its own, for browser tests: `npx tsx server/test/fake-google-main.ts`.
 * FAKE_GOOGLE_PORT (default 3101) on 127.0.0.1; the client id and secret come from
 * FAKE_GOOGLE_CLIENT_ID / FAKE_GOOGLE_CLIENT_SECRET, else GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET,
 * else fixed test values; FAKE_GOOGLE_REDIRECT_URI optionally pins the redirect_uri. Point the app
 * at it with GOOGLE_AUTHORIZE_URL=http://127.0.0.1:3101/o/oauth2/v2/auth,
 * GOOGLE_TOKEN_URL=http://127.0.0.1:3101/token and GOOGLE_USERINFO_URL=http://127.0.0.1:3101/v1/userinfo.
 * Steer it with POST /__control/next-identity, /__control/fail and /__control/reset. Stops on SIGTERM/SIGINT.
 */
import { stopOnSignals } from './fake-http.js';
import { fakeGoogleDefaults, startFakeGoogle } from './fake-google.js';

const env = process.env;
const port = Number(env.FAKE_GOOGLE_PORT || fakeGoogleDefaults.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`fake-google: FAKE_GOOGLE_PORT=${JSON.stringify(env.FAKE_GOOGLE_PORT)} is not a port number`);
  process.exit(1);
}

const fake = await startFakeGoogle({
  port,
  host: '127.0.0.1',
  clientId: env.FAKE_GOOGLE_CLIENT_ID || env.GOOGLE_CLIENT_ID || fakeGoogleDefaults.clientId,
  clientSecret: env.FAKE_GOOGLE_CLIENT_SECRET || env.GOOGLE_CLIENT_SECRET || fakeGoogleDefaults.clientSecret,
  ...(env.FAKE_GOOGLE_REDIRECT_URI ? { redirectUri: env.FAKE_GOOGLE_REDIRECT_URI } : {}),
});

stopOnSignals(fake);
