/** What every feature's routes receive from buildApp: configuration, database and shared services. */
import type { Database, Db } from '../db/database.js';
import type { Env } from '../env.js';
import type { LoginLimiter } from './rate-limit.js';
import type { SessionSettings } from './session.js';

export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  session: SessionSettings;
  loginLimiter: LoginLimiter;
}

export interface FeatureOptions {
  ctx: AppContext;
}
