import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// One Vitest run, three projects: pure units (contracts, web helpers) and the API tests,
// which each start from a migrated template database built once in globalSetup.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          // Pure functions: the files share one module graph per worker (see the server project).
          isolate: false,
        },
      },
      {
        // `@/...` is apps/web/src, as in apps/web/vite.config.ts and apps/web/tsconfig.json.
        resolve: { alias: { '@': fileURLToPath(new URL('apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build-plugins/**/*.test.ts'],
          environment: 'node',
          // The files share one module graph per worker, so importing the app's modules is paid once
          // per worker instead of once per file; a file that stubs a global or spies undoes it after.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          // Timed tests (`*.timed.test.ts`: a bound on wall time, such as a report exported within
          // 30 s or a child process started from source within its minute) run on their own, with
          // nothing beside them to share the CPU: `npm run test:timed`, last in `npm test`.
          include: process.env.TIMED_TESTS
            ? ['src/**/*.timed.test.ts', 'test/**/*.timed.test.ts']
            : ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Query-plan tests (`*-plan.test.ts`, `*-plans.test.ts`) load tens of thousands of rows to
          // see which indexes the planner picks. That choice is the PostgreSQL server's (another
          // version than PGlite's, with its own statistics), so they run only there: CI runs the
          // API tests on the server too.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TIMED_TESTS ? [] : ['**/*.timed.test.ts']),
            ...(process.env.DATABASE_URL ? [] : ['**/*-plan.test.ts', '**/*-plans.test.ts']),
          ],
          globalSetup: ['test/global-setup.ts'],
          // Guards against a hang, not bounds on speed (timed tests measure their own): beside the
          // browser tests, at a lower priority, a test can take several times its time alone.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // A worker runs its files one after the other in one module graph: importing the server
          // (and compiling PGlite) once per worker instead of once per file halves the run. Each
          // file still builds its own app on its own database copy, and closes it.
          isolate: false,
          // Vitest's default on a two-core machine is one worker. The API tests mostly wait on the
          // database: on a PostgreSQL server several files overlap well; PGlite runs in the worker
          // itself, so there two workers fill both cores. Timed tests go one file at a time.
          maxWorkers: process.env.TIMED_TESTS ? 1 : process.env.DATABASE_URL ? 4 : 2,
        },
      },
    ],
  },
});
