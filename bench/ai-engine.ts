/**
 * npm run bench:ai — the offline AI engine on the whole content library (in-memory PGlite; also Postgres when
 * TEST_DATABASE_URL is set): p50 / p95 / max per task, cached answers through the AI service, and the time to the
 * first streamed piece of a chat answer. Targets: p95 < 50 ms per task, cached < 5 ms, first token < 300 ms.
 * BENCH_ROUNDS sets the rounds (default 10).
 */
import pg from 'pg';
import type { ChatRequest } from '../src/shared/chat';
import type { MicroPlanRequest } from '../src/shared/study-plan';
import { PLANNER_SUBJECT_IDS } from '../src/shared/subjects';
import type { ExplainRequest } from '../src/shared/topic';
import { aiForTests, aiTestUser } from '../src/server/testing/ai';
import { systemClock } from '../src/server/clock';
import { loadContent } from '../src/server/content/load';
import { migrateToLatest, openDatabase, type Db } from '../src/server/db/database';
import { seedContent } from '../src/server/modules/content/seed';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const TARGET = { task: 50, cached: 5, firstToken: 300 };

const CHATS = [
  'What are Fundamental Rights?',
  'Who was the first Speaker of the Lok Sabha?',
  'What is the repo rate?',
  'exam pattern',
  'Hello',
  'Current affairs quiz',
  'Maharashtra history',
  'Economics basics',
  'Explain Indian Constitution',
  'मूलभूत हक्क काय आहेत?',
  'गोदावरी नदी',
  'Tell me about Shivaji Maharaj forts',
  'Western Ghats biodiversity',
  'flibbertigibbet wozzle snarf',
  'GST council',
];
const TOPICS: [string, string][] = [
  ['Fundamental Rights', 'Polity'],
  ['Rajya Sabha', 'Polity'],
  ['Inflation', 'Economy'],
  ['Western Ghats', 'Geography'],
  ['Quit India Movement', 'History'],
  ['Satyashodhak Samaj', 'History'],
  ['Ramsar sites', 'Environment'],
  ['Chandrayaan', 'Science & Technology'],
  ['Samruddhi Mahamarg', 'Current Affairs'],
  ['राज्यसभा', 'Polity'],
  ['चलनवाढ', 'Economy'],
  ['Gronkular wibble theory', 'History'],
];

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return { n: s.length, p50: +at(0.5).toFixed(2), p95: +at(0.95).toFixed(2), max: +s[s.length - 1]!.toFixed(2) };
}
async function time(fn: () => Promise<unknown>) {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}
function report(name: string, ms: number[], target: number) {
  const s = stats(ms);
  console.log(
    `${s.p95 < target ? '✓' : '✗'} ${name.padEnd(26)} p50 ${String(s.p50).padStart(7)} ms  p95 ${String(s.p95).padStart(7)} ms  max ${String(s.max).padStart(7)} ms  (n=${s.n}, target p95 < ${target} ms)`,
  );
}

async function bench(name: string, db: Db) {
  await seedContent(db.kysely, loadContent('content'));
  const user = await aiTestUser(db.kysely);
  // the registered tasks through the AI service, offline, uncached: what an uncached request costs
  const e = aiForTests(db.kysely, systemClock, user);
  const micro: MicroPlanRequest[] = PLANNER_SUBJECT_IDS.flatMap((subject, i) => [
    {
      subject,
      duration: 2,
      examTarget: i % 2 ? 'mpsc-mains' : 'mpsc-prelims',
      language: i % 3 ? 'english' : 'marathi',
      difficulty: (['easy', 'medium', 'hard'] as const)[i % 3]!,
    },
  ]);
  const explain: ExplainRequest[] = TOPICS.map(([topic, subject], i) => ({
    topic,
    subject,
    language: i % 2 ? 'marathi' : 'english',
    level: 'intermediate',
  }));
  const chats: ChatRequest[] = CHATS.map((message) => ({ message }));
  const examDate = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
  const texts = loadContent('content')
    .notes.slice(0, 12)
    .flatMap((n) => [n.summary.en, n.summary.mr]);

  type Thunk = () => Promise<unknown>;
  const tasks: Record<string, Thunk[]> = {
    microPlan: micro.map((x) => () => e.microPlan(x)),
    ninetyDayPlan: [
      () => e.ninetyDayPlan({ examDate, subjects: [...PLANNER_SUBJECT_IDS], studyHours: 8, language: 'english' }),
      () => e.ninetyDayPlan({ examDate, subjects: ['polity', 'economy'], studyHours: 4, language: 'marathi' }),
    ],
    explainTopic: explain.map((x) => () => e.explainTopic(x)),
    'topicContent(summary)': explain.map((x) => () => e.topicContent('summary', x)),
    'topicContent(flashcards)': explain.map((x) => () => e.topicContent('flashcards', x)),
    'topicContent(questions)': explain.map((x) => () => e.topicContent('questions', x)),
    chat: chats.map((x) => () => e.chat(x)),
    summarise: texts.map((text) => () => e.summarise({ text, maxSentences: 3 })),
  };
  console.log(`\n## ${name}: offline engine, ${ROUNDS} rounds`);
  for (const [task, calls] of Object.entries(tasks)) {
    // a warm-up round, then each call timed on its own (one at a time, as requests on an idle server)
    for (const fn of calls) await fn();
    const ms: number[] = [];
    for (let r = 0; r < ROUNDS; r++) for (const fn of calls) ms.push(await time(fn));
    report(task, ms, TARGET.task);
  }

  const ai = aiForTests(db.kysely, systemClock, user, { cacheTtlHours: 24 });
  const cachedCalls = [
    ...chats.map((x) => () => ai.chat(x)),
    ...explain.map((x) => () => ai.explainTopic(x)),
    ...micro.map((x) => () => ai.microPlan(x)),
  ];
  for (const fn of cachedCalls) await fn();
  const cached: number[] = [];
  for (let r = 0; r < ROUNDS; r++) for (const fn of cachedCalls) cached.push(await time(fn));
  report('cached answer (service)', cached, TARGET.cached);

  const first: number[] = [];

  for (let r = 0; r < ROUNDS; r++) {
    for (const x of chats) {
      const t = performance.now();
      const s = await e.chatStream(x);
      const it = s.deltas[Symbol.asyncIterator]();
      await it.next();
      first.push(performance.now() - t);
      while (!(await it.next()).done);
    }
  }
  report('chat first streamed token', first, TARGET.firstToken);
}

const pgl = await openDatabase({ pgliteDir: 'memory://' });
await migrateToLatest(pgl.kysely);
await bench('PGlite (in memory)', pgl);
await pgl.close();

if (process.env.TEST_DATABASE_URL) {
  const admin = process.env.TEST_DATABASE_URL;
  const dbName = `abhyas_bench_ai_${Date.now()}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  await run(`create database ${dbName}`);
  const url = new URL(admin);
  url.pathname = `/${dbName}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrateToLatest(db.kysely);
    await bench('PostgreSQL', db);
  } finally {
    await db.close();
    await new Promise((r) => setTimeout(r, 250));
    await run(`drop database if exists ${dbName}`);
  }
}
