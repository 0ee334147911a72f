import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { filesFingerprint } from './fingerprint';
import { loadContent, type ContentLibrary } from './load';

/** parsed libraries kept: a few checkouts (or content versions) side by side on one machine */
const KEEP = 4;

export interface CachedLoad {
  lib: ContentLibrary;
  /** served from the cache (no YAML parsed) */
  cached: boolean;
}

/**
 * loadContent, with the parsed library kept on local disk under the fingerprint of content/'s bytes and of the code
 * that reads them (the start-up seed's fingerprint): parsing and validating the YAML takes 3–5 s, reading the kept
 * copy (v8 serialisation, types kept) a twentieth of a second. For the question desk's worker threads, which need
 * the whole bank for each import or save. The copy is only a cache: lost or unusable, the files are parsed again;
 * the same bytes and code give the same library, so content:check and the seed keep parsing the files themselves.
 * The folder is the user's own (0700, checked before each read), so another account cannot plant a library.
 */
export function loadContentCached(root: string, opts: { cacheDir?: string; codeRoot?: string } = {}): CachedLoad {
  const dir = opts.cacheDir ?? join(tmpdir(), `abhyas-content-cache-${userInfo().uid}`);
  const key = filesFingerprint(root, opts.codeRoot ?? process.cwd());
  const file = join(dir, `${key}.v8`);
  if (usable(dir) && existsSync(file)) {
    try {
      return { lib: deserialize(readFileSync(file)) as ContentLibrary, cached: true };
    } catch {
      // a torn or foreign file: parse again and replace it
    }
  }
  const lib = loadContent(root);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (usable(dir)) {
      const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
      writeFileSync(partial, serialize(lib), { mode: 0o600 });
      renameSync(partial, file);
      prune(dir);
    }
  } catch {
    // a full or read-only disk: the library is still returned, parsed
  }
  return { lib, cached: false };
}

/** a folder this process's user owns and nobody else can write to */
function usable(dir: string): boolean {
  try {
    const st = statSync(dir);
    return st.isDirectory() && (process.getuid === undefined || st.uid === process.getuid()) && (st.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

function prune(dir: string): void {
  const kept = readdirSync(dir)
    .filter((f) => f.endsWith('.v8') || f.endsWith('.tmp'))
    .map((f) => ({ f, at: statSync(join(dir, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { f, at } of kept.slice(KEEP))
    if (f.endsWith('.v8') || Date.now() - at > 60_000)
      try {
        unlinkSync(join(dir, f));
      } catch {
        // another process pruned it first
      }
}
