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
          // All files share the PostgreSQL database of TEST_DATABASE_URL, or the files of one worker
          // share one in-memory clone of a migrated PGlite template; files run in parallel workers,
          // without module isolation so a worker keeps its clone (no test file mocks modules).
          pool: 'forks',
          isolate: false,
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
    ],
  },
});
