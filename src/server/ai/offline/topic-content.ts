import type { Kysely } from 'kysely';
import type { AiLanguage, AiSource, TopicContent } from '../../../shared/ai';
import type { Database } from '../../db/schema';
import * as topicRepo from '../../modules/topic/repo';
import { noteSources, pick, type NoteDoc, type TopicDoc } from '../library';
import { findTopic, suggestTopics } from '../retrieval';
import { plannerSubjectsFor } from '../subjects';
import { splitSentences } from '../text/sentences';
import { summariseText } from '../text/textrank';
import { currentAffairsFor } from './current-affairs';
import { flashcardsFor } from './flashcards';
import { phrases } from './phrases';
import { questionsForTopic } from './questions';

export type TopicPart = 'summary' | 'explanation' | 'questions' | 'currentAffairs' | 'flashcards';
export const ALL_PARTS: readonly TopicPart[] = ['summary', 'explanation', 'questions', 'currentAffairs', 'flashcards'];
export interface TopicQuery { topic: string; subject: string; language: AiLanguage; level: string }

const SUMMARY_SENTENCES: Record<string, number> = { beginner: 2, intermediate: 3, advanced: 4 };

/** The note's summary in paragraphs of about three sentences, then its key facts (and, when advanced, the syllabus points). */
export function explanationOf(topic: TopicDoc, note: NoteDoc | null, lang: AiLanguage, level: string): string {
  const p = phrases(lang);
  const sentences = splitSentences(note ? pick(note.summary, lang) : pick(topic.description, lang));
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 3) paragraphs.push(sentences.slice(i, i + 3).join(' '));
  const facts = (note?.keyFacts ?? []).map((f) => `- ${pick(f, lang)}`);
  const parts = [...paragraphs];
  if (facts.length) parts.push(`${p.keyFacts}:\n${(level === 'beginner' ? facts.slice(0, 4) : facts).join('\n')}`);
  if (level === 'advanced') parts.push(`${p.syllabusPoints}:\n${topic.subtopics.map((s) => `- ${pick(s, lang)}`).join('\n')}`);
  return parts.join('\n\n');
}

export function notFound(q: TopicQuery, suggestions: string[]): TopicContent {
  return {
    topic: q.topic, subject: q.subject, summary: phrases(q.language).nothingOn(q.topic), explanation: '', relatedTopics: suggestions,
    questions: [], facts: [], currentAffairs: [], flashcards: [], sources: [], found: false,
  };
}

/**
 * Topic content from the library, offline: the best-matching topic and its note, summarised extractively,
 * with its key facts, bank questions, current-affairs mentions and flashcards. Only the asked parts are built.
 */
export async function buildTopicContent(db: Kysely<Database>, q: TopicQuery, parts: readonly TopicPart[] = ALL_PARTS): Promise<TopicContent> {
  const lang = q.language;
  const match = await findTopic(db, q.topic, { subjects: plannerSubjectsFor(q.subject) });
  if (!match) return notFound(q, await suggestTopics(db, q.topic, lang));
  const { topic, note } = match;
  const want = new Set(parts);
  const relatedIds = note?.relatedTopics ?? [];
  const [related, questions, currentAffairs] = await Promise.all([
    topicRepo.topicsByIds(db, relatedIds),
    want.has('questions') ? questionsForTopic(db, [topic.id, ...relatedIds], q.level, lang) : [],
    want.has('currentAffairs') ? currentAffairsFor(db, q.topic, lang, note?.id) : [],
  ]);
  const summarySource = note ? pick(note.summary, lang) : pick(topic.description, lang);
  const sources: AiSource[] = [
    { kind: 'topic', id: topic.id, title: pick(topic.title, lang) },
    ...(note ? noteSources(note, lang) : []),
  ];
  return {
    topic: pick(topic.title, lang),
    subject: q.subject,
    summary: want.has('summary') ? summariseText(summarySource, SUMMARY_SENTENCES[q.level] ?? 3).join(' ') : '',
    explanation: want.has('explanation') ? explanationOf(topic, note, lang, q.level) : '',
    relatedTopics: related.map((r) => (lang === 'marathi' ? r.topic_mr : r.topic_en)),
    questions,
    facts: (note?.keyFacts ?? []).map((f) => pick(f, lang)),
    currentAffairs,
    flashcards: want.has('flashcards') ? flashcardsFor(topic, note, lang) : [],
    sources,
    found: true,
  };
}
