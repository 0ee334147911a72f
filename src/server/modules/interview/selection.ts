import { randomInt } from 'node:crypto';
import type { Bilingual, InterviewQuestion } from '@shared/content';
import { INTERVIEW_SESSION_SIZE } from '@shared/interview';

/** What the candidate gave for DAF-style questions: district and hobby on the start card, education from the profile. */
export interface DafDetails {
  district?: string;
  hobby?: string;
  college?: string | null;
  education?: string | null;
}

export interface PickedQuestion {
  question: InterviewQuestion;
  kind: 'bank' | 'daf' | 'maharashtra';
  /** with the candidate's details filled in */
  text: Bilingual;
}

const PLACEHOLDER = /\{(district|hobby|college)\}/g;

function fill(text: string, d: DafDetails): string | null {
  let missing = false;
  const out = text.replace(PLACEHOLDER, (_, k: 'district' | 'hobby' | 'college') => {
    const v = d[k];
    if (!v) missing = true;
    return v ?? '';
  });
  return missing ? null : out;
}

/** A DAF-style question can be asked only when the detail it is about is known (and its education level fits). */
function dafText(q: InterviewQuestion, d: DafDetails): Bilingual | null {
  if (q.daf === 'district' && !d.district) return null;
  if (q.daf === 'hobby' && !d.hobby) return null;
  if (q.daf === 'education') {
    if (!d.education && !d.college) return null;
    if (q.educationLevels && !(d.education && (q.educationLevels as readonly string[]).includes(d.education))) return null;
  }
  const en = fill(q.question.en, d);
  const mr = fill(q.question.mr, d);
  return en && mr ? { en, mr } : null;
}

function shuffled<T>(xs: readonly T[], random: (n: number) => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/**
 * A session of 5: one situational, one knowledge and one personality question from the general bank, one DAF-style
 * question when the candidate gave a detail it can use (else another general one), and one Maharashtra-specific
 * question; DAF first, as boards begin. Questions of the candidate's recent sessions are left out while the bank
 * has others for the slot.
 */
export function pickSession(
  bank: readonly InterviewQuestion[],
  recent: ReadonlySet<string>,
  daf: DafDetails,
  random: (n: number) => number = randomInt,
): PickedQuestion[] {
  const taken = new Set<string>();
  const general = bank.filter((q) => !q.daf && !q.maharashtra);
  const state = bank.filter((q) => !q.daf && q.maharashtra);
  const dafs = bank.flatMap((q) => {
    const text = q.daf ? dafText(q, daf) : null;
    return text ? [{ question: q, kind: 'daf' as const, text }] : [];
  });
  const asPicked = (kind: PickedQuestion['kind']) => (q: InterviewQuestion) => ({ question: q, kind, text: q.question });

  function take(pool: readonly PickedQuestion[]): PickedQuestion | null {
    const open = pool.filter((p) => !taken.has(p.question.id));
    const fresh = open.filter((p) => !recent.has(p.question.id));
    const from = fresh.length ? fresh : open;
    if (!from.length) return null;
    const p = from[random(from.length)]!;
    taken.add(p.question.id);
    return p;
  }
  const ofCategory = (c: InterviewQuestion['category']) => general.filter((q) => q.category === c).map(asPicked('bank'));

  const first = take(dafs);
  const core = [take(ofCategory('situational')), take(ofCategory('knowledge')), take(ofCategory('personality'))];
  const mh = take(state.map(asPicked('maharashtra')));
  const picked = [first, ...core, mh].filter((p): p is PickedQuestion => p !== null);
  const rest = general.map(asPicked('bank'));
  while (picked.length < INTERVIEW_SESSION_SIZE) {
    const p = take(rest);
    if (!p) break;
    picked.push(p);
  }
  const [head, ...tail] = picked;
  return first ? [head!, ...shuffled(tail, random)] : shuffled(picked, random);
}
