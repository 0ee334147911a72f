import type { AiSource } from '@shared/ai';
import type { BankQuestion, SyllabusTopic, TopicNote } from '@shared/content';
import type { ContentLang } from '@shared/language';
import { plannerSubjectsFor } from '@shared/subjects';
import type { TopicContent, TopicQuestion } from '@shared/topic';
import { phrases } from '@server/ai/phrases';
import { findTopics, isSure, suggestTopics, type TopicMatch } from '@server/ai/retrieval';
import { noteSources, pick, sourceText } from '@server/ai/sources';
import { splitSentences } from '@server/ai/text/sentences';
import { summariseText } from '@server/ai/text/textrank';
import type { Executor } from '@server/db/database';
import * as library from '@server/library';
import { currentAffairsFor } from './current-affairs';
import { flashcardsFor } from './flashcards';

export type TopicPart = 'summary' | 'explanation' | 'questions' | 'currentAffairs' | 'flashcards';
export const ALL_PARTS: readonly TopicPart[] = ['summary', 'explanation', 'questions', 'currentAffairs', 'flashcards'];
export interface TopicQuery {
  topic: string;
  subject: string;
  language: ContentLang;
  level: string;
}

const SUMMARY_SENTENCES: Record<string, number> = { beginner: 2, intermediate: 3, advanced: 4 };

/**
 * The note's summary in paragraphs of about three sentences, without the sentences the Summary already shows (and
 * without the key facts, which have their own tab and PDF section): Summary and Explanation never repeat each other.
 * Advanced adds the syllabus points.
 */
export function explanationOf(
  topic: SyllabusTopic,
  note: TopicNote | null,
  lang: ContentLang,
  level: string,
  shownInSummary: readonly string[] = [],
): string {
  const p = phrases(lang);
  const shown = new Set(shownInSummary.map((s) => s.trim()));
  const sentences = splitSentences(note ? pick(note.summary, lang) : pick(topic.description, lang)).filter((s) => !shown.has(s.trim()));
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 3) paragraphs.push(sentences.slice(i, i + 3).join(' '));
  const parts = [...paragraphs];
  if (level === 'advanced') parts.push(`${p.syllabusPoints}:\n${topic.subtopics.map((s) => `- ${pick(s, lang)}`).join('\n')}`);
  return parts.join('\n\n');
}

/** Not sure the best match is the asked topic: nothing is explained; the closest notes (at most 3) are offered. */
export function notSure(q: TopicQuery, matches: TopicMatch[]): TopicContent {
  const closest = matches.filter((m) => m.note).slice(0, 3);
  return {
    ...notFound(
      q,
      closest.map((m) => pick(m.topic.topic, q.language)),
    ),
    summary: phrases(q.language).notSure(q.topic),
    sources: closest.flatMap((m) => noteSources(m.note!, q.language)),
    confidence: Math.round((matches[0]?.confidence ?? 0) * 100) / 100,
    sure: false,
  };
}

export function notFound(q: TopicQuery, suggestions: string[]): TopicContent {
  return {
    topic: q.topic,
    subject: q.subject,
    summary: phrases(q.language).nothingOn(q.topic),
    explanation: '',
    relatedTopics: suggestions,
    questions: [],
    facts: [],
    currentAffairs: [],
    flashcards: [],
    sources: [],
    found: false,
    confidence: 0,
    sure: false,
  };
}

/**
 * Topic content from the library, offline: the best-matching topic and its note, summarised extractively,
 * with its key facts, bank questions, current-affairs mentions and flashcards. Only the asked parts are built.
 */
export async function buildTopicContent(db: Executor, q: TopicQuery, parts: readonly TopicPart[] = ALL_PARTS): Promise<TopicContent> {
  const lang = q.language;
  const matches = await findTopics(db, q.topic, { subjects: plannerSubjectsFor(q.subject), limit: 3 });
  const match = matches[0];
  if (!match) return notFound(q, await suggestTopics(db, q.topic, lang));
  if (!isSure(match)) return notSure(q, matches);
  const { topic, note } = match;
  const want = new Set(parts);
  const relatedIds = note?.relatedTopics ?? [];
  const [related, questions, currentAffairs] = await Promise.all([
    library.topicsByIds(db, relatedIds),
    want.has('questions') ? questionsForTopic(db, [topic.id, ...relatedIds], q.level, lang) : [],
    want.has('currentAffairs') ? currentAffairsFor(db, q.topic, lang, note?.id) : [],
  ]);
  const summarySource = note ? pick(note.summary, lang) : pick(topic.description, lang);
  const sources: AiSource[] = [{ kind: 'topic', id: topic.id, title: pick(topic.topic, lang) }, ...(note ? noteSources(note, lang) : [])];
  const summarySentences = want.has('summary') ? summariseText(summarySource, SUMMARY_SENTENCES[q.level] ?? 3) : [];
  return {
    topic: pick(topic.topic, lang),
    subject: q.subject,
    summary: summarySentences.join(' '),
    explanation: want.has('explanation') ? explanationOf(topic, note, lang, q.level, summarySentences) : '',
    relatedTopics: related.map((r) => pick(r.topic, lang)),
    questions,
    facts: (note?.keyFacts ?? []).map((f) => pick(f, lang)),
    currentAffairs,
    flashcards: want.has('flashcards') ? flashcardsFor(topic, note, lang) : [],
    sources,
    found: true,
    confidence: Math.round(match.confidence * 100) / 100,
    sure: true,
  };
}

const DIFFICULTY_RANK: Record<string, number> = { easy: 0, medium: 1, hard: 2 };

/** Questions come from the bank, never made up: chosen by topic, then related topics, then difficulty. */
export const MAX_TOPIC_QUESTIONS = 10;

export async function questionsForTopic(
  db: Executor,
  topicIds: readonly string[],
  level: string,
  lang: ContentLang,
  max = MAX_TOPIC_QUESTIONS,
): Promise<TopicQuestion[]> {
  const bank = await library.questionsByTopicIds(db, topicIds);
  // chosen for the level, then shown from easier to harder: content reads beginner → advanced, never the reverse
  return library
    .orderQuestions(bank, topicIds, level)
    .slice(0, max)
    .map((q, i) => ({ q, i }))
    .sort((a, b) => (DIFFICULTY_RANK[a.q.difficulty] ?? 1) - (DIFFICULTY_RANK[b.q.difficulty] ?? 1) || a.i - b.i)
    .map(({ q }) => toTopicQuestion(q, lang));
}

/** A bank question as the explorer shows it: the answer is the correct option's text. */
export function toTopicQuestion(q: BankQuestion, lang: ContentLang): TopicQuestion {
  const options = lang === 'marathi' ? q.options.mr : q.options.en;
  const en = q.options.en.map((o) => o.toLowerCase());
  const trueFalse = en.length === 2 && en.includes('true') && en.includes('false');
  return {
    id: q.id,
    question: pick(q.question, lang),
    type: trueFalse ? 'True/False' : 'MCQ',
    options,
    answer: options[q.answer] ?? options[0]!,
    explanation: pick(q.explanation, lang),
    difficulty: q.difficulty,
    source: sourceText(q.source),
  };
}
