import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/database';
import { openTestDb } from '@server/testing/test-db';
import { filesFingerprint } from '@server/content/fingerprint';
import { seedContentWhenFilesChanged } from './seed-at-start';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());
const quiet = { info() {} };

describe('seeding at start (issue 9)', () => {
  it('parses content/ on the first start, not on a start with the same files and code, again when the code changes', async () => {
    const code = mkdtempSync(join(tmpdir(), 'abhyas-code-'));
    const dir = join(code, 'src/shared');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'schema.ts'), 'export const v = 1;');
    const content = resolve('content');
    expect(await seedContentWhenFilesChanged(db.kysely, content, quiet, code)).toEqual({ parsed: true });
    const topics = await db.kysely.selectFrom('syllabus_topics').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(topics.n)).toBeGreaterThan(10);
    const started = performance.now();
    expect(await seedContentWhenFilesChanged(db.kysely, content, quiet, code)).toEqual({ parsed: false });
    expect(performance.now() - started).toBeLessThan(1000);
    writeFileSync(join(dir, 'schema.ts'), 'export const v = 2;');
    expect(await seedContentWhenFilesChanged(db.kysely, content, quiet, code)).toEqual({ parsed: true });
  }, 120_000);

  it('the fingerprint moves with any file’s bytes or name', () => {
    const root = mkdtempSync(join(tmpdir(), 'abhyas-content-'));
    writeFileSync(join(root, 'a.yaml'), 'a: 1\n');
    const first = filesFingerprint(root, root);
    writeFileSync(join(root, 'a.yaml'), 'a: 2\n');
    const second = filesFingerprint(root, root);
    writeFileSync(join(root, 'b.yaml'), '');
    expect(new Set([first, second, filesFingerprint(root, root)]).size).toBe(3);
  });
});
