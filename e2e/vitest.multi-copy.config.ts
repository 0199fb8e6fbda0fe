import { defineConfig } from 'vitest/config';

// The multi-copy suite (`npm run test:multi-copy`): copies of the built server on the PostgreSQL
// server (TEST_POSTGRES_URL, else the local one) behind nginx. One file, one cluster: its scenarios
// run in order, the one that kills a copy last.
export default defineConfig({
  test: {
    include: ['src/multi-copy/**/*.multi.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
