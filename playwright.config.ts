import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests in Debian's Chromium against the built app (dist/), started on its own port
 * with a fresh embedded database and the demo workspace.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = `.tmp/e2e-data-${port}`;
export const fakeGooglePort = port + 1;
const fakeGoogleURL = `http://127.0.0.1:${fakeGooglePort}`;
export const fakeAdPlatformsPort = port + 2;
export const fakeAdPlatformsURL = `http://127.0.0.1:${fakeAdPlatformsPort}`;
const fakeCreativeImportsPort = port + 3;
const fakeCreativeImportsURL = `http://127.0.0.1:${fakeCreativeImportsPort}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // No retries: a test that fails now and then is a defect to find, not to hide.
  retries: 0,
  timeout: 30_000,
  // A cold page (a fresh context fetches and parses some 70 chunks) can take several seconds on a
  // loaded 2-core CI machine; the tests check behaviour, the benches measure speed.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // A local fake of Google's OAuth endpoints: the Google sign-in test runs the real redirect flow.
      command: 'node --import tsx server/test/fake-google-main.ts',
      url: `${fakeGoogleURL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_GOOGLE_PORT: String(fakeGooglePort), FAKE_GOOGLE_CLIENT_ID: 'e2e-client', FAKE_GOOGLE_CLIENT_SECRET: 'e2e-secret' },
    },
    {
      // Local fakes of Facebook Login + the Graph API and Google Ads: connecting and syncing run the real clients.
      command: 'node --import tsx server/test/fake-ad-platforms-main.ts',
      url: `${fakeAdPlatformsURL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_AD_PLATFORMS_PORT: String(fakeAdPlatformsPort),
        FAKE_FACEBOOK_APP_ID: 'e2e-facebook-app',
        FAKE_FACEBOOK_APP_SECRET: 'e2e-facebook-secret',
        FAKE_GOOGLE_ADS_CLIENT_ID: 'e2e-client',
        FAKE_GOOGLE_ADS_CLIENT_SECRET: 'e2e-secret',
        FAKE_GOOGLE_ADS_DEVELOPER_TOKEN: 'e2e-developer-token',
      },
    },
    {
      // Local fakes of Canva Connect and Google Drive: importing a creative runs the real OAuth and export flows.
      command: 'node --import tsx server/test/fake-creative-imports-main.ts',
      url: `${fakeCreativeImportsURL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_CREATIVE_IMPORTS_PORT: String(fakeCreativeImportsPort),
        FAKE_CANVA_CLIENT_ID: 'e2e-canva',
        FAKE_CANVA_CLIENT_SECRET: 'e2e-canva-secret',
        FAKE_DRIVE_CLIENT_ID: 'e2e-drive',
        FAKE_DRIVE_CLIENT_SECRET: 'e2e-drive-secret',
      },
    },
    {
      command: `rm -rf ${dataDir} && node dist/server/main.js`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // A fresh embedded database compiles, migrates and seeds: 10 s on a quiet machine, several
      // times that on a loaded one. Waited for as long as it really takes, within reason.
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseURL,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // Lets the tests read a captcha's code (GET /api/test/captcha/:id); refused in production.
        TEST_HOOKS: 'true',
        SECRET_KEY: 'e2e-secret-key-of-at-least-32-characters',
        GOOGLE_CLIENT_ID: 'e2e-client',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_AUTHORIZE_URL: `${fakeGoogleURL}/o/oauth2/v2/auth`,
        GOOGLE_TOKEN_URL: `${fakeGoogleURL}/token`,
        GOOGLE_USERINFO_URL: `${fakeGoogleURL}/v1/userinfo`,
        FACEBOOK_APP_ID: 'e2e-facebook-app',
        FACEBOOK_APP_SECRET: 'e2e-facebook-secret',
        FACEBOOK_AUTHORIZE_URL: `${fakeAdPlatformsURL}/facebook/dialog/oauth`,
        FACEBOOK_GRAPH_URL: `${fakeAdPlatformsURL}/facebook/graph`,
        GOOGLE_ADS_DEVELOPER_TOKEN: 'e2e-developer-token',
        GOOGLE_ADS_AUTHORIZE_URL: `${fakeAdPlatformsURL}/google/o/oauth2/auth`,
        GOOGLE_ADS_TOKEN_URL: `${fakeAdPlatformsURL}/google/token`,
        GOOGLE_ADS_API_URL: `${fakeAdPlatformsURL}/google/ads`,
        CANVA_CLIENT_ID: 'e2e-canva',
        CANVA_CLIENT_SECRET: 'e2e-canva-secret',
        CANVA_AUTHORIZE_URL: `${fakeCreativeImportsURL}/canva/api/oauth/authorize`,
        CANVA_API_URL: `${fakeCreativeImportsURL}/canva/rest`,
        GOOGLE_DRIVE_IMPORT: 'true',
        GOOGLE_DRIVE_CLIENT_ID: 'e2e-drive',
        GOOGLE_DRIVE_CLIENT_SECRET: 'e2e-drive-secret',
        GOOGLE_DRIVE_AUTHORIZE_URL: `${fakeCreativeImportsURL}/drive/o/oauth2/v2/auth`,
        GOOGLE_DRIVE_TOKEN_URL: `${fakeCreativeImportsURL}/drive/token`,
        GOOGLE_DRIVE_API_URL: `${fakeCreativeImportsURL}/drive`,
      },
    },
  ],
});
