import type { Kysely } from 'kysely';
import type { AiLanguage, AiSource, MicroPlan, MicroPlanRequest } from '../../../shared/ai';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import * as planRepo from '../../modules/study-plan/repo';
import type { TopicStatsRow } from '../../modules/study-plan/repo';
import * as topicRepo from '../../modules/topic/repo';
import { noteDoc, pick, type NoteDoc } from '../library';
import { subjectName } from '../subjects';
import { bookLine, chooseBook } from './books';
import { phrases } from './phrases';
import { orderQuestions } from './questions';

const TARGET_LABELS: Record<MicroPlanRequest['examTarget'], { en: string; mr: string }> = {
  'mpsc-prelims': { en: 'MPSC Prelims', mr: 'एमपीएससी पूर्व परीक्षा' },
  'mpsc-mains': { en: 'MPSC Mains', mr: 'एमपीएससी मुख्य परीक्षा' },
  'upsc-prelims': { en: 'UPSC Prelims', mr: 'यूपीएससी पूर्व परीक्षा' },
  ssc: { en: 'SSC', mr: 'एसएससी' },
  custom: { en: 'Custom', mr: 'सानुकूल' },
};
export const targetLabel = (t: MicroPlanRequest['examTarget'], lang: AiLanguage) => pick(TARGET_LABELS[t], lang);
export const paperFor = (t: MicroPlanRequest['examTarget']) => (t === 'mpsc-mains' ? 'Mains' : t === 'custom' ? null : 'Prelims');

/**
 * Topics in the order a session should take them: the paper the exam target aims at first, then topics the bank
 * shows are asked often, then topics with the most questions at the chosen difficulty.
 */
export function rankTopics(topics: readonly TopicStatsRow[], paper: string | null, difficulty: MicroPlanRequest['difficulty']): TopicStatsRow[] {
  const score = (t: TopicStatsRow) => {
    const total = Math.max(t.total, 1);
    const paperMatch = paper === null ? 0.5 : t.paper_type === paper ? 1 : 0;
    const frequency = (t.frequent + 0.5 * t.moderate) / total;
    const atLevel = t[difficulty] / total;
    return paperMatch * 10 + frequency * 3 + atLevel * 2 + Math.min(t.total, 20) / 20;
  };
  return [...topics].sort((a, b) => score(b) - score(a) || a.position - b.position);
}

/** A 1- or 2-hour session plan: one topic an hour, with its book, focus areas, bank practice, goal and tip. */
export async function buildMicroPlan(db: Kysely<Database>, input: MicroPlanRequest, now: Date): Promise<{ plan: MicroPlan; sources: AiSource[] }> {
  const lang = input.language;
  const p = phrases(lang);
  const paper = paperFor(input.examTarget);
  const topics = rankTopics(await planRepo.topicsWithQuestionStats(db, [input.subject]), paper, input.difficulty).slice(0, input.duration);
  if (!topics.length) throw new AppError(404, 'not_found', `The library has no syllabus topics for ${subjectName(input.subject, 'english')} yet.`);
  const ids = topics.map((t) => t.id);
  const [books, noteRows, mcqRows] = await Promise.all([
    planRepo.booksForSubject(db, input.subject),
    topicRepo.notesByTopicIds(db, ids),
    topicRepo.mcqsByTopicIds(db, ids),
  ]);
  const notes = new Map<string, NoteDoc>(noteRows.map((n) => [n.topic_id, noteDoc(n)]));
  const sources: AiSource[] = [];
  let practiceTotal = 0;

  const hours = topics.map((t, i) => {
    const title = lang === 'marathi' ? t.topic_mr : t.topic_en;
    const note = notes.get(t.id);
    const subtopics = t.subtopics.map((s) => pick(s, lang));
    const book = chooseBook(books, `${t.topic_en} ${t.subtopics.map((s) => s.en).join(' ')}`, note?.sources ?? [], lang, paper);
    const questions = orderQuestions(mcqRows.filter((q) => q.topic_id === t.id), [t.id], input.difficulty);
    practiceTotal += questions.length;
    const practice = questions.length
      ? [p.practiceCount(questions.length, t.frequent), ...questions.slice(0, 3).map((q) => (lang === 'marathi' ? q.question_mr : q.question_en))]
      : [p.practiceNone];
    const fact = note?.keyFacts[i % Math.max(note.keyFacts.length, 1)];
    const tip = paper === 'Mains' ? p.tipMains : [fact ? p.tipFact(pick(fact, lang)) : '', p.tipDifficulty[input.difficulty]].filter(Boolean).join(' ');
    sources.push({ kind: 'topic', id: t.id, title });
    if (book) sources.push({ kind: 'book', id: book.book.id, title: book.book.book_title, reference: book.chapter ?? undefined });
    return {
      hour: i + 1,
      topic: title,
      source: book ? bookLine(book) : note?.sources[0]?.title ?? subjectName(input.subject, lang),
      focusAreas: subtopics.slice(0, 4),
      practice,
      goal: paper === 'Mains' ? p.mainsGoal(title) : p.goal(title, subtopics.slice(0, 2).join(lang === 'marathi' ? ' व ' : ' and ')),
      tip,
    };
  });

  const plan: MicroPlan = {
    subject: subjectName(input.subject, lang),
    duration: input.duration,
    examTarget: targetLabel(input.examTarget, lang),
    hours,
    totalGoals: [p.totalCover(hours.map((h) => h.topic).join(lang === 'marathi' ? ' व ' : ' and ')), ...(practiceTotal ? [p.totalPractice(practiceTotal)] : []), p.totalRevise],
    exportMetadata: { difficulty: input.difficulty, generatedAt: now.toISOString() },
  };
  return { plan, sources: dedupe(sources) };
}

const dedupe = (s: AiSource[]) => s.filter((x, i) => s.findIndex((y) => y.kind === x.kind && y.id === x.id) === i);
