import type { ContentLang } from '@shared/language';
import type { AiSource } from '@shared/ai';
import type { ChatDoubt, ChatRequest } from '@shared/chat';
import { chooseSentences, isNarrowKind, openingWords, subjectTest } from '@server/ai/answer-sentences';
import { covers } from '@server/ai/passages';
import { findTopics, isSure, suggestTopics, type TopicMatch } from '@server/ai/retrieval';
import { langOf, noteSources, pick } from '@server/ai/sources';
import { splitSentences } from '@server/ai/text/sentences';
import { indexTerms } from '@server/ai/text/entities';
import { joinSplitWords } from '@server/ai/text/joined';
import type { Executor } from '@server/db/database';
import * as library from '@server/library';
import { askedParts } from './asked-parts';
import { beyondFacts, examPatternAnswer, greetingAnswer, intentOf, quizAnswer, subjectMention, type Answer } from './intents';
import { chatPhrases, quotedIn, subjectIn } from './phrases';
import { answerVoice, type Voice } from './voice';

const ANSWER_SENTENCES = 3;
/** Subjects a candidate studies as one ("Indian Polity and Constitution"), which the library files apart. */
const POLITY_FAMILY: readonly string[] = ['constitution', 'polity'];
const KEY_FACTS = 4;
/** A question word at least this share of its heaviest one's weight is a part of it the answer must not leave out. */
const PART_SHARE = 0.5;
/**
 * A sentence is about a name (or a side of a difference) when it names it within this many words (bench:tutor: 4 and
 * 7–12 fix fewer, 3 breaks more).
 */
const ABOUT_REACH = 5;

/** The language of the library text an answer quotes (voice.ts decides it with the answer's own language). */
export function answerLanguage(input: ChatRequest): ContentLang {
  return answerVoice(input).content;
}
/** A voice that quotes and frames in one language. */
const same = (lang: ContentLang): Voice => ({ frame: lang, content: lang });

