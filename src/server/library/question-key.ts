/**
 * A question reduced to the words that make it this question: lower case, no punctuation, Devanagari
 * digits as ASCII, and without the words every question shares ("what is the … of the …", "कोणत्या …
 * किती आहे"). Trigram similarity of two keys then tells a reworded duplicate (≥ 0.5) from an unrelated
 * question (< 0.1) far better than the raw text, where the shared frame alone scores ~0.3.
 * Stored per MCQ at seed time: change a list → bump SEED_VERSION in seed.ts so keys are rebuilt.
 */
const ENGLISH_FRAME = new Set(
  (
    'a an the of in on at to for by with from and or is are was were be been what which who whom whose when where why how ' +
    'many much does do did has have had its it this that these those following given under as than statement statements ' +
    'correct incorrect true false not'
  ).split(' '),
);
const MARATHI_FRAME = new Set(
  (
    'व आणि या ही हा हे ते ती तो की का कोणता कोणती कोणते कोणत्या किती कोण कोठे कुठे कधी काय आहे आहेत होते होता होती असते ' +
    'असतो असतात असे पुढीलपैकी खालीलपैकी नुसार मध्ये येथे केली केले केला झाली झाला झाले विधान विधाने योग्य अयोग्य बरोबर चूक'
  ).split(' '),
);
const DEVANAGARI_DIGITS = '०१२३४५६७८९';

export function questionKey(text: string): string {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[०-९]/g, (d) => String(DEVANAGARI_DIGITS.indexOf(d)))
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  const kept = words.filter((w) => !ENGLISH_FRAME.has(w) && !MARATHI_FRAME.has(w));
  // A question made only of frame words keeps them rather than becoming empty.
  return (kept.length ? kept : words).join(' ');
}
