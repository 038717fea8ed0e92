/** Builds the real app for HTTP tests (app.inject) and signs users in. */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type LogStream } from '../app.js';
import type { Database, Db } from '../db/database.js';
import { loadEnv, type Env } from '../env.js';
import { relaxedRateLimitRules, type RateLimitRules } from '../lib/rate-limit.js';
import { openTestDatabase } from './test-database.js';

export const testAppOrigin = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Share a database with another test app (it is then not closed with this app). */
  database?: Database;
  /** Rate-limit rules on top of the relaxed test defaults. */
  rateLimitRules?: Partial<RateLimitRules>;
  /** Share rate-limit counters with another test app (default: a fresh prefix per app). */
  rateLimitKeyPrefix?: string;
  /** Where the app's log lines go (set env LOG_LEVEL too, silent by default). */
  logStream?: LogStream;
  /** Runs before the app is ready, e.g. to add a route of the test's own. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Uploaded files and staged uploads go to a folder of this app's own, removed on close.
  const dataDir = path.join(os.tmpdir(), `test-data-${randomUUID()}`);
  const env = loadEnv({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: testAppOrigin,
    WEB_DIST: path.join(os.tmpdir(), `no-web-build-${randomUUID()}`),
    SECRET_KEY: 'test-secret-key-of-at-least-32-characters',
    TEST_HOOKS: 'true',
    // The checklist job runs when a test says so (runChecklistJobs with its own clock).
    CHECKLIST_JOB_INTERVAL_SECONDS: '0',
    CALENDAR_REMINDER_INTERVAL_SECONDS: '0',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    env,
    database,
    rateLimitRules: { ...relaxedRateLimitRules, ...options.rateLimitRules },
    rateLimitKeyPrefix: options.rateLimitKeyPrefix ?? `test-${randomUUID()}`,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    env,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no sid cookie in the response (${response.statusCode} ${response.body})`);
  return cookie.value;
}

/**
 * A captcha for `purpose`, solved through the test hook (TEST_HOOKS is on in test apps), as a
 * person reads the picture.
 */
export async function solveCaptcha(
  app: FastifyInstance,
  purpose: 'login' | 'signup' = 'login',
  remoteAddress?: string,
): Promise<{ captchaId: string; captchaCode: string }> {
  const address = remoteAddress ? { remoteAddress } : {};
  const response = await app.inject({ method: 'POST', url: '/api/auth/captcha', payload: { purpose }, ...address });
  if (response.statusCode !== 200) throw new Error(`captcha failed: ${response.statusCode} ${response.body}`);
  const { captchaId } = response.json<{ captchaId: string }>();
  const peek = await app.inject({ method: 'GET', url: `/api/test/captcha/${captchaId}` });
  if (peek.statusCode !== 200) throw new Error(`captcha hook failed: ${peek.statusCode} ${peek.body}`);
  return { captchaId, captchaCode: peek.json<{ code: string }>().code };
}

/** POST /api/auth/login with a solved captcha; returns the raw response. */
export async function postLogin(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  options: { remoteAddress?: string; cookies?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const captcha = await solveCaptcha(app, 'login', options.remoteAddress);
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { ...credentials, ...captcha },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.cookies ? { cookies: options.cookies } : {}),
  });
}

/** Signs in through the API (captcha included) and returns the session token (the `sid` cookie's value). */
export async function logInAs(app: FastifyInstance, credentials: { email: string; password: string }): Promise<string> {
  const response = await postLogin(app, credentials);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}
