import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { aliases } from './aliases.ts';
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
        const info = {
          production: config.isProduction,
          nodeEnv: process.env.NODE_ENV ?? null,
          mode: config.mode,
          builtAt: new Date().toISOString(),
          precompressed: compressed.files,
        };
        writeFileSync(join(outDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
      },
    },
  };
}

const LANDING_PAGE = /src[\\/]web[\\/]features[\\/]landing[\\/]components[\\/]landing-page\.tsx$/;
const LOGIN_PAGE = /src[\\/]web[\\/]features[\\/]auth[\\/]components[\\/]login-page\.tsx$/;

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/**
 * Fewer, larger chunks where the defaults made dozens of tiny ones (an icon, a button: ~200 bytes of
 * code and ~1 KB of headers each, one more round trip on a phone). Three groups, each only of modules
 * shared by two or more chunks, so no page loads code only another page needs:
 *  - `core`: what the entry needs and shares with the lazy chunks (React, the router, the API client);
 *  - `public`: what the landing page shares with the other pages (icons, the language switcher);
 *  - `signed-in`: what the signed-in shell and pages share (TanStack Query, form controls, icons).
 * Page modules (dynamic-import targets) keep their own chunks.
 */
function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  const closures = new Map<string, Set<string>>();
  const staticClosure = (ctx: ChunkingContext, root: RegExp): Set<string> => {
    const key = root.source;
    const cached = closures.get(key);
    if (cached) return cached;
    const seen = new Set<string>();
    const roots: string[] = [];
    // The roots are found among all modules the first time a name is asked for.
    const all = ctx.getModuleInfo(resolve('src/web/main.tsx'));
    const stack = all ? [all.id] : [];
    const visited = new Set<string>();
    while (stack.length) {
      const id = stack.pop()!;
      if (visited.has(id)) continue;
      visited.add(id);
      if (root.test(id)) roots.push(id);
      const info = ctx.getModuleInfo(id);
      if (info) stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
    }
    const todo = [...roots];
    while (todo.length) {
      const id = todo.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      todo.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    closures.set(key, seen);
    return seen;
  };
  const isPage = (id: string, ctx: ChunkingContext) => (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
  // A block that imports markdown or validation, directly or not (safe-markdown, anything on zod schemas),
  // stays with the pages that use it: in a shared chunk it would make every page load that library.
  const HEAVY = /node_modules[\\/](marked|zod)[\\/]|src[\\/]shared[\\/](?!constants\.ts$)/;
  const heavy = new Map<string, boolean>();
  const importsHeavy = (id: string, ctx: ChunkingContext): boolean => {
    const known = heavy.get(id);
    if (known !== undefined) return known;
    heavy.set(id, false); // import cycles
    const deps = ctx.getModuleInfo(id)?.importedIds ?? [];
    const result = deps.some((dep) => HEAVY.test(dep) || (!dep.includes('node_modules') && importsHeavy(dep, ctx)));
    heavy.set(id, result);
    return result;
  };
  return [
    { name: 'core', tags: ['$initial'], minShareCount: 2, priority: 3 },
    {
      // Small shared building blocks only: never zod, Firebase or a feature's own logic.
      test: /node_modules[\\/](lucide-react|@tanstack|sonner)[\\/]|src[\\/]web[\\/](components|lib)[\\/]|src[\\/]shared[\\/]constants\.ts$/,
      name: (id, ctx) => {
        if (isPage(id, ctx) || importsHeavy(id, ctx)) return null;
        if (staticClosure(ctx, LANDING_PAGE).has(id)) return 'public';
        // The login page's own share (sonner, its form controls) keeps the default split.
        if (staticClosure(ctx, LOGIN_PAGE).has(id)) return null;
        return 'signed-in';
      },
      debugName: 'public-or-signed-in',
      minShareCount: 2,
      priority: 2,
      // Only the matched modules move: their dependencies (React, zod) stay where they were.
      includeDependenciesRecursively: false,
    },
  ];
}

export default defineConfig(({ command }) => {
  // A build is always a production build, whatever NODE_ENV the shell (or vitest: "test") exported:
  // Vite reads NODE_ENV only after loading this file, so React and the JSX runtime follow it.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    resolve: { alias: aliases },
    plugins: [react(), tailwindcss(), preloadFonts(), finishBuild()],
    build: {
      outDir: 'dist/web',
      emptyOutDir: true,
      // Fonts stay files: a face inlined into the CSS is downloaded by every page, needed or not.
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
    },
    server: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
    preview: {
      proxy: { '/api': 'http://127.0.0.1:3000' },
    },
  };
});
