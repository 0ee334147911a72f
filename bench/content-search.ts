/**
 * npm run bench:content-search — seeds the whole content library and times searchContent and
 * findSimilarQuestions over a realistic set of queries (English, Marathi, short, multi-word, partial,
 * misspelt), printing p50 / p95 / max in ms. The figure to meet: p95 < 20 ms.
 *
 * Always on in-memory PGlite; also on Postgres when TEST_DATABASE_URL (a scratch database is created
 * and dropped) or DATABASE_URL (seeded in place, like `npm run db:seed`) is set, or with `--cluster`
 * (a throw-away local cluster, as `npm test` starts). BENCH_ROUNDS sets the rounds (default 20).
 */
import pg from 'pg';
import { loadContent, type ContentLibrary } from '../src/server/content/load';
import { migrateToLatest, openDatabase, type Db } from '../src/server/db/database';
import { findSimilarQuestions, searchContent } from '../src/server/library';
import { seedContent } from '../src/server/modules/content/seed';
// @ts-expect-error — plain .mjs helper
import { startCluster } from '../scripts/pg-cluster.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

const QUERIES: Record<string, string[]> = {
  english: [
    'Rajya Sabha',
    'fundamental rights',
    'directive principles of state policy',
    'inflation',
    'repo rate RBI',
    'GST council',
    'Western Ghats',
    'Godavari river',
    'Shivaji Maharaj',
    'Indian National Congress 1885',
    'Quit India Movement',
    'Panchayati Raj 73rd amendment',
    'photosynthesis',
    'biodiversity hotspots',
    'Ramsar sites',
    'fiscal deficit',
    'Satyashodhak Samaj',
    'emergency provisions article 352',
    'south west monsoon',
    'time and work',
    'Chandrayaan ISRO',
    'Lokpal',
    'Paris agreement climate change',
  ],
  marathi: [
    'मूलभूत हक्क',
    'राज्यसभा',
    'चलनवाढ',
    'गोदावरी',
    'शिवाजी महाराज',
    'सह्याद्री',
    'पंचायत राज',
    'राष्ट्रपती',
    'जैवविविधता',
    'महात्मा फुले',
    'लोकसभा अध्यक्ष',
    'राज्य धोरणाची मार्गदर्शक तत्त्वे',
  ],
  short: ['gdp', 'dam', 'fort', 'rbi', 'the', 'कलम'],
  partial: ['parliam', 'constitu', 'sahya', 'राज्यघ'],
  misspelt: ['fundamentl rigts', 'parliment speaker', 'inflaton', 'godavri', 'constitusion amendment', 'biodiversty', 'मुलभूत हक्क', 'panchayti raj'],
};

/** Bank questions lightly reworded (question words dropped, punctuation changed), and unrelated ones. */
function similarInputs(lib: ContentLibrary): { text: string; expect: string | null }[] {
  const picked = lib.mcqs.filter((_, i) => i % 53 === 0).slice(0, 12);
  const reworded = picked.flatMap((q) => [
    {
      text: q.question.en
        .replace(/^(What|Which|Who) is /, 'Tell me ')
        .replace(/\bthe\b /g, '')
        .replace(/\?$/, '.'),
      expect: q.id,
    },
    { text: q.question.mr.replace(/\?$/, '').replace(/ आहे$/, ' असते'), expect: q.id },
  ]);
  const unrelated = [
    'What is the capital of France?',
    'Who wrote Hamlet?',
    'How many legs does a spider have?',
    'फ्रान्सची राजधानी कोणती आहे?',
    'Which planet is known as the red planet?',
    'What is the boiling point of water at sea level?',
  ].map((text) => ({ text, expect: null }));
  return [...reworded, ...unrelated];
}

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return { n: s.length, p50: at(0.5).toFixed(2), p95: at(0.95).toFixed(2), max: s[s.length - 1]!.toFixed(2) };
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

async function bench(name: string, db: Db, lib: ContentLibrary) {
  const seedMs = await time(() => seedContent(db.kysely, lib));
  const again = await time(() => seedContent(db.kysely, lib));
  console.log(`\n## ${name}\nseed: ${seedMs.toFixed(0)} ms (fresh), ${again.toFixed(0)} ms (again, nothing changed)`);

  const all = Object.entries(QUERIES).flatMap(([kind, qs]) => qs.map((q) => [kind, q] as const));
  const similar = similarInputs(lib);
  // warm-up round: first-use costs (plans, caches) are not what a running server sees
  for (const [, q] of all) await searchContent(db.kysely, q);
  for (const s of similar) await findSimilarQuestions(db.kysely, s.text);

  const byKind: Record<string, number[]> = {};
  const search: number[] = [];
  const near: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const [kind, q] of all) {
      const ms = await time(() => searchContent(db.kysely, q));
      search.push(ms);
      (byKind[kind] ??= []).push(ms);
    }
    for (const s of similar) near.push(await time(() => findSimilarQuestions(db.kysely, s.text)));
  }
  console.log(`searchContent (${all.length} queries × ${ROUNDS}):`, stats(search));
  for (const [kind, ms] of Object.entries(byKind)) console.log(`  ${kind.padEnd(9)}`, stats(ms));
  console.log(`findSimilarQuestions (${similar.length} texts × ${ROUNDS}):`, stats(near));
  const found = await Promise.all(
    similar.map(async (s) => ({ ...s, top: (await findSimilarQuestions(db.kysely, s.text, { limit: 1 }))[0]?.id ?? null })),
  );
  const reworded = found.filter((f) => f.expect);
  console.log(
    `  reworded bank questions found: ${reworded.filter((f) => f.top === f.expect).length}/${reworded.length};`,
    `unrelated texts matched: ${found.filter((f) => !f.expect && f.top).length}/${found.length - reworded.length}`,
  );
}

/**
 * A database created for the run and dropped after it. pg-pool's end() resolves before its sockets are
 * closed, and the pool has no error listener (db/database.ts), so the drop waits a moment: dropping
 * `with (force)` under a closing connection would crash the process at the very end.
 */
async function withScratchDatabase(adminUrl: string, run: (db: Db) => Promise<void>) {
  const name = `abhyas_bench_${Date.now()}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrateToLatest(db.kysely);
    await run(db);
  } finally {
    await db.close();
    await new Promise((r) => setTimeout(r, 250));
    await admin(`drop database if exists ${name}`);
  }
}

const lib = loadContent('content');
console.log(`library: ${lib.topics.length} topics, ${lib.notes.length} notes, ${lib.mcqs.length} MCQs`);

const pglite = await openDatabase({ pgliteDir: 'memory://' });
await migrateToLatest(pglite.kysely);
await bench('PGlite (in memory)', pglite, lib);
await pglite.close();

let cluster: { url: string; stop(): void } | null = null;
if (process.argv.includes('--cluster') && !process.env.TEST_DATABASE_URL) {
  cluster = await (startCluster as () => Promise<{ url: string; stop(): void } | null>)();
  if (cluster) process.env.TEST_DATABASE_URL = cluster.url;
  else console.log('\n(no PostgreSQL server binaries: skipping Postgres)');
}
try {
  if (process.env.TEST_DATABASE_URL) {
    await withScratchDatabase(process.env.TEST_DATABASE_URL, (db) => bench('PostgreSQL (scratch database)', db, lib));
  } else if (process.env.DATABASE_URL) {
    const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    await migrateToLatest(db.kysely);
    await bench('PostgreSQL (DATABASE_URL)', db, lib);
    await db.close();
  }
} finally {
  cluster?.stop();
}
