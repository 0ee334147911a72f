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
    // test databases (PGlite tarballs, PostgreSQL templates) and the parsed content library, built once per run
    globalSetup: ['src/server/testing/global-setup.ts'],
  },
});
