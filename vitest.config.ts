import { availableParallelism } from 'node:os';
import { aliases } from './aliases.ts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default for `run` is one worker fewer than the cores: one file at a time on CI's two. The main process
    // is mostly idle while files run, so a worker per core: 45 test files took 159 s instead of 190 s, same CPU
    // time (load 6.5-8.7, README "Test suite speed").
    maxWorkers: availableParallelism(),
    // test databases (PGlite tarballs, PostgreSQL templates) and the parsed content library, built once per run
    globalSetup: ['src/server/testing/global-setup.ts'],
    setupFiles: ['src/web/testing/setup-dom.ts'],
  },
});
