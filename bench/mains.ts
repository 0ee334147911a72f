/**
 * npm run bench:mains — issue 15's figures: OCR of a clean printed A4 page in Marathi (target < 5 s on this 2-core
 * machine) and the offline evaluation of a 250-word answer (target p95 < 200 ms). Prints the numbers.
 * BENCH_OCR_RUNS (default 3) and BENCH_EVAL_RUNS (default 200) set the rounds.
 */
import { resolve } from 'node:path';
import { loadContent } from '../src/server/content/load';
import { evaluateAnswer } from '../src/server/modules/mains/rubric';
import { OcrPool, recognize } from '../src/server/ocr';
import { characterErrorRate, renderTextPng } from '../src/server/ocr/test-support';

const OCR_RUNS = Number(process.env.BENCH_OCR_RUNS ?? 3);
const EVAL_RUNS = Number(process.env.BENCH_EVAL_RUNS ?? 200);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

const lib = loadContent(resolve('content'));
const q = lib.mains.find((m) => m.id === 'mains-gs1-002')!;

// A clean printed A4 page at 150 dpi (1240 × 1754 px): the question's Marathi model-answer points, repeated to fill it.
const lines: string[] = [];
while (lines.join(' ').split(/\s+/).length < 330) lines.push(...q.modelAnswerPoints.map((p) => p.mr.replace(/^[^:]{1,30}:\s*/, '')));
const page = renderTextPng(lines, { width: 1240, fontSize: 26 });
const pool = new OcrPool({ size: 1 });
let t = performance.now();
await pool.warm(['mar', 'eng']);
console.log(`OCR worker start (mar+eng models from npm): ${ms(performance.now() - t)}`);
const times: number[] = [];
let cer = 0;
let words = 0;
for (let i = 0; i < OCR_RUNS; i++) {
  t = performance.now();
  const r = await recognize(page, { languages: ['mar', 'eng'], pool });
  times.push(performance.now() - t);
  cer = characterErrorRate(r.text, lines.join(' '));
  words = r.words.length;
}
await pool.close();
console.log(
  `OCR, printed Marathi A4 page (${words} words, CER ${(cer * 100).toFixed(2)} %), ${OCR_RUNS} runs: median ${ms(pct(times, 50))}, max ${ms(Math.max(...times))} (target < 5000 ms)`,
);

// A 250-word answer: the model-answer points in English, cut to 250 words, in paragraphs.
const answerWords = q.modelAnswerPoints
  .map((p) => p.en.replace(/^[^:]{1,30}:\s*/, ''))
  .join('\n\n')
  .split(/(?<=\s)/);
while (answerWords.join('').split(/\s+/).length < 250) answerWords.push(...answerWords.slice(0, 40));
const answer = answerWords.join('').split(/\s+/).slice(0, 250).join(' ');
const rq = { text: q.text.en, marks: q.marks, wordLimit: q.wordLimit, points: q.modelAnswerPoints };
const evals: number[] = [];
for (let i = 0; i < EVAL_RUNS; i++) {
  t = performance.now();
  evaluateAnswer(rq, answer, 'english');
  evals.push(performance.now() - t);
}
const mrAnswer = q.modelAnswerPoints.map((p) => p.mr).join('\n\n');
const mrEvals: number[] = [];
for (let i = 0; i < EVAL_RUNS; i++) {
  t = performance.now();
  evaluateAnswer({ ...rq, text: q.text.mr }, mrAnswer, 'marathi');
  mrEvals.push(performance.now() - t);
}
console.log(
  `offline evaluation, 250-word English answer, ${EVAL_RUNS} runs: p50 ${ms(pct(evals, 50))}, p95 ${ms(pct(evals, 95))} (target p95 < 200 ms)`,
);
console.log(
  `offline evaluation, Marathi model answer (${mrAnswer.split(/\s+/).length} words): p50 ${ms(pct(mrEvals, 50))}, p95 ${ms(pct(mrEvals, 95))}`,
);
console.log(
  `load average at the end: ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
