import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two workers on this 2-core machine (vitest's default is cores - 1 = 1): an API test file
    // keeps one core busy at most (PGlite runs in the worker's own thread), so one worker left
    // half the machine idle for most of the run.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          // scripts/: the repository's own checks (comment-references.test.ts).
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          // One migrated PGlite database, cloned by every test (src/server/test/pglite-template.ts).
          globalSetup: ['src/server/test/global-setup.ts'],
          environment: 'node',
          // The server's module graph (Fastify, drizzle, pdfkit, the payment adapters) is loaded
          // once per worker instead of once per file: it was about 3 s per file, 10 minutes in
          // all. Safe because no API test mocks modules, stubs globals or edits process.env;
          // every file builds its own app and database (src/server/test/harness.ts).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // expect.poll's ceiling (vitest's default is 1 s): a screen whose data takes longer on a
          // busy machine is still waited for, and a poll still ends the moment its value is there.
          expect: { poll: { timeout: 15_000 } },
          // Two files at a time, like the API files: each starts its own shop on a free port with
          // its own data directory (e2e/support/shop.ts), and a browser walk waits on the network
          // and the server as much as it computes.
        },
      },
    ],
  },
});
