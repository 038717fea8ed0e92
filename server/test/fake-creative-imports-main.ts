/**
 * Runs the fake Canva + Google Drive on their own, for browser tests and `npm start`:
 * `npx tsx server/test/fake-creative-imports-main.ts`. FAKE_CREATIVE_IMPORTS_PORT (default 3103)
 * on 127.0.0.1; ids and secrets from FAKE_CANVA_CLIENT_ID, FAKE_CANVA_CLIENT_SECRET,
 * FAKE_DRIVE_CLIENT_ID and FAKE_DRIVE_CLIENT_SECRET, else fixed test values
 * (fakeCreativeImportsDefaults). It starts with three Canva designs and a few Drive files.
 * Point the app at it with CANVA_CLIENT_ID/SECRET, CANVA_AUTHORIZE_URL={url}/canva/api/oauth/authorize,
 * CANVA_API_URL={url}/canva/rest, GOOGLE_DRIVE_IMPORT=true, GOOGLE_DRIVE_CLIENT_ID/SECRET,
 * GOOGLE_DRIVE_AUTHORIZE_URL={url}/drive/o/oauth2/v2/auth, GOOGLE_DRIVE_TOKEN_URL={url}/drive/token
 * and GOOGLE_DRIVE_API_URL={url}/drive (fakeCreativeImportsEnv). Steer it with POST /__control/…
 * (see fake-creative-imports.ts). Stops on SIGTERM/SIGINT.
 */
import { stopOnSignals } from './fake-http.js';
import { fakeCreativeImportsDefaults, fakeCreativeImportsEnv, startFakeCreativeImports } from './fake-creative-imports.js';

const env = process.env;
const port = Number(env.FAKE_CREATIVE_IMPORTS_PORT || fakeCreativeImportsDefaults.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`fake-creative-imports: FAKE_CREATIVE_IMPORTS_PORT=${JSON.stringify(env.FAKE_CREATIVE_IMPORTS_PORT)} is not a port number`);
  process.exit(1);
}

const options = {
  canva: {
    clientId: env.FAKE_CANVA_CLIENT_ID || fakeCreativeImportsDefaults.canvaClientId,
    clientSecret: env.FAKE_CANVA_CLIENT_SECRET || fakeCreativeImportsDefaults.canvaClientSecret,
  },
  drive: {
    clientId: env.FAKE_DRIVE_CLIENT_ID || fakeCreativeImportsDefaults.driveClientId,
    clientSecret: env.FAKE_DRIVE_CLIENT_SECRET || fakeCreativeImportsDefaults.driveClientSecret,
  },
};
const fake = await startFakeCreativeImports({ port, host: '127.0.0.1', ...options });
if (env.FAKE_CREATIVE_IMPORTS_PRINT_ENV === 'true') {
  for (const [name, value] of Object.entries(fakeCreativeImportsEnv(fake, options))) console.log(`${name}=${value}`);
}

stopOnSignals(fake);
