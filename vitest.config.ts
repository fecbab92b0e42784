import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A temp folder per run, removed at its end (test/support/global-setup.ts).
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll's own default is 1 s: on 2 busy cores a browser test's first read (a
    // worker thread starting, a file parsed) can take longer, and the poll failed with the
    // review still at "0 rows read so far…". A poll ends as soon as it holds, so a longer
    // bound costs nothing when things are quick.
    expect: { poll: { timeout: 15_000 } },
    // Integration and e2e suites start real servers and browsers; two cores, so keep
    // parallelism modest to avoid timing-dependent flakes.
    maxWorkers: 2,
    // On CI's 2 cores a browser or CLI test can lose a race with a neighbour's load (the
    // review's row count, a kill-and-resume bound): one retry there, never locally, so a
    // real failure still fails twice and shows.
    retry: process.env.CI ? 1 : 0,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
  },
});
