/**
 * Which server test files reach the database. npm test's PostgreSQL run is there to run the same SQL on a real
 * server, so it takes only these; the rest (pure unit tests) already ran once on PGlite.
 *
 * A file reaches the database when a static walk of its value imports (relative paths and the @server/@shared/@web
 * aliases; `import type` and all-`type` specifier lists do not count, dynamic `import('…')` does) arrives at one of
 * DB_ENTRIES, imports a database driver itself, or names TEST_DATABASE_URL. The walk leans towards "reaches": an
 * import it cannot resolve, or one written in a comment, still counts as a real one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Reaching one of these (relative to the root) means a file opens a database. */
export const DB_ENTRIES = ['src/server/db/database.ts', 'src/server/testing/test-db.ts', 'src/server/testing/test-app.ts'];
/** Bare packages that are a database by themselves. */
const DB_PACKAGES = [/^pg$/, /^pg\//, /^@electric-sql\/pglite/];
const ALIASES = { '@server/': 'src/server/', '@shared/': 'src/shared/', '@web/': 'src/web/' };
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs', '/index.js'];

/** The specifiers a source file imports as values (static, re-exported, side-effect and dynamic). */
export function valueImports(source) {
  const found = [];
  // import x from '…', import { a, type B } from '…', export { a } from '…', export * from '…'
  for (const m of source.matchAll(/\b(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const [, , typeOnly, clause, spec] = m;
    if (typeOnly) continue;
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    if (named) {
      const names = named[1]
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((n) => /^type\s/.test(n))) continue;
    }
    found.push(spec);
  }
  for (const m of source.matchAll(/\bimport\s*['"]([^'"]+)['"]/g)) found.push(m[1]); // import '…'
  for (const m of source.matchAll(/\bimport(?:Actual)?\s*(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]); // import('…'), vi.importActual('…')
  return found;
}

/** The file a specifier leads to, '' for a bare package, or null when it cannot be resolved. */
function resolveSpec(root, from, spec) {
  let base;
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  if (alias) base = join(root, ALIASES[alias], spec.slice(alias.length));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return '';
  const candidates = [base, base.replace(/\.m?js$/, '.ts'), base.replace(/\.js$/, '.tsx')];
  for (const c of candidates)
    for (const ext of EXTENSIONS) {
      const p = c + ext;
      if (existsSync(p) && statSync(p).isFile()) return p;
    }
  return null;
}

/** A memoised "does this file reach the database" over one project root. */
export function dbReach(root) {
  const entries = new Set(DB_ENTRIES.map((p) => join(root, p)));
  const memo = new Map();
  const reaches = (file) => {
    if (memo.has(file)) return memo.get(file);
    memo.set(file, false); // an import cycle adds nothing new
    let hit = entries.has(file);
    if (!hit) {
      const source = readFileSync(file, 'utf8');
      if (/\bTEST_DATABASE_URL\b/.test(source)) hit = true;
      for (const spec of hit ? [] : valueImports(source)) {
        const target = resolveSpec(root, file, spec);
        if (target === '' ? DB_PACKAGES.some((p) => p.test(spec)) : target === null || reaches(target)) {
          hit = true;
          break;
        }
      }
    }
    memo.set(file, hit);
    return hit;
  };
  return reaches;
}

function testFiles(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...testFiles(p));
    else if (/\.test\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

/** The test files under `under` split into those that reach the database and those that do not (paths relative to root, sorted). */
export function splitDbTests(root = process.cwd(), under = 'src/server') {
  const reaches = dbReach(resolve(root));
  const db = [];
  const free = [];
  for (const file of testFiles(join(resolve(root), under)).sort()) {
    (reaches(file) ? db : free).push(relative(resolve(root), file).split(sep).join('/'));
  }
  return { db, free };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { db, free } = splitDbTests();
  console.log(`reach the database (${db.length}):\n  ${db.join('\n  ')}\nDB-free (${free.length}):\n  ${free.join('\n  ')}`);
}
