import { aliases } from './aliases.ts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
