import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['packages/testkit/src/vitest-global-setup.ts'],
    pool: 'forks',
    // Most tests wait on PostgreSQL, child processes or sockets rather than the CPU, so a few
    // more workers than the 2 cores keep both cores busy.
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
