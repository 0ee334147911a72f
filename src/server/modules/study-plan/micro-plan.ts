import type { ContentLang } from '@shared/language';
import type { AiSource } from '@shared/ai';
import type { TopicNote } from '@shared/content';
import type { MicroPlan, MicroPlanRequest } from '@shared/study-plan';
import { subjectName } from '@shared/subjects';
import { phrases } from '@server/ai/phrases';
import { pick } from '@server/ai/sources';
import type { Executor } from '@server/db/database';
import { AppError } from '@server/http/errors';
import * as library from '@server/library';
import { bookLine, chooseBook } from './books';

const TARGET_LABELS: Record<MicroPlanRequest['examTarget'], { en: string; mr: string }> = {
  'mpsc-prelims': { en: 'MPSC Prelims', mr: 'एमपीएससी पूर्व परीक्षा' },
  'mpsc-mains': { en: 'MPSC Mains', mr: 'एमपीएससी मुख्य परीक्षा' },
  'upsc-prelims': { en: 'UPSC Prelims', mr: 'यूपीएससी पूर्व परीक्षा' },
  ssc: { en: 'SSC', mr: 'एसएससी' },
  custom: { en: 'Custom', mr: 'सानुकूल' },
};
export const targetLabel = (t: MicroPlanRequest['examTarget'], lang: ContentLang) => pick(TARGET_LABELS[t], lang);
export const paperFor = (t: MicroPlanRequest['examTarget']) => (t === 'mpsc-mains' ? 'Mains' : t === 'custom' ? null : 'Prelims');

/**
 * Topics in the order a session should take them: the paper the exam target aims at first, then topics the bank
 * shows are asked often, then topics with the most questions at the chosen difficulty.
 */
export function rankTopics(
  topics: readonly library.TopicQuestionStats[],
  paper: string | null,
  difficulty: MicroPlanRequest['difficulty'],
): library.TopicQuestionStats[] {
  const score = (t: library.TopicQuestionStats) => {
    const total = Math.max(t.total, 1);
    const paperMatch = paper === null ? 0.5 : t.topic.paperType === paper ? 1 : 0;
    const frequency = (t.frequent + 0.5 * t.moderate) / total;
    const atLevel = t[difficulty] / total;
    return paperMatch * 10 + frequency * 3 + atLevel * 2 + Math.min(t.total, 20) / 20;
  };
  // a stable sort: equal scores keep the library's order
  return [...topics].sort((a, b) => score(b) - score(a));
}

/** A 1- or 2-hour session plan: one topic an hour, with its book, focus areas, bank practice, goal and tip. */
export async function buildMicroPlan(db: Executor, input: MicroPlanRequest, now: Date): Promise<{ plan: MicroPlan; sources: AiSource[] }> {
  const lang = input.language;
  const p = phrases(lang);
  const paper = paperFor(input.examTarget);
  const topics = rankTopics(await library.topicsWithQuestionStats(db, [input.subject]), paper, input.difficulty)
    .slice(0, input.duration)
    .map((s) => ({ ...s, ...s.topic }));
  if (!topics.length)
    throw new AppError(404, 'library_has_no_topics', `The library has no syllabus topics for ${subjectName(input.subject, 'english')} yet.`);
  const ids = topics.map((t) => t.id);
  const [books, noteList, bank] = await Promise.all([
    library.booksForPlannerSubject(db, input.subject),
    library.notesByTopicIds(db, ids),
    library.questionsByTopicIds(db, ids),
  ]);
  const notes = new Map<string, TopicNote>(noteList.map((n) => [n.topicId, n]));
  const sources: AiSource[] = [];
  let practiceTotal = 0;

  const hours = topics.map((t, i) => {
    const title = pick(t.topic, lang);
    const note = notes.get(t.id);
    const subtopics = t.subtopics.map((s) => pick(s, lang));
    const book = chooseBook(books, `${t.topic.en} ${t.subtopics.map((s) => s.en).join(' ')}`, note?.sources ?? [], lang, paper);
    const questions = library.orderQuestions(
      bank.filter((q) => q.topicId === t.id),
      [t.id],
      input.difficulty,
    );
    practiceTotal += questions.length;
    const practice = questions.length
      ? [p.practiceCount(questions.length, t.frequent), ...questions.slice(0, 3).map((q) => pick(q.question, lang))]
      : [p.practiceNone];
    const fact = note?.keyFacts[i % Math.max(note.keyFacts.length, 1)];
    // reasoning and aptitude are practised, not memorised: no "articles and dates" for them
    const difficultyTip = input.subject === 'mental-ability' ? p.tipReasoning[input.difficulty] : p.tipDifficulty[input.difficulty];
    const tip = paper === 'Mains' ? p.tipMains : [fact ? p.tipFact(pick(fact, lang)) : '', difficultyTip].filter(Boolean).join(' ');
    sources.push({ kind: 'topic', id: t.id, title });
    if (book) sources.push({ kind: 'book', id: book.book.id, title: book.book.bookTitle, reference: book.chapter ?? undefined });
    return {
      hour: i + 1,
      topic: title,
      source: book ? bookLine(book) : (note?.sources[0]?.title ?? subjectName(input.subject, lang)),
      focusAreas: subtopics.slice(0, 4),
      practice,
      goal: paper === 'Mains' ? p.mainsGoal(title) : p.goal(title, subtopics.slice(0, 2).join(lang === 'marathi' ? ' व ' : ' and ')),
      tip,
      topicId: t.id,
      topicName: t.topic,
      focusAreaNames: t.subtopics.slice(0, 4),
    };
  });

  const plan: MicroPlan = {
    subject: subjectName(input.subject, lang),
    duration: input.duration,
    examTarget: targetLabel(input.examTarget, lang),
    hours,
    totalGoals: [
      p.totalCover(hours.map((h) => h.topic).join(lang === 'marathi' ? ' व ' : ' and ')),
      ...(practiceTotal ? [p.totalPractice(practiceTotal)] : []),
      p.totalRevise,
    ],
    exportMetadata: { difficulty: input.difficulty, generatedAt: now.toISOString() },
  };
  return { plan, sources: dedupe(sources) };
}

const dedupe = (s: AiSource[]) => s.filter((x, i) => s.findIndex((y) => y.kind === x.kind && y.id === x.id) === i);
