import { defineConfig } from 'vitest/config';

// Browser flows against the built app; one server for the whole run (globalSetup), files in
// sequence so that the two cores are not shared by several Chromiums at once.
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/support/global-setup.ts'],
    fileParallelism: false,
    // The files run in one module graph: Playwright and the helpers are imported once, not per file.
    isolate: false,
    testTimeout: 60_000,
    // A page answers within a second on an idle machine; the CI machine runs the API tests beside
    // the browser, so a poll waits up to ten seconds for what the user would see (it ends as soon
    // as it sees it).
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
