import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The code that turns content/ into rows (loader, schemas, row mapping): a change to it must re-parse unchanged files.
 * From a checkout these folders are hashed; a deployment without the sources hashes the running server bundle.
 */
const CODE_DIRS = ['src/server/content', 'src/shared', 'src/server/modules/content'];

/** sha256 over every file's path and bytes under content/, then the code's. */
export function filesFingerprint(contentDir: string, codeRoot: string): string {
  const h = createHash('sha256');
  const add = (root: string, label: string) => {
    for (const file of walk(root)) h.update(`${label}:${relative(root, file)}\n`).update(readFileSync(file));
  };
  add(resolve(contentDir), 'content');
  const code = CODE_DIRS.map((d) => join(codeRoot, d)).filter((d) => existsSync(d));
  if (code.length) for (const d of code) add(d, d);
  else h.update(readFileSync(fileURLToPath(import.meta.url)));
  return h.digest('hex');
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}
