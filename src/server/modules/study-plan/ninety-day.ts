import type { ContentLang } from '@shared/language';
import type { NinetyDayRequest } from '@shared/study-plan';
import type { Bilingual } from '@shared/content';
import type { PlanDay } from '@shared/study-plan';
import { addDays, daysBetween } from '@server/clock';
import { pick } from '@server/ai/sources';
import { subjectName } from '@shared/subjects';
import { PLAN_TASK_LABELS } from '@shared/plan-task-names';

/**
 * The plan to the exam. Days run from today to the day before the exam (at most 366), in two phases: study, then the
 * last stretch (15% of the plan, 7–45 days, when the plan has 21 days or more) for revision and full mock tests only. Subjects take turns by smooth
 * weighted round-robin, weighted by how many syllabus topics each has, so a subject with twice the topics gets twice
 * the study slots; each subject's topics are read in order, Prelims first, and read again once all are done.
 * A topic studied on day d comes back for revision on days d+1, d+7 and d+21 (the 1-7-21 rhythm; a revision a
 * full day has no room for moves to the next day, so none is lost); every 7th day
 * (and the last day) is a test day. Each day's task minutes add up to exactly studyHours × 60.
 */
export const MAX_DAYS = 366;
/** The last stretch: revision and full mock tests, no new topics. */
export const lastStretchDays = (totalDays: number) => (totalDays >= 21 ? Math.min(45, Math.max(7, Math.round(totalDays * 0.15))) : 0);
const STRETCH_REVISION = 30;
const REVISION_MIN = 20;
const REVISION_SHARE = 0.35;
const STUDY_BLOCK = 75;
const REVISE_AFTER = [1, 7, 21];

export interface PlanTopic {
  id: string;
  subject: string;
  title: Bilingual;
}
type Task = PlanDay['tasks'][number];

const LABELS = PLAN_TASK_LABELS;

/** Smooth weighted round-robin (as nginx balances upstreams): evenly interleaved, proportional to weight. */
function* weightedTurns(weights: Map<string, number>): Generator<string> {
  const current = new Map([...weights.keys()].map((k) => [k, 0]));
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  for (;;) {
    let best: string | null = null;
    for (const [k, w] of weights) {
      current.set(k, current.get(k)! + w);
      if (best === null || current.get(k)! > current.get(best)!) best = k;
    }
    current.set(best!, current.get(best!)! - total);
    yield best!;
  }
}

/** Splits `total` minutes into `n` whole parts, the remainder going to the last. */
const split = (total: number, n: number) =>
  Array.from({ length: n }, (_, i) => (i < n - 1 ? Math.floor(total / n) : total - Math.floor(total / n) * (n - 1)));

