import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: one on CI's two. The test files wait on
// their database and sockets often enough that a worker per core is faster (the API suite in
// about two thirds of the time); each worker has its own database (server/test/test-database.ts).
const workers = Math.max(2, os.availableParallelism() - 1);

/**
 * Two projects: `unit` (pure rules in common/ and web/) and `api` (the real Fastify app on an
 * in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    maxWorkers: workers,
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
          // The files of one worker share a copy of the PostgreSQL database of TEST_DATABASE_URL, or
          // one in-memory clone of a migrated PGlite template; files run in parallel workers, without
          // module isolation so a worker keeps its database (no test file mocks modules).
          pool: 'forks',
          isolate: false,
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
    ],
  },
});
