import { chmodSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContentCached } from './load-cached';

function contentDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'abhyas-cached-content-'));
  writeFileSync(join(root, 'glossary.yaml'), '- { en: [preamble], mr: [उद्देशिका, प्रास्ताविका], hi: [प्रस्तावना] }\n');
  return root;
}
const code = () => mkdtempSync(join(tmpdir(), 'abhyas-cached-code-'));

describe('loadContentCached', () => {
  it('parses once, then serves the same library from the cache until a content file changes', () => {
    const root = contentDir();
    const opts = { cacheDir: join(mkdtempSync(join(tmpdir(), 'abhyas-cache-')), 'c'), codeRoot: code() };
    const first = loadContentCached(root, opts);
    expect(first.cached).toBe(false);
    expect(first.lib.glossary).toHaveLength(1);
    const second = loadContentCached(root, opts);
    expect(second).toEqual({ lib: first.lib, cached: true });
    writeFileSync(join(root, 'glossary.yaml'), '- { en: [article], mr: [कलम], hi: [अनुच्छेद] }\n');
    const third = loadContentCached(root, opts);
    expect(third.cached).toBe(false);
    expect(third.lib.glossary[0]!.en).toEqual(['article']);
  });

  it('parses again when the code that reads the files changes', () => {
    const root = contentDir();
    const codeRoot = code();
    mkdirSync(join(codeRoot, 'src/shared'), { recursive: true });
    writeFileSync(join(codeRoot, 'src/shared/content.ts'), 'export const v = 1;');
    const opts = { cacheDir: join(mkdtempSync(join(tmpdir(), 'abhyas-cache-')), 'c'), codeRoot };
    expect(loadContentCached(root, opts).cached).toBe(false);
    expect(loadContentCached(root, opts).cached).toBe(true);
    writeFileSync(join(codeRoot, 'src/shared/content.ts'), 'export const v = 2;');
    expect(loadContentCached(root, opts).cached).toBe(false);
  });

  it('a torn cache file is parsed past and replaced', () => {
    const root = contentDir();
    const opts = { cacheDir: join(mkdtempSync(join(tmpdir(), 'abhyas-cache-')), 'c'), codeRoot: code() };
    loadContentCached(root, opts);
    const [file] = readdirSync(opts.cacheDir);
    writeFileSync(join(opts.cacheDir, file!), 'not a serialised library');
    const again = loadContentCached(root, opts);
    expect(again.cached).toBe(false);
    expect(again.lib.glossary).toHaveLength(1);
    expect(loadContentCached(root, opts).cached).toBe(true);
  });

  it('never reads from a folder others can write to', () => {
    const root = contentDir();
    const cacheDir = mkdtempSync(join(tmpdir(), 'abhyas-cache-'));
    chmodSync(cacheDir, 0o777);
    const opts = { cacheDir, codeRoot: code() };
    expect(loadContentCached(root, opts).cached).toBe(false);
    expect(loadContentCached(root, opts).cached).toBe(false);
    expect(readdirSync(cacheDir)).toEqual([]);
  });
});
