import { aliases } from './aliases';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The fonts the first screen needs in every language: Latin 400/600 for text and headings, and
 * Devanagari 400 (the language switcher always shows मराठी and हिंदी). Preloading them lets the
 * text paint once in its real font instead of swapping from a fallback and shifting the layout.
 */
const PRELOADED_FONTS = [
  /noto-sans-latin-400-normal-[\w-]+\.woff2$/,
  /noto-sans-latin-600-normal-[\w-]+\.woff2$/,
  /noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/,
];

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

export default defineConfig({
  resolve: { alias: aliases },
  plugins: [react(), tailwindcss(), preloadFonts()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
