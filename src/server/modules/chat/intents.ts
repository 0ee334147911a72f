import type { AiSource } from '@shared/ai';
import type { ChatDoubt } from '@shared/chat';
import type { ContentLang } from '@shared/language';
import { PLANNER_SUBJECT_IDS, type PlannerSubjectId } from '@shared/subjects';
import { pick, sourceText } from '@server/ai/sources';
import { isStopWord, words } from '@server/ai/text/tokens';
import type { Executor } from '@server/db/database';
import * as library from '@server/library';
import { chatPhrases, quotedIn, subjectIn } from './phrases';
import type { Voice } from './voice';

export interface Answer {
  response: string;
  sources: AiSource[];
  /** 0–1 from the retrieval scores (1 for answers from the syllabus tree and the bank) */
  confidence?: number;
  /** false: the tutor is not sure (or has nothing) and says so instead of answering */
  sure?: boolean;
  /** a quiz's answers, kept out of the text: the web shows them only when asked */
  answerKey?: string;
  /** why it does not answer, when it is not the library (an opinion or a forecast) */
  doubt?: ChatDoubt;
}
export type Intent = 'greeting' | 'exam-pattern' | 'quiz' | 'question';

const GREETINGS = new Set([
  'hi',
  'hii',
  'hello',
  'hey',
  'namaste',
  'namaskar',
  'good',
  'morning',
  'afternoon',
  'evening',
  'there',
  'नमस्कार',
  'नमस्ते',
  'हाय',
  'हॅलो',
  'सुप्रभात',
]);
const EXAM_PATTERN =
  /exam\s*pattern|pattern\s+of\s+(the\s+)?(exam|mpsc|prelims|mains)|scheme\s+of\s+(the\s+)?exam|marking\s+scheme|how\s+many\s+papers|परीक्षा\s*पद्धत|परीक्षेचे\s+स्वरूप|परीक्षेची\s+रचना|गुणांकन|परीक्षा\s+(?:का\s+)?(?:पैटर्न|प्रारूप)/iu;
const QUIZ = /\bquiz\b|\bmcqs?\b|test\s+me|प्रश्नमंजुषा|क्विझ|सराव\s+प्रश्न|प्रश्नोत्तरी/iu;

/**
 * A question the library cannot answer by its nature: an opinion ("who is the best chief minister ever?", "is X better
 * than Y?", "तुमचे मत सांगा") or a forecast ("what will the repo rate be after the next meeting?", "पुढच्या निवडणुकीत कोण जिंकेल?").
 * The tutor says so rather than answer from the nearest facts. A hypothetical ("what happens if the President
 * resigns?") is a question of fact, not a forecast; tomorrow, and a Marathi "will it…?" ("…वाढेल का?", "…येईल का?"), are.
 */
const OPINION =
  /\b(?:best|greatest|worst|better|favourite|favorite)\b[^?]*\b(?:ever|of all time|for me|in your (?:opinion|view))\b|\bin your (?:opinion|view)\b|\byour (?:favourite|favorite)\b|(?:तुमच|तुझ)[ाीे] आवड(?:ता|ती|ते)|\bshould i\b|\bwhat do you think\b|\b(?:who|which) is better\b|^\s*(?:is|are)\b[^?]*\bbetter (?:than|or)\b|(?<![\p{L}\p{M}])(?:चांगल|बर)[ाीे] की(?![\p{L}\p{M}])|तुमचे मत|तुम्हाला काय वाटते|तुमच्या मते|आपकी राय|आपके विचार में|सर्वोत्तम (?:मुख्यमंत्री|पंतप्रधान|नेता|नेते)/iu;
const FORECAST =
  /\bwill\b[^?]*\b(?:next|upcoming|coming|future)\b|\b(?:next|upcoming|coming)\b[^?]*\bwill\b|\bwho will (?:win|be|become)\b|(?<![\p{L}\p{M}])(?:पुढचे|पुढचा|पुढची|पुढील)\s[^?]*होणार(?![\p{L}\p{M}])|कोण होणार|(?:पुढच्या|पुढील)\s+(?:[\p{L}\p{M}]+\s+)?(?:वर्षी|निवडणुकीत|परीक्षेत|बैठकीत)|आगामी|कोण जिंकेल|अगले (?:साल|चुनाव)|कौन जीतेगा|\btomorrow\b|(?<![\p{L}\p{M}])उद्या(?![\p{L}\p{M}])|(?:ेल|ईल|तील)\s+का\s*[?？]?\s*$/iu;