export function scheduleDays(topics: readonly PlanTopic[], input: NinetyDayRequest, today: string): { totalDays: number; days: PlanDay[] } {
  const lang: ContentLang = input.language;
  const subjectNames = input.subjects.map((s) => subjectName(s, lang)).join(', ');
  const totalDays = Math.max(1, Math.min(MAX_DAYS, daysBetween(today, input.examDate)));
  const minutes = input.studyHours * 60;
  const queues = new Map<string, PlanTopic[]>();
  for (const s of input.subjects)
    queues.set(
      s,
      topics.filter((t) => t.subject === s),
    );
  for (const [s, q] of queues) if (!q.length) queues.delete(s);
  const read = new Map([...queues.keys()].map((s) => [s, 0]));
  const turns = weightedTurns(new Map([...queues].map(([s, q]) => [s, q.length])));
  const studiedOn: PlanTopic[][] = [];
  // revisions owed: a day without room for all of them carries the rest, oldest and longest-gap first
  let owed: { topic: PlanTopic; due: number; gap: number }[] = [];
  const revise = (d: number, max: number): PlanTopic[] => {
    const due = owed.filter((r) => r.due <= d).sort((a, b) => a.due - b.due || b.gap - a.gap);
    const picked: PlanTopic[] = [];
    for (const r of due) if (picked.length < max && !picked.some((t) => t.id === r.topic.id)) picked.push(r.topic);
    owed = owed.filter((r) => !(r.due <= d && picked.some((t) => t.id === r.topic.id)));
    return picked;
  };
  const days: PlanDay[] = [];
  const task = (day: number, i: number, t: Omit<Task, 'id' | 'isCompleted'>): Task => ({ id: `d${day}-${i}`, isCompleted: false, ...t });
  // the topic's id goes with its title: a page in another language names it from the library
  const onTopic = (t: PlanTopic) => ({ topicId: t.id, label: 'topic' as const, topic: pick(t.title, lang) });
  const nextTopic = (): PlanTopic | null => {
    if (!queues.size) return null;
    const s = turns.next().value as string;
    const q = queues.get(s)!;
    const n = read.get(s)!;
    read.set(s, n + 1);
    return q[n % q.length]!;
  };

  const stretchFrom = totalDays - lastStretchDays(totalDays) + 1;
  // the last stretch revises everything studied, round and round, oldest first
  let stretchTurn = 0;
  const studiedSoFar = () => [...new Map(studiedOn.flat().map((t) => [t.id, t])).values()];
  for (let d = 1; d <= totalDays; d++) {
    const inStretch = queues.size > 0 && d >= stretchFrom && stretchFrom > 1;
    const isTest = queues.size > 0 && d > 1 && !inStretch && (d % 7 === 0 || d === totalDays);
    const raw: Omit<Task, 'id' | 'isCompleted'>[] = [];
    studiedOn[d] = [];
    if (inStretch) {
      // a full mock every other day (never on the eve of the exam), revision on the others
      const isMock = d < totalDays && (totalDays - d) % 2 === 1;
      const pool = studiedSoFar();
      const mockMin = isMock ? Math.min(minutes, 120) : 0;
      const reviewMin = isMock ? Math.min(minutes - mockMin, 60) : 0;
      if (isMock) {
        raw.push({ subject: subjectNames, type: 'test', label: 'mock', topic: pick(LABELS.mock, lang), duration: mockMin });
        if (reviewMin > 0)
          raw.push({ subject: subjectNames, type: 'practice', label: 'mockReview', topic: pick(LABELS.mockReview, lang), duration: reviewMin });
      }
      const left = minutes - mockMin - reviewMin;
      const n = pool.length ? Math.max(1, Math.floor(left / STRETCH_REVISION)) : 0;
      for (let i = 0; i < n; i++) {
        const t = pool[stretchTurn++ % pool.length]!;
        raw.push({
          subject: subjectName(t.subject, lang),
          type: 'revision',
          ...onTopic(t),
          duration: i < n - 1 ? STRETCH_REVISION : left - STRETCH_REVISION * (n - 1),
        });
      }
    } else if (isTest) {
      const week = [
        ...new Set(
          studiedOn
            .slice(Math.max(1, d - 6), d)
            .flat()
            .map((t) => t.subject),
        ),
      ];
      const names = week.map((s) => subjectName(s, lang)).join(', ');
      const testMin = Math.round(minutes / 2);
      const revisions = revise(d, Math.floor((minutes - testMin - REVISION_MIN) / REVISION_MIN));
      raw.push({ subject: names, type: 'test', label: 'weeklyTest', topic: `${pick(LABELS.test, lang)}: ${names}`, duration: testMin });
      for (const t of revisions) raw.push({ subject: subjectName(t.subject, lang), type: 'revision', ...onTopic(t), duration: REVISION_MIN });
      raw.push({
        subject: names,
        type: 'practice',
        label: 'testReview',
        topic: pick(LABELS.review, lang),
        duration: minutes - testMin - revisions.length * REVISION_MIN,
      });
    } else {
      const practiceMin = minutes >= 180 ? 30 : 20;
      const revisions = revise(d, Math.floor((minutes * REVISION_SHARE) / REVISION_MIN));
      const studyMin = minutes - practiceMin - revisions.length * REVISION_MIN;
      const blocks = split(studyMin, Math.max(1, Math.round(studyMin / STUDY_BLOCK)));
      const studied: PlanTopic[] = [];
      for (const b of blocks) {
        const t = nextTopic();
        if (!t) break;
        studied.push(t);
        raw.push({ subject: subjectName(t.subject, lang), type: 'study', ...onTopic(t), duration: b });
      }
      for (const t of revisions) raw.push({ subject: subjectName(t.subject, lang), type: 'revision', ...onTopic(t), duration: REVISION_MIN });
      const first = studied[0];
      if (first)
        raw.push({
          subject: subjectName(first.subject, lang),
          type: 'practice',
          topicId: first.id,
          label: 'practice',
          topic: `${pick(LABELS.practice, lang)}: ${pick(first.title, lang)}`,
          duration: practiceMin,
        });
      studiedOn[d] = studied;
      for (const t of studied) for (const gap of REVISE_AFTER) owed.push({ topic: t, due: d + gap, gap });
    }
    // whatever rounding or an empty library left over goes to the last task, so the day adds up
    const used = raw.reduce((a, t) => a + t.duration, 0);
    if (raw.length) raw[raw.length - 1]!.duration += minutes - used;
    days.push({ day: d, date: addDays(today, d - 1), isCompleted: false, tasks: raw.filter((t) => t.duration > 0).map((t, i) => task(d, i + 1, t)) });
  }
  return { totalDays, days };
}
