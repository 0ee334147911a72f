/**
 * npm run bench:question-edit — the desk's question fix (issue 12) through the API on in-memory PGlite, content/ seeded:
 * - GET /api/admin/questions/:id of a question only content/ holds (the library parsed in a worker thread);
 * - PUT /api/admin/questions/:id refused (Latin digits in Marathi) and accepted (the explanation changed): the worker
 *   parses the library and checks the item against the whole bank, then the save is written;
 * - GET of a question fixed before (read from question_edits, no worker).
 * p50 / max over BENCH_ROUNDS (default 3) each; prints the load average beside them (the machine is shared).
 */
import { loadavg } from 'node:os';
import { createTestApp } from '../src/server/testing/test-app';
import { signedInUser } from '../src/server/testing/users';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const line = (name: string, xs: number[]) =>
  console.log(`${name.padEnd(52)} p50 ${(pct(xs, 50) / 1000).toFixed(2).padStart(6)} s   max ${(Math.max(...xs) / 1000).toFixed(2).padStart(6)} s`);

const t = await createTestApp({ seed: true, env: { ADMIN_PHONES: '9000000039' } });
const admin = await signedInUser(t, { phone: '+919000000039' });
const timed = async (fn: () => Promise<{ statusCode: number }>, expected: number) => {
  const t0 = performance.now();
  const res = await fn();
  if (res.statusCode !== expected) throw new Error(`expected ${expected}, got ${res.statusCode}`);
  return performance.now() - t0;
};

console.log(
  `load average before: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
const open: number[] = [];
const refused: number[] = [];
const saved: number[] = [];
const reopen: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const id = `polity-q-0${String(20 + i).padStart(2, '0')}`;
  let q: { version: number; question: { en: string; mr: string }; explanation: { en: string; mr: string } } & Record<string, unknown> = {} as never;
  open.push(
    await timed(async () => {
      const res = await admin.inject('GET', `/api/admin/questions/${id}`);
      q = res.json();
      return res;
    }, 200),
  );
  const body = (over: object) => {
    const { id: _id, subject: _s, topicId: _t, format: _f, retired: _r, fixedText: _x, history: _h, ...rest } = q;
    return { ...rest, ...over };
  };
  refused.push(
    await timed(() => admin.inject('PUT', `/api/admin/questions/${id}`, body({ question: { ...q.question, mr: `${q.question.mr} 2025` } })), 400),
  );
  saved.push(
    await timed(
      () => admin.inject('PUT', `/api/admin/questions/${id}`, body({ explanation: { ...q.explanation, en: `${q.explanation.en} (bench)` } })),
      200,
    ),
  );
  reopen.push(await timed(() => admin.inject('GET', `/api/admin/questions/${id}`), 200));
}
line('open a content/ question (worker parses the library)', open);
line('save refused (checked against the whole bank)', refused);
line('save accepted (checked, versioned, written)', saved);
line('open a question fixed before (no worker)', reopen);
console.log(
  `load average after: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
await t.close();
