/** Builds the real app for HTTP tests (app.inject) and signs users in. */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { Database, Db } from '../db/database.js';
import { loadEnv, type Env } from '../env.js';
import type { LoginRateLimits } from '../lib/rate-limit.js';
import { openTestDatabase } from './test-database.js';

export const testAppOrigin = 'http://localhost:3000';

/** High enough that no test trips them by accident; the rate-limit test sets its own. */
const relaxedRateLimits: LoginRateLimits = {
  perIpAndEmail: { points: 10_000, durationSeconds: 60 },
  perIp: { points: 10_000, durationSeconds: 60 },
};

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
  loginRateLimits?: LoginRateLimits;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: testAppOrigin,
    WEB_DIST: path.join(os.tmpdir(), `no-web-build-${randomUUID()}`),
    SECRET_KEY: 'test-secret-key-of-at-least-32-characters',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    env,
    database,
    loginRateLimits: options.loginRateLimits ?? relaxedRateLimits,
    rateLimitKeyPrefix: `test-${randomUUID()}`,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    env,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no sid cookie in the response (${response.statusCode} ${response.body})`);
  return cookie.value;
}

/** Signs in through the API and returns the session token (the `sid` cookie's value). */
export async function logInAs(app: FastifyInstance, credentials: { email: string; password: string }): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}
