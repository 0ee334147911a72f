/**
 * npx tsx bench/tutor-eval/ask.ts [--units] "question" … — asks the offline tutor each question on the whole library
 * (in-memory PGlite, as `npm run bench:tutor` does) and prints the full answer with its confidence and sources; with
 * `--units`, also the question's units (label, weight, the forms that count for it) and the four leading notes with their
 * confidence. For reading an answer while tuning on the evaluation set; never for held-out questions (record 017).
 */
import { loadContent } from '../../src/server/content/load';
import { passageIndex, questionUnits } from '../../src/server/ai/passages';
import { rankNotes } from '../../src/server/ai/retrieval';
import { openTutor } from './tutor';

const withUnits = process.argv.includes('--units');
const questions = process.argv.slice(2).filter((a) => a !== '--units');
if (!questions.length) {
  console.error('usage: npx tsx bench/tutor-eval/ask.ts [--units] "question" …');
  process.exit(1);
}
const { db, tutor } = await openTutor(loadContent('content'));
const ix = withUnits ? await passageIndex(db.kysely) : undefined;
for (const q of questions) {
  const a = await tutor.chat({ message: q, language: /[\u0900-\u097F]/.test(q) ? 'marathi' : 'english' });
  console.log(`\n=== ${q}\nconfidence ${a.confidence ?? '—'}, sure ${a.sure}, sources ${a.sources.map((s) => s.id).join(', ') || 'none'}`);
  if (ix) {
    const units = questionUnits(ix, q);
    for (const u of units) console.log(`  unit ${u.label} ${u.weight.toFixed(2)}: ${u.alts.map((x) => x.terms.join('+')).join(' | ')}`);
    for (const m of rankNotes(ix, units, q).slice(0, 4)) console.log(`  note ${m.note?.id ?? m.topic.id} ${m.confidence.toFixed(2)}`);
  }
  console.log(a.response);
}
await db.close();
