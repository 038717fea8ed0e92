/**
 * The store of rate-limiter-flexible's RateLimiterPostgres (used with DATABASE_URL so limits hold
 * across instances). Column names and types are the ones that library queries.
 */
import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
