import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure logic, no database) and `api` (the Fastify app through
 * app.inject on a database of its own per test file: PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    // Both cores (decision 042): Vitest's default leaves one free, which on this 2-core machine
    // meant one test file at a time. Each API file has a database of its own.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          // One module graph per worker, as the API suite (decision 042).
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          // The web app's main catalogue in both languages, as the server has it (entry.server.tsx).
          setupFiles: ['vitest.setup.ts', 'apps/web/app/i18n/main-texts.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          // One module graph per worker (decision 042): importing the app cost some 3 s per file,
          // 212 s of a 320 s run. Each file still builds its own app on its own database.
          isolate: false,
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['vitest.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Issue 30 §1: the built portal as processes behind HAProxy (after the build).
          name: 'cluster',
          include: ['scripts/cluster/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
