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
  },
});