/**
 * Today's price, score or weather ("the onion price at Lasalgaon today", "आज पुण्यात सोन्याचा भाव किती?"): a figure of the
 * day, which notes never hold — whatever a note says of the market or the crop is not the answer.
 */
const LIVE_FIGURE =
  /\b(?:price|prices|score|weather)\b[^?]*\b(?:today|now|right now|currently|this week)\b|\b(?:today'?s|current|live|latest)\s+(?:price|prices|score|weather)\b|(?:आज|आजचा|आजची|आजचे|सध्याचा|सध्याची|सध्या)[^?]*(?:भाव|किंमत|स्कोअर|हवामान)|(?:भाव|किंमत|स्कोअर|हवामान)[^?]*(?:आज|सध्या)(?![\p{L}\p{M}])/iu;
/**
 * The news of a day named by its distance from now ("who won the final last month", "yesterday's match", "गेल्या
 * आठवड्यात कोणती योजना सुरू झाली?"): a note is written on its own date and cannot know which day the candidate means.
 * Not "today" alone ("Gandhi's relevance today" asks a question of fact), nor "last year" (a note may well give it).
 */
const DAY_NEWS =
  /\b(?:yesterday'?s?|yesterdays|last night|last week|last month|this week|this month)\b|\b(?:today'?s|todays)\s+(?:news|headlines?|match|matches|results?|scores?)\b|\b(?:won|win|wins|winner|happened|result|results|score|match)\b[^?]*\btoday\b|(?<![\p{L}\p{M}])(?:गेल्या|मागच्या|मागील)\s+(?:आठवड्यात|आठवड्यातील|आठवड्याच्या|महिन्यात|महिन्यातील|महिन्याच्या)(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])(?:आजच्या|कालच्या)\s+(?:बातम्या|बातमी|सामन्यात|सामन्याचा|सामन्याचे|सामन्याची|सामन्यामध्ये)(?![\p{L}\p{M}])/iu;

/** Why the library cannot answer a question by its nature, if it cannot: an opinion or forecast, or a day's news or figure. */
export function beyondFacts(message: string): ChatDoubt | null {
  const m = message.normalize('NFC');
  if (OPINION.test(m) || FORECAST.test(m)) return 'not-facts';
  if (LIVE_FIGURE.test(m) || DAY_NEWS.test(m)) return 'not-dated';
  return null;
}

export function intentOf(message: string): Intent {
  const w = words(message);
  if (w.length && w.length <= 5 && w.some((x) => GREETINGS.has(x)) && w.every((x) => GREETINGS.has(x) || isStopWord(x))) return 'greeting';
  if (EXAM_PATTERN.test(message)) return 'exam-pattern';
  if (QUIZ.test(message)) return 'quiz';
  return 'question';
}

/** The exam's papers from the syllabus tree: marks, questions and time for Prelims, the list of Mains papers. */
export async function examPatternAnswer(db: Executor, voice: Voice): Promise<Answer> {
  const lang = voice.content;
  const p = chatPhrases(voice.frame);
  const [papers, header] = await Promise.all([library.examPapers(db), library.examHeader(db)]);
  const line = (r: library.ExamPaper) => {
    const facts = p.paperLine(r.marks, r.questions, r.durationMinutes);
    const nature = r.nature ? pick(r.nature, lang) : '';
    return `- ${pick(r.name, lang)}${facts ? ` — ${facts}` : ''}${nature ? ` (${nature})` : ''}`;
  };
  if (!papers.length) return { response: p.nothingOn(p.examPattern), sources: [] };
  const prelims = papers.filter((r) => r.stage === 'prelims');
  const mains = papers.filter((r) => r.stage === 'mains');
  const out = [`**${p.examPattern}${header ? ` — ${pick(header.exam, lang)}` : ''}**`];
  if (prelims.length) out.push(`*${p.prelims}*\n${prelims.map(line).join('\n')}`);
  if (mains.length) out.push(`*${p.mains}*\n${mains.map(line).join('\n')}`);
  return { response: out.join('\n\n'), sources: syllabusSource(header, lang) };
}

const syllabusSource = (header: Awaited<ReturnType<typeof library.examHeader>>, lang: ContentLang): AiSource[] =>
  header ? [{ kind: 'syllabus', id: 'syllabus', title: pick(header.exam, lang), reference: sourceText(header.source) }] : [];

