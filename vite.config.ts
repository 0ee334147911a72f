import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressDir } from './scripts/precompress.mjs';

/**
 * The fonts the first screen needs in every language: Latin 400/600 for text and headings. The
 * Devanagari faces are not preloaded: an English page never uses them (the language switcher's
 * मराठी/हिंदी come from a tiny subset face), and a Marathi or Hindi page starts them from the entry
 * script (src/web/i18n/fonts.ts) as soon as it knows the language.
 */
const PRELOADED_FONTS = [/noto-sans-latin-400-normal-[\w-]+\.woff2$/, /noto-sans-latin-600-normal-[\w-]+\.woff2$/];

/** Written into the build: `npm start` serves only a production build (scripts/web-build.mjs). */
export const BUILD_INFO_FILE = '.build-info.json';

function preloadFonts(): Plugin {
  return {
    name: 'abhyas:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {});
        return PRELOADED_FONTS.flatMap((pattern) => files.filter((file) => pattern.test(file))).map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * After the bundle is written: the .br/.gz siblings of every text file, and the build marker saying
 * whether this is a production build (React's development build is 50% more JS and much slower).
 */
function finishBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'abhyas:finish-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const compressed = precompressDir(outDir);
        const info = { production: config.isProduction, nodeEnv: process.env.NODE_ENV ?? null, mode: config.mode, builtAt: new Date().toISOString(), precompressed: compressed.files };
        writeFileSync(join(outDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
      },
    },
  };
}

export default defineConfig(({ command }) => {
  // A build is always a production build, whatever NODE_ENV the shell (or vitest: "test") exported:
  // Vite reads NODE_ENV only after loading this file, so React and the JSX runtime follow it.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), tailwindcss(), preloadFonts(), finishBuild()],
    build: {
      outDir: 'dist/web',
      emptyOutDir: true,
      // Fonts stay files: a face inlined into the CSS is downloaded by every page, needed or not.
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    },
    server: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
    preview: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
  };
});
