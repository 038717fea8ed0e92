import { describe, expect, it } from 'vitest';
import { EnvError, envVariables, isLoopbackAddress, loadEnv, readVariableNames } from './env.js';

describe('loadEnv', () => {
  it('has working defaults: embedded database in ./data with the demo seed', () => {
    expect(loadEnv({})).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      appOrigin: 'http://localhost:3000',
      secureCookies: false,
      databaseUrl: null,
      dataDir: './data',
      seedDemo: true,
      logLevel: 'info',
      sessionTtlDays: 30,
      webDist: 'dist/web',
      trustProxy: false,
    });
  });

  it('derives APP_URL from PORT and turns the seed off with DATABASE_URL', () => {
    const env = loadEnv({ PORT: '8080', DATABASE_URL: 'postgres://app@db:5432/app' });
    expect(env.appOrigin).toBe('http://localhost:8080');
    expect(env.databaseUrl).toBe('postgres://app@db:5432/app');
    expect(env.seedDemo).toBe(false);
    expect(loadEnv({ DATABASE_URL: 'postgres://app@db/app', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('makes cookies Secure for an https APP_URL and keeps only its origin', () => {
    const env = loadEnv({ APP_URL: 'https://werkplek.example.nl/app/' });
    expect(env.appOrigin).toBe('https://werkplek.example.nl');
    expect(env.secureCookies).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({ databaseUrl: null, port: 3000 });
  });

  it('stops with a message naming every bad variable', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'drieduizend', SEED_DEMO: 'ja', APP_URL: 'ftp://x', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'luid' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    for (const name of ['PORT="drieduizend"', 'SEED_DEMO="ja"', 'APP_URL="ftp://x"', 'DATABASE_URL="mysql://x"', 'LOG_LEVEL="luid"']) {
      expect(message).toContain(name);
    }
  });

  it('reads trust-proxy settings', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    const hops = loadEnv({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false]);
  });

  it('merges CREATIVE_SAFE_ZONES over the safe zones of Meta and stops on a mistyped one', () => {
    expect(loadEnv({}).creatives.safeZones.reels).toEqual({ top: 0.14, bottom: 0.35, sides: 0.06 });
    expect(loadEnv({ CREATIVE_SAFE_ZONES: '{"reels":{"bottom":0.4}}' }).creatives.safeZones.reels).toEqual({ top: 0.14, bottom: 0.4, sides: 0.06 });
    expect(() => loadEnv({ CREATIVE_SAFE_ZONES: '{"reels":{"bottom":0.9}}' })).toThrow(/CREATIVE_SAFE_ZONES=.*reels\.bottom moet een fractie/);
    expect(() => loadEnv({ CREATIVE_SAFE_ZONES: '{reels' })).toThrow(/geen geldige JSON/);
  });

  it('documents every variable it reads', () => {
    expect(envVariables.map((v) => v.name).sort()).toEqual([...readVariableNames].sort());
  });
});

describe('TEST_HOOKS', () => {
  it('can only be turned on with NODE_ENV=test', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', TEST_HOOKS: 'true' })).toThrow(/TEST_HOOKS/);
    expect(() => loadEnv({ TEST_HOOKS: 'true' })).toThrow(/TEST_HOOKS="true": alleen toegestaan met NODE_ENV=test/);
    expect(loadEnv({ NODE_ENV: 'test', TEST_HOOKS: 'true' }).testHooks).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production' }).testHooks).toBe(false);
  });
});

describe('DEV_MAIL', () => {
  it('is on by default only on a loopback HOST without a proxy, outside production', () => {
    expect(loadEnv({}).devMail).toBe(true);
    expect(loadEnv({ HOST: 'localhost' }).devMail).toBe(true);
    expect(loadEnv({ HOST: '::1' }).devMail).toBe(true);
    expect(loadEnv({ HOST: '0.0.0.0' }).devMail).toBe(false);
    expect(loadEnv({ HOST: '192.168.1.10' }).devMail).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).devMail).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production' }).devMail).toBe(false);
  });

  it('can be set, but never turned on in production', () => {
    expect(loadEnv({ HOST: '0.0.0.0', DEV_MAIL: 'true' }).devMail).toBe(true);
    expect(loadEnv({ DEV_MAIL: 'false' }).devMail).toBe(false);
    expect(() => loadEnv({ NODE_ENV: 'production', DEV_MAIL: 'true' })).toThrow(/DEV_MAIL/);
  });

  it('knows loopback peer addresses', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', '', undefined]) expect(isLoopbackAddress(address)).toBe(false);
  });
});

describe('CONTACT_TO', () => {
  it("defaults to the team's address and must be an e-mail address", () => {
    expect(loadEnv({}).contactTo).toBe('info@marketingwerkplek.nl');
    expect(loadEnv({ CONTACT_TO: ' ' }).contactTo).toBe('info@marketingwerkplek.nl');
    expect(loadEnv({ CONTACT_TO: ' team@example.nl ' }).contactTo).toBe('team@example.nl');
    for (const value of ['team', 'team@', 'Team <team@example.nl>']) {
      expect(() => loadEnv({ CONTACT_TO: value }), value).toThrow(`CONTACT_TO=${JSON.stringify(value)}: verwacht een e-mailadres zoals info@example.nl`);
    }
  });
});

describe('Google settings', () => {
  it('reads Google sign-in only when both the client id and secret are set', () => {
    expect(loadEnv({ GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
    expect(loadEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toMatchObject({
      clientId: 'id',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
  });
});

describe('creative import settings', () => {
  it('turns Canva on with its client id and secret, with Canva’s own endpoints by default', () => {
    expect(loadEnv({ CANVA_CLIENT_ID: 'id' }).creativeImports.canva).toBeNull();
    expect(loadEnv({ CANVA_CLIENT_ID: 'id', CANVA_CLIENT_SECRET: 'secret', CANVA_API_URL: 'http://127.0.0.1:9/rest/' }).creativeImports.canva).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authorizeUrl: 'https://www.canva.com/api/oauth/authorize',
      apiUrl: 'http://127.0.0.1:9/rest',
      exportTimeoutMs: 120_000,
    });
    expect(() => loadEnv({ CANVA_EXPORT_TIMEOUT_SECONDS: '0' })).toThrow(/CANVA_EXPORT_TIMEOUT_SECONDS/);
  });

  it('keeps Google Drive off until GOOGLE_DRIVE_IMPORT=true, then reuses the sign-in client unless it has its own', () => {
    const google = { GOOGLE_CLIENT_ID: 'signin', GOOGLE_CLIENT_SECRET: 'signin-secret' };
    expect(loadEnv(google).creativeImports.drive).toBeNull();
    expect(loadEnv({ ...google, GOOGLE_DRIVE_IMPORT: 'true' }).creativeImports.drive).toEqual({
      clientId: 'signin',
      clientSecret: 'signin-secret',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      apiUrl: 'https://www.googleapis.com',
    });
    expect(
      loadEnv({ ...google, GOOGLE_DRIVE_IMPORT: 'true', GOOGLE_DRIVE_CLIENT_ID: 'drive', GOOGLE_DRIVE_CLIENT_SECRET: 'drive-secret' }).creativeImports.drive,
    ).toMatchObject({ clientId: 'drive', clientSecret: 'drive-secret' });
    expect(() => loadEnv({ GOOGLE_DRIVE_IMPORT: 'true' })).toThrow(/GOOGLE_DRIVE_IMPORT="true": verplicht met GOOGLE_CLIENT_ID/);
  });
});
