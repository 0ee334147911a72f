import type { ContentLang } from '@shared/language';
import type { AiSource } from '@shared/ai';
import type { ChatRequest } from '@shared/chat';
import { subjectName } from '@shared/subjects';
import { phrases } from '@server/ai/phrases';
import { findTopics, suggestTopics, type TopicMatch } from '@server/ai/retrieval';
import { noteSources, pick } from '@server/ai/sources';
import { splitSentences } from '@server/ai/text/sentences';
import { topSentenceIndexes } from '@server/ai/text/textrank';
import { coverage, terms } from '@server/ai/text/tokens';
import type { Executor } from '@server/db/database';
import * as library from '@server/library';
import { examPatternAnswer, greetingAnswer, intentOf, quizAnswer, subjectMention, type Answer } from './intents';

const ANSWER_SENTENCES = 3;
const KEY_FACTS = 4;

/** Devanagari in the message means a Marathi answer, whatever the setting; otherwise the asked language. */
export function answerLanguage(input: ChatRequest): ContentLang {
  return library.detectLang(input.message) === 'marathi' ? 'marathi' : (input.language ?? 'english');
}

/** User text echoed back loses the characters Markdown would act on. */
const plain = (s: string) =>
  s
    .replace(/[`*_[\]()!<>#|~\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);

/**
 * The best note's sentences that answer the question (TextRank biased to the question's words), ranked in the
 * question's language and shown in the answer's (the two summaries are sentence-aligned when they have as many
 * sentences), then the key facts closest to the question.
 */
export function groundedAnswer(m: TopicMatch, message: string, lang: ContentLang): Answer {
  const note = m.note;
  const p = phrases(lang);
  const qTerms = terms(message);
  const title = pick(note?.title ?? m.topic.topic, lang);
  const shown = splitSentences(note ? pick(note.summary, lang) : pick(m.topic.description, lang));
  const asked = note ? splitSentences(pick(note.summary, library.detectLang(message))) : shown;
  const ranked = asked.length === shown.length ? asked : shown;
  // the direct answer first — the sentence holding most of the question's words — then the note's central ones
  const central = topSentenceIndexes(ranked, ANSWER_SENTENCES, { query: qTerms, jump: 0.6, queryWeight: 12, positionDecay: 0.25 });
  const overlap = ranked.map((s) => coverage(qTerms, new Set(terms(s))));
  const lead = qTerms.length
    ? overlap.reduce((best, c, i) => (c > overlap[best]! || (c === overlap[best] && central.includes(i) && !central.includes(best)) ? i : best), 0)
    : (central[0] ?? 0);
  const picked = [lead, ...central.filter((i) => i !== lead)].slice(0, ANSWER_SENTENCES).map((i) => shown[i]!);
  const facts = (note?.keyFacts ?? [])
    .map((f, i) => ({ f, i, score: Math.max(coverage(qTerms, new Set(terms(f.en))), coverage(qTerms, new Set(terms(f.mr)))) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, KEY_FACTS)
    .sort((a, b) => a.i - b.i)
    .map(({ f }) => `- ${pick(f, lang)}`);
  const parts = [`**${title}**`, picked.join(' ')];
  if (facts.length) parts.push(`**${p.keyFacts}**\n${facts.join('\n')}`);
  const sources: AiSource[] = note ? noteSources(note, lang) : [{ kind: 'topic', id: m.topic.id, title }];
  return { response: parts.join('\n\n'), sources };
}

/** A subject named without a question: its first topic's note, then the subject's other topics to ask about. */
async function subjectOverview(db: Executor, subject: string, lang: ContentLang): Promise<Answer> {
  const topics = await library.topicsBySubjects(db, [subject]);
  const first = topics.find((t) => t.paperType === 'Prelims') ?? topics[0];
  if (!first) return nothingAnswer(db, subjectName(subject, lang), lang);
  const note = (await library.notesByTopicIds(db, [first.id]))[0] ?? null;
  const answer = groundedAnswer({ topic: first, note, score: 1, coverage: 1 }, '', lang);
  const others = topics
    .filter((t) => t.id !== first.id)
    .slice(0, 6)
    .map((t) => pick(t.topic, lang));
  const p = phrases(lang);
  return { ...answer, response: `${answer.response}\n\n**${p.inSubject(subjectName(subject, lang))}**\n${others.map((t) => `- ${t}`).join('\n')}` };
}

async function nothingAnswer(db: Executor, message: string, lang: ContentLang): Promise<Answer> {
  const p = phrases(lang);
  let suggestions = await suggestTopics(db, message, lang, 4);
  if (!suggestions.length) suggestions = (await library.firstTopicPerSubject(db)).slice(0, 4).map((t) => pick(t.topic, lang));
  const lines = [p.nothingOn(plain(message))];
  if (suggestions.length) lines.push(p.tryTopics(suggestions.join('; ')));
  return { response: lines.join('\n\n'), sources: [] };
}

/**
 * The offline tutor: greetings and exam-pattern questions from the syllabus tree, quizzes from the bank, anything
 * else from the best-matching note — or, when the library has nothing, a plain "nothing yet" and topics it does have.
 */
export async function offlineChat(db: Executor, input: ChatRequest, today: string): Promise<Answer> {
  const lang = answerLanguage(input);
  const intent = intentOf(input.message);
  if (intent === 'greeting') return greetingAnswer(db, lang);
  if (intent === 'exam-pattern') return examPatternAnswer(db, lang);
  if (intent === 'quiz') return quizAnswer(db, input.message, lang, today);
  const mention = subjectMention(input.message);
  // "Maharashtra history", "Economics basics": the subject itself is the question
  if (mention && !terms(mention.rest).length) return subjectOverview(db, mention.id, lang);
  const subjects = mention ? [mention.id] : undefined;
  let best = (await findTopics(db, input.message, { subjects, limit: 1 }))[0];
  // a follow-up ("tell me more about its powers") leans on the previous question
  const previous = [...(input.history ?? [])].reverse().find((h) => h.role === 'user')?.content;
  if (!best && previous) best = (await findTopics(db, `${previous} ${input.message}`, { subjects, limit: 1 }))[0];
  return best ? groundedAnswer(best, input.message, lang) : nothingAnswer(db, input.message, lang);
}