/** User text echoed back loses the characters Markdown would act on. */
const plain = (s: string) =>
  s
    .replace(/[`*_[\]()!<>#|~\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);

const PRONOUN_START =
  /^(?:he|she|it|they|this|these|those|his|her|its|their|him|them|तो|ती|ते|त्यांनी|त्याने|तिने|त्यांचे|त्यांचा|त्यांची|त्याचे|त्याचा|त्याची|तिचे|तिचा|तिची|हे|ही|हा|यांनी|त्यामुळे|यामुळे|वह|उसने|उन्होंने|यह)(?![\p{L}\p{M}])/iu;
/** A sentence that starts with a pronoun ("He founded…") is never shown without the one that names its subject. */
export const startsWithPronoun = (s: string) => PRONOUN_START.test(s.trim());
/** A supporting sentence must score at least this share of the lead's: no padding from unrelated sentences. */
const SUPPORT_SHARE = 0.4;
/** A broad question ("what is X", "tell me about X") takes more of the note's matching sentences. */
const BROAD_SUPPORT_SHARE = 0.25;

/**
 * The answer from a note: the sentence that best answers the question first (`chooseSentences`: the question's
 * words weighted by how rare they are within the note, times how well the sentence gives the asked kind of fact),
 * then at most two more of its sentences that also match — of the asked kind, when the question asks for one —
 * each that opens with a pronoun bringing the sentence before it, then the key facts that match the question.
 * Nothing matched: the note's opening.
 */
export function groundedAnswer(m: TopicMatch, message: string, lang: ContentLang, voice: Voice = same(lang)): Answer {
  const ix = m.index;
  const note = m.note;
  const p = chatPhrases(voice.frame);
  const L = langOf(lang);
  const title = pick(note?.title ?? m.topic.topic, lang);
  const shown = splitSentences(note ? pick(note.summary, lang) : pick(m.topic.description, lang));
  // "ग्रामसभा म्हणजे काय? तिचे सदस्य कोण?": each question asked is answered by its own best sentence, in the order asked
  // …read as the units were: a name written in two words joined as the notes write it (joined.ts)
  const asked = askedParts(ix ? joinSplitWords(message, (t) => ix.df.get(t) ?? 0) : message, m.units);
  // the clauses of one sentence ("what is GST and when was it introduced?") are one question: the whole leads, each
  // clause adds its own best sentence
  const clauses = asked.some((a) => a.clause);
  const first = clauses ? { text: message, units: m.units } : asked[0];
  const choice = ix && note ? chooseSentences(ix, note, m.passages, first?.units ?? m.units, first?.text ?? message, L) : null;
  const partLeads =
    ix && note
      ? asked
          .slice(clauses ? 0 : 1)
          .map((a) => chooseSentences(ix, note, m.passages, a.units, a.text, L).summary.find((c) => c.index < shown.length)?.index)
          .filter((i): i is number => i !== undefined)
      : [];
  const candidates = (choice?.summary ?? []).filter((c) => c.index < shown.length);
  let picked: number[];
  const lead = candidates[0];
  if (lead) {
    // support: close enough to the lead, and of the asked kind when the question asks for one
    const support = candidates
      .slice(1)
      .filter((c) =>
        isNarrowKind(choice?.kind ?? null) ? c.match > 0 && c.value >= SUPPORT_SHARE * lead.value : c.value >= BROAD_SUPPORT_SHARE * lead.value,
      )
      .slice(0, ANSWER_SENTENCES - 1)
      .map((c) => c.index);
    for (const i of partLeads.filter((x) => x !== lead.index).reverse()) {
      if (support.includes(i)) support.splice(support.indexOf(i), 1);
      support.unshift(i);
    }
    support.splice(ANSWER_SENTENCES - 1);
    // a question of two parts ("what is GDP and how is it measured?"): a weighty word of the question that the chosen
    // sentences leave out brings the best sentence that holds it, within the same count; a name ("CRR and SLR") is held
    // only by a sentence about it (named in its first words), not by one that lists it ("a phased cut in the SLR and CRR");
    // so is each side of a difference ("mandamus and certiorari" is not held by a list of the five writs)
    const entry = ix && note ? ix.notes.get(note.id) : undefined;
    const passageAt = (i: number) => entry?.passages.find((p) => p.kind === 'summary' && p.index === i && p.lang === L);
    // the heaviest word first; a sentence brought in for one word is not given up for a lighter one's
    const top = Math.max(0, ...m.units.map((u) => u.weight));
    const brought = new Set(partLeads);
    for (const u of m.units.filter((x) => x.weight >= PART_SHARE * top).sort((a, b) => b.weight - a.weight)) {
      const named = subjectTest([u]);
      const holds = (i: number) => {
        const p = passageAt(i);
        return !!p && covers(p.body, u) && (!(u.name || choice?.kind === 'difference') || openingWords(p.text, ABOUT_REACH).some(named));
      };
      if ([lead.index, ...support].some(holds)) continue;
      const other = candidates.find((c) => c !== lead && !support.includes(c.index) && holds(c.index));
      if (!other) continue;
      if (support.length >= ANSWER_SENTENCES - 1) {
        const free = support.findLastIndex((i) => !brought.has(i));
        if (free < 0) continue;
        support.splice(free, 1);
      }
      support.push(other.index);
      brought.add(other.index);
    }
    // "difference between A and B": what the note's subject is (its opening sentence) before what sets it apart
    if (
      choice?.kind === 'difference' &&
      lead.index !== 0 &&
      !support.includes(0) &&
      m.units.some((u) => passageAt(0) && covers(passageAt(0)!.body, u))
    ) {
      if (support.length >= ANSWER_SENTENCES - 1) support.pop();
      support.push(0);
    }
    // each asked part's sentence right after the lead, in the order asked; the rest in the note's order
    const parts = support.filter((i) => partLeads.includes(i));
    picked = [lead.index, ...parts, ...support.filter((i) => !parts.includes(i)).sort((a, b) => a - b)];
  } else picked = [0, 1].filter((i) => i < shown.length);
  // a pronoun needs the sentence before it
  const withSubjects: number[] = [];
  for (const i of picked) {
    if (i > 0 && startsWithPronoun(shown[i]!) && !withSubjects.includes(i - 1) && !picked.includes(i - 1)) withSubjects.push(i - 1);
    if (!withSubjects.includes(i)) withSubjects.push(i);
  }
  const sentences = withSubjects.map((i) => shown[i]!).filter((s) => s);
  const keyFacts = note?.keyFacts ?? [];
  const body = normaliseForDup(sentences.join(' '));
  const facts = (choice?.facts ?? [])
    .filter((c) => c.index < keyFacts.length && !body.includes(normaliseForDup(pick(keyFacts[c.index]!, lang))))
    .filter((c) => !isNarrowKind(choice?.kind ?? null) || c.match > 0 || c.value >= SUPPORT_SHARE * (lead?.value ?? 0))
    .slice(0, KEY_FACTS)
    .sort((a, b) => a.index - b.index)
    .map((c) => `- ${pick(keyFacts[c.index]!, lang)}`);
  const quoted = quotedIn(voice, 'notes');
  const parts = [...(quoted ? [`*${quoted}*`] : []), `**${title}**`, sentences.join(' ')];
  if (facts.length) parts.push(`**${p.keyFacts}**\n${facts.join('\n')}`);
  const sources: AiSource[] = note ? noteSources(note, lang) : [{ kind: 'topic', id: m.topic.id, title }];
  return { response: parts.join('\n\n'), sources, confidence: round(m.confidence), sure: true };
}

const normaliseForDup = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
const round = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 100) / 100;

/**
 * Not sure: the best match's confidence is below the threshold. The tutor says so, does not answer, and offers the
 * closest notes (at most 3) as sources the web shows as links.
 */
export function unsureAnswer(
  matches: TopicMatch[],
  message: string,
  lang: ContentLang,
  voice: Voice = same(lang),
  why: 'unsure' | ChatDoubt = 'unsure',
): Answer {
  const p = chatPhrases(voice.frame);
  const closest = matches.filter((m) => m.note).slice(0, 3);
  const sources = closest.flatMap((m) => noteSources(m.note!, lang));
  const say = { unsure: p.notSure, 'not-facts': p.notFacts, 'not-dated': p.notDated }[why];
  const lines = [say(plain(message))];
  const quoted = quotedIn(voice, 'notes');
  if (closest.length)
    lines.push(
      `${p.closestNotes}${quoted ? ` *(${quoted.replace(/:$/, '')})*` : ''}\n${closest.map((m) => `- ${pick(m.note!.title, lang)}`).join('\n')}`,
    );
  return {
    response: lines.join('\n\n'),
    sources,
    confidence: round(matches[0]?.confidence ?? 0),
    sure: false,
    ...(why === 'unsure' ? {} : { doubt: why }),
  };
}

/** A subject named without a question: its first topic's note, then the subject's other topics to ask about. */
async function subjectOverview(db: Executor, subject: string, voice: Voice): Promise<Answer> {
  const lang = voice.content;
  const topics = await library.topicsBySubjects(db, [subject]);
  const first = topics.find((t) => t.paperType === 'Prelims') ?? topics[0];
  if (!first) return nothingAnswer(db, subjectIn(subject, voice.frame), voice);
  const note = (await library.notesByTopicIds(db, [first.id]))[0] ?? null;
  const answer = groundedAnswer({ topic: first, note, score: 1, coverage: 1, confidence: 1, passages: [], units: [] }, '', lang, voice);
  const others = topics
    .filter((t) => t.id !== first.id)
    .slice(0, 6)
    .map((t) => pick(t.topic, lang));
  const p = chatPhrases(voice.frame);
  return {
    ...answer,
    response: `${answer.response}\n\n**${p.inSubject(subjectIn(subject, voice.frame))}**\n${others.map((t) => `- ${t}`).join('\n')}`,
  };
}

async function nothingAnswer(db: Executor, message: string, voice: Voice): Promise<Answer> {
  const lang = voice.content;
  const p = chatPhrases(voice.frame);
  let suggestions = await suggestTopics(db, message, lang, 4);
  if (!suggestions.length) suggestions = (await library.firstTopicPerSubject(db)).slice(0, 4).map((t) => pick(t.topic, lang));
  const lines = [p.nothingOn(plain(message))];
  if (suggestions.length) lines.push(p.tryTopics(suggestions.join('; ')));
  return { response: lines.join('\n\n'), sources: [], confidence: 0, sure: false };
}

/** A subject's name made an adjective ("constitutional", "economically", "environmental", "संविधानात्मक"). */
const ADJECTIVE = /(?:al|ally|ic)$|(?:ात्मक|िक)$/iu;
/** An article asked for ("which article", "कोणत्या कलमात"). */
const ARTICLE = /\barticles?\b|कलम|अनुच्छेद/iu;

/** The question without the subject it names last as its field ("… in public administration"): what to look up. */
export function withoutField(message: string): string {
  const mention = subjectMention(message);
  return mention && TRAILING_FIELD.test(message) ? mention.rest : message;
}
/** A subject named last, as the field of the question: "… in public administration", "… in polity?". */
const TRAILING_FIELD =
  /\b(?:in|of)\s+(?:indian\s+)?(?:public\s+administration|polity|economics?|economy|geography|history|environment|science)\s*[?.]?\s*$/iu;

/**
 * The offline tutor: greetings and exam-pattern questions from the syllabus tree, quizzes from the bank, anything
 * else from the best-matching note — or, when the library has nothing, a plain "nothing yet" and topics it does have.
 */
export async function offlineChat(db: Executor, input: ChatRequest, today: string): Promise<Answer> {
  const voice = answerVoice(input);
  const lang = voice.content;
  const intent = intentOf(input.message);
  // greetings, the exam pattern and quizzes come from the syllabus tree and the bank: nothing to be unsure of
  const certain = (a: Answer): Answer => ({ confidence: 1, sure: true, ...a });
  if (intent === 'greeting') return certain(await greetingAnswer(db, voice));
  if (intent === 'exam-pattern') return certain(await examPatternAnswer(db, voice));
  if (intent === 'quiz') return certain(await quizAnswer(db, input.message, voice, today));
  const mention = subjectMention(input.message);
  // "Maharashtra history", "Economics basics": the subject itself is the question
  if (mention && !indexTerms(mention.rest).length) return subjectOverview(db, mention.id, voice);
  // the Constitution and Polity are one subject to a candidate ("Indian Polity and Constitution"); the library files
  // them apart, so a question naming the Constitution may be answered from a Polity note (judicial review) and back
  // "constitutional amendment", "economic survey", "environmental impact": the adjective describes a thing, which
  // any subject's note may hold (the GST amendment is in Economy) — only the subject's own name narrows the notes
  // …and "which article of the Constitution" names the document the article is in, not a field (All India Services are
  // Public Administration's, Article 312)
  const field = mention && !ADJECTIVE.test(mention.word) && !(mention.id === 'constitution' && ARTICLE.test(input.message));
  const subjects = field ? (POLITY_FAMILY.includes(mention.id) ? POLITY_FAMILY : [mention.id]) : undefined;
  // "…line and staff agencies in public administration": a subject named as the field the question is asked in filters
  // the notes; its words are not what is asked (every note of the subject has them)
  let matches = await findTopics(db, withoutField(input.message), { subjects, limit: 3 });
  // a follow-up ("tell me more about its powers") leans on the previous question
  const previous = [...(input.history ?? [])].reverse().find((h) => h.role === 'user')?.content;
  if (!isSure(matches[0]) && previous) {
    const withPrevious = await findTopics(db, `${previous} ${input.message}`, { subjects, limit: 3 });
    if (isSure(withPrevious[0])) matches = withPrevious;
  }
  const best = matches[0];
  if (!best) return nothingAnswer(db, input.message, voice);
  // an opinion, a forecast or a day's news: the closest notes, and no answer drawn from them
  const beyond = beyondFacts(input.message);
  if (beyond) return unsureAnswer(matches, input.message, lang, voice, beyond);
  return isSure(best) ? groundedAnswer(best, input.message, lang, voice) : unsureAnswer(matches, input.message, lang, voice);
}
