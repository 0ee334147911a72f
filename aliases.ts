import { fileURLToPath } from 'node:url';

/** The import aliases of tsconfig.json's `paths`, for Vite and Vitest (tsx reads tsconfig.json itself). */
export const aliases = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};
