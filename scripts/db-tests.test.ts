import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error — plain .mjs helper used by scripts/test.mjs
import { splitDbTests, valueImports } from './db-tests.mjs';

const split = splitDbTests as (root?: string, under?: string) => { db: string[]; free: string[] };
const imports = valueImports as (source: string) => string[];

const root = mkdtempSync(join(tmpdir(), 'abhyas-db-tests-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
function file(path: string, source: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), source);
}

file('src/server/db/database.ts', "import pg from 'pg';\nexport type Db = {};\nexport function openDatabase() {}\n");
file('src/server/testing/test-db.ts', "export { openDatabase as openTestDb } from '../db/database';\n");
file('src/server/testing/test-app.ts', "import { openTestDb } from './test-db';\nexport const createTestApp = openTestDb;\n");
file('src/server/db/types.ts', "import type { Db } from './database';\nexport type Row = Db;\n");
file('src/server/app.ts', "import { openDatabase } from './db/database.ts';\nexport const buildApp = openDatabase;\n");
file('src/server/thing/service.ts', "import { buildApp } from '../app';\nexport const x = buildApp;\n");
file('src/server/thing/pure.ts', "import { type Db } from '@server/db/database';\nimport type { Row } from '../db/types';\nexport const y = 1;\n");
file('src/server/cycle/a.ts', "import { b } from './b';\nexport const a = b;\n");
file('src/server/cycle/b.ts', "import { a } from './a';\nexport const b = a;\n");

describe('splitDbTests', () => {
  file('src/server/thing/deep.test.ts', "import { x } from './service';\n"); // two steps away from database.ts
  file('src/server/thing/alias.test.ts', "import {\n  createTestApp,\n} from '@server/testing/test-app';\n");
  file('src/server/thing/dynamic.test.ts', "it('x', async () => { await import('../db/database'); });\n");
  file('src/server/thing/reexport.test.ts', "export * from '../testing/test-db';\n");
  file('src/server/thing/driver.test.ts', "import { PGlite } from '@electric-sql/pglite';\n");
  file('src/server/thing/env.test.ts', 'const url = process.env.TEST_DATABASE_URL;\n');
  file('src/server/thing/unresolved.test.ts', "import { gone } from './no-such-file';\n");
  file('src/server/thing/pure.test.ts', "import { y } from './pure';\nimport type { Db } from '../db/database';\n");
  file('src/server/cycle/cycle.test.ts', "import { a } from './a';\n");
  file('src/server/thing/web.test.tsx', "import { z } from 'zod';\n");
  file('src/web/other.test.ts', "import { openDatabase } from '../server/db/database';\n");

  it('keeps every file whose value imports reach the database, however they get there', () => {
    const { db } = split(root);
    expect(db).toEqual([
      'src/server/thing/alias.test.ts',
      'src/server/thing/deep.test.ts',
      'src/server/thing/driver.test.ts',
      'src/server/thing/dynamic.test.ts',
      'src/server/thing/env.test.ts',
      'src/server/thing/reexport.test.ts',
      'src/server/thing/unresolved.test.ts',
    ]);
  });

  it('leaves out files that import the database only as types, or not at all', () => {
    expect(split(root).free).toEqual(['src/server/cycle/cycle.test.ts', 'src/server/thing/pure.test.ts', 'src/server/thing/web.test.tsx']);
  });
});

describe('valueImports', () => {
  it('skips type-only imports and exports but keeps mixed ones', () => {
    const source = [
      "import type { A } from './a';",
      "import { type B, c } from './b';",
      "import { type D, type E } from './d';",
      "export type { F } from './f';",
      "import './side-effect';",
      "const m = await import('./lazy');",
    ].join('\n');
    expect(imports(source)).toEqual(['./b', './side-effect', './lazy']);
  });
});

describe('on this repository', () => {
  const { db, free } = split(process.cwd());
  it('never leaves out a file that opens a test database or app', () => {
    const opening = [...db, ...free].filter((f) => /\b(openTestDb|createTestApp|openDatabase)\(/.test(readFileSync(f, 'utf8')));
    expect(opening.length).toBeGreaterThan(40);
    expect(opening.filter((f) => !db.includes(f))).toEqual([]);
  });
  it("names files that vitest's filters (substrings of a path) cannot confuse with a DB-free one", () => {
    expect(free.filter((f) => db.some((d) => f.includes(d)))).toEqual([]);
  });
});