/** A greeting: what the assistant answers from, the exam's stages from the syllabus tree, and topics to ask about. */
export async function greetingAnswer(db: Executor, voice: Voice): Promise<Answer> {
  const lang = voice.content;
  const p = chatPhrases(voice.frame);
  const [papers, header, firsts] = await Promise.all([library.examPapers(db), library.examHeader(db), library.firstTopicPerSubject(db)]);
  const out = [p.greeting];
  if (header && papers.length) {
    const count = (stage: string) => papers.filter((r) => r.stage === stage).length;
    out.push(p.examStages(pick(header.exam, lang), count('prelims'), count('mains')));
  }
  const examples = firsts.slice(0, 3).map((t) => pick(t.topic, lang));
  if (examples.length) out.push(`${p.askAbout}: ${examples.join('; ')}.`);
  return { response: out.join('\n\n'), sources: syllabusSource(header, lang) };
}

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** Three bank questions on the subject the message names (any subject otherwise), new each day; the answers apart. */
export async function quizAnswer(db: Executor, message: string, voice: Voice, today: string): Promise<Answer> {
  const lang = voice.content;
  const p = chatPhrases(voice.frame);
  const subject = subjectMentioned(message);
  const rows = await library.questionsBySubjects(db, subject ? [subject] : PLANNER_SUBJECT_IDS, 3, today);
  if (!rows.length) return { response: p.nothingQuiz, sources: [] };
  const title = p.quizTitle(
    subject
      ? subjectIn(subject, voice.frame)
      : rows
          .map((r) => subjectIn(r.subject, voice.frame))
          .filter((s, i, a) => a.indexOf(s) === i)
          .join(', '),
  );
  const blocks = rows.map((r, i) => {
    const options = lang === 'marathi' ? r.options.mr : r.options.en;
    return `${i + 1}. ${pick(r.question, lang)}\n${options.map((o, j) => `   - ${LETTERS[j]}. ${o}`).join('\n')}`;
  });
  const answers = rows.map((r, i) => `${i + 1} — ${LETTERS[r.answer]} (${(lang === 'marathi' ? r.options.mr : r.options.en)[r.answer]})`).join('; ');
  return {
    response: [`**${title}**`, quotedIn(voice, 'questions'), blocks.join('\n\n')].filter(Boolean).join('\n\n'),
    answerKey: `**${p.answers}:** ${answers}`,
    sources: rows.map((r) => ({ kind: 'mcq' as const, id: r.id, title: pick(r.question, lang), reference: sourceText(r.source) })),
  };
}

/** Words in a chat message that name a subject (for "Maharashtra history", "current affairs quiz"…). */
const MENTIONS: [RegExp, PlannerSubjectId][] = (
  [
    ['maharashtra\\s+history|महाराष्ट्राचा\\s+इतिहास|महाराष्ट्र\\s+का\\s+इतिहास', 'maharashtra-history'],
    ['maharashtra\\s+geography|महाराष्ट्राचा\\s+भूगोल|महाराष्ट्र\\s+का\\s+भूगोल', 'maharashtra-geography'],
    ['current\\s+affairs|चालू\\s+घडामोडी|समसामयिकी', 'current-affairs'],
    ['(?:indian\\s+)?constitution(?:\\s+of\\s+india)?|(?:भारतीय\\s+)?(?:संविधान|राज्यघटना)', 'constitution'],
    ['(?:indian\\s+)?polity|(?:भारतीय\\s+)?राज्यव्यवस्था', 'polity'],
    ['(?:indian\\s+)?econom|(?:भारतीय\\s+)?(?:अर्थव्यवस्था|अर्थशास्त्र)', 'economy'],
    ['environment|ecology|पर्यावरण', 'environment'],
    ['science|technology|विज्ञान|तंत्रज्ञान', 'science-technology'],
    ['public\\s+administration|लोकप्रशासन|लोक\\s+प्रशासन', 'public-administration'],
    ['(?:indian\\s+)?geography|(?:भारताचा\\s+|भारत\\s+का\\s+)?भूगोल', 'indian-geography'],
    ['(?:indian\\s+)?history|(?:भारताचा\\s+|भारत\\s+का\\s+)?इतिहास', 'history'],
    ['mental\\s+ability|reasoning|aptitude|csat|बुद्धिमत्ता|मानसिक\\s+योग्यता', 'mental-ability'],
  ] as const
).map(([re, id]) => [new RegExp(`(?<![\\p{L}\\p{M}])(?:${re})[\\p{L}\\p{M}]*`, 'iu'), id]);

export function subjectMentioned(text: string): PlannerSubjectId | null {
  return subjectMention(text)?.id ?? null;
}

/** The subject a message names and the message without that name ("Maharashtra history basics" → " basics"). */
export function subjectMention(text: string): { id: PlannerSubjectId; rest: string; word: string } | null {
  for (const [re, id] of MENTIONS) {
    const m = re.exec(text);
    if (m) return { id, rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`, word: m[0] };
  }
  return null;
}
