/**
 * npm run bench:flashcards — the flashcards feature's figures on in-memory PGlite (issue 14):
 * - offline card extraction from pasted notes (Marathi and English, 2 kB and 20 kB, the longest the API takes): p50 / p95;
 * - GET /api/reviews/due and POST /api/reviews/:id for a candidate with BENCH_CARDS cards (default 2,000) of which
 *   about half are due (reviews limit raised so all of them are listed): p50 / p95 / max over BENCH_ROUNDS requests.
 * Prints numbers only; run it on a quiet machine to compare with another.
 */
import { createTestApp } from '../src/server/testing/test-app';
import { signedInUser } from '../src/server/testing/users';
import { extractCards } from '../src/server/modules/flashcards/extract';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const CARDS = Number(process.env.BENCH_CARDS ?? 2000);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const line = (name: string, xs: number[]) =>
  console.log(
    `${name.padEnd(44)} p50 ${pct(xs, 50).toFixed(1).padStart(7)} ms   p95 ${pct(xs, 95).toFixed(1).padStart(7)} ms   max ${Math.max(...xs)
      .toFixed(1)
      .padStart(7)} ms`,
  );

function time(fn: () => void, n = ROUNDS): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

const MR_PARA =
  'छत्रपती शिवाजी महाराजांचा जन्म १९ फेब्रुवारी १६३० रोजी शिवनेरी किल्ल्यावर झाला. त्यांचा राज्याभिषेक ६ जून १६७४ रोजी रायगडावर झाला। ' +
  'शिवाजी महाराजांनी अष्टप्रधान मंडळाची स्थापना केली. अष्टप्रधान मंडळात आठ मंत्री होते आणि पेशवा हा प्रमुख होता.\n';
const EN_PARA =
  'The Indian National Congress was founded in 1885. Its first session was held in Bombay under W.C. Bonnerjee. ' +
  'The moderates believed in petitions and prayers to the British government. The Swadeshi movement began in 1905 after the partition of Bengal.\n';
/** Distinct sentences (a repeated paragraph would be one set of sentences): copy k has its own words. */
const notes = (para: string, chars: number) =>
  Array.from({ length: Math.ceil(chars / para.length) }, (_, k) => para.replace(/([.।])/g, ` ${k + 1}$1`))
    .join('')
    .slice(0, chars);

console.log(`flashcards bench: ${ROUNDS} rounds, ${CARDS} cards`);
for (const [lang, para] of [
  ['Marathi', MR_PARA],
  ['English', EN_PARA],
] as const) {
  for (const chars of [2_000, 20_000]) {
    const text = notes(para, chars);
    line(
      `extract 20 cards, ${lang} notes, ${chars / 1000} kB`,
      time(() => extractCards('topic', text, 20)),
    );
  }
}

const t = await createTestApp({ seed: false });
try {
  const u = await signedInUser(t);
  const deck = await t.db.kysely
    .insertInto('flashcard_decks')
    .values({ user_id: u.id, source: 'notes', name: 'bench', subject_id: null, language: 'en' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const rows = Array.from({ length: CARDS }, (_, i) => ({
    user_id: u.id,
    deck_id: deck.id,
    source: 'notes',
    language: 'en',
    front: `Question ${i}`,
    back: `Answer ${i}`,
    // half due in the past day, half over the next 30 days; all learned (state Review)
    due: new Date(i % 2 ? now - (i % 1440) * 60_000 : now + (i % 30) * 86_400_000),
    stability: 5 + (i % 40),
    difficulty: 5,
    scheduled_days: 5,
    elapsed_days: 0,
    learning_steps: 0,
    lapses: 0,
    reps: 3,
    state: 2,
    last_review: new Date(now - 5 * 86_400_000),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await t.db.kysely
      .insertInto('flashcards')
      .values(rows.slice(i, i + 500))
      .execute();
  await u.inject('PUT', '/api/reviews/settings', { reviewsPerDay: 2000 });

  const dueTimes: number[] = [];
  let listed = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    const res = await u.inject('GET', '/api/reviews/due');
    dueTimes.push(performance.now() - t0);
    listed = res.json().cards.length;
  }
  line(`GET /api/reviews/due (${listed} cards listed)`, dueTimes);

  const ids = (await t.db.kysely.selectFrom('flashcards').select('id').where('user_id', '=', u.id).limit(ROUNDS).execute()).map((r) => r.id);
  const rateTimes: number[] = [];
  for (const id of ids) {
    const t0 = performance.now();
    const res = await u.inject('POST', `/api/reviews/${id}`, { rating: 3 });
    rateTimes.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`rating answered ${res.statusCode}`);
  }
  line('POST /api/reviews/:id (rating 3)', rateTimes);
  const stats: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await u.inject('GET', '/api/reviews/stats');
    stats.push(performance.now() - t0);
  }
  line('GET /api/reviews/stats', stats);
} finally {
  await t.close();
}
