import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure rules in common/ and web/) and `api` (the real Fastify app on an
 * in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Each test file gets its own in-memory database (a clone of one migrated template), or
          // all files share the PostgreSQL database of TEST_DATABASE_URL; files run in parallel workers.
          pool: 'forks',
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
    ],
  },
});
