import type { Kysely } from 'kysely';
import type { AiLanguage, AiSource } from '../../../shared/ai';
import { PLANNER_SUBJECT_IDS } from '../../../shared/subjects';
import type { Database } from '../../db/schema';
import * as chatRepo from '../../modules/chat/repo';
import * as topicRepo from '../../modules/topic/repo';
import { pick, sourceText } from '../library';
import { subjectMentioned, subjectName } from '../subjects';
import { isStopWord, words } from '../text/tokens';
import { phrases } from './phrases';

export interface Answer { response: string; sources: AiSource[] }
export type Intent = 'greeting' | 'exam-pattern' | 'quiz' | 'question';

const GREETINGS = new Set(['hi', 'hii', 'hello', 'hey', 'namaste', 'namaskar', 'good', 'morning', 'afternoon', 'evening', 'there', 'नमस्कार', 'नमस्ते', 'हाय', 'हॅलो', 'सुप्रभात']);
const EXAM_PATTERN = /exam\s*pattern|pattern\s+of\s+(the\s+)?(exam|mpsc|prelims|mains)|scheme\s+of\s+(the\s+)?exam|marking\s+scheme|how\s+many\s+papers|परीक्षा\s*पद्धत|परीक्षेचे\s+स्वरूप|परीक्षेची\s+रचना|गुणांकन/iu;
const QUIZ = /\bquiz\b|\bmcqs?\b|test\s+me|प्रश्नमंजुषा|क्विझ|सराव\s+प्रश्न/iu;

export function intentOf(message: string): Intent {
  const w = words(message);
  if (w.length && w.length <= 5 && w.some((x) => GREETINGS.has(x)) && w.every((x) => GREETINGS.has(x) || isStopWord(x))) return 'greeting';
  if (EXAM_PATTERN.test(message)) return 'exam-pattern';
  if (QUIZ.test(message)) return 'quiz';
  return 'question';
}

/** The exam's papers from the syllabus tree: marks, questions and time for Prelims, the list of Mains papers. */
export async function examPatternAnswer(db: Kysely<Database>, lang: AiLanguage): Promise<Answer> {
  const p = phrases(lang);
  const [papers, header] = await Promise.all([chatRepo.examPapers(db), chatRepo.examHeader(db)]);
  const line = (r: chatRepo.ExamPaperRow) => {
    const facts = p.paperLine(r.marks, r.questions, r.duration_minutes);
    const nature = r.nature ? pick(r.nature, lang) : '';
    return `- ${lang === 'marathi' ? r.name_mr : r.name_en}${facts ? ` — ${facts}` : ''}${nature ? ` (${nature})` : ''}`;
  };
  if (!papers.length) return { response: p.nothingOn(p.examPattern), sources: [] };
  const prelims = papers.filter((r) => r.stage === 'prelims');
  const mains = papers.filter((r) => r.stage === 'mains');
  const out = [`**${p.examPattern}${header ? ` — ${pick(header.exam, lang)}` : ''}**`];
  if (prelims.length) out.push(`*${p.prelims}*\n${prelims.map(line).join('\n')}`);
  if (mains.length) out.push(`*${p.mains}*\n${mains.map(line).join('\n')}`);
  return { response: out.join('\n\n'), sources: syllabusSource(header, lang) };
}

const syllabusSource = (header: Awaited<ReturnType<typeof chatRepo.examHeader>>, lang: AiLanguage): AiSource[] =>
  header ? [{ kind: 'syllabus', id: 'syllabus', title: pick(header.exam, lang), reference: sourceText(header.source) }] : [];

/** A greeting: what the assistant answers from, the exam's stages from the syllabus tree, and topics to ask about. */
export async function greetingAnswer(db: Kysely<Database>, lang: AiLanguage): Promise<Answer> {
  const p = phrases(lang);
  const [papers, header, firsts] = await Promise.all([chatRepo.examPapers(db), chatRepo.examHeader(db), chatRepo.firstTopicPerSubject(db)]);
  const out = [p.greeting];
  if (header && papers.length) {
    const count = (stage: string) => papers.filter((r) => r.stage === stage).length;
    out.push(p.examStages(pick(header.exam, lang), count('prelims'), count('mains')));
  }
  const examples = firsts.slice(0, 3).map((t) => (lang === 'marathi' ? t.topic_mr : t.topic_en));
  if (examples.length) out.push(`${p.askAbout}: ${examples.join('; ')}.`);
  return { response: out.join('\n\n'), sources: syllabusSource(header, lang) };
}

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** Three bank questions on the subject the message names (any subject otherwise), answers at the end; new each day. */
export async function quizAnswer(db: Kysely<Database>, message: string, lang: AiLanguage, today: string): Promise<Answer> {
  const p = phrases(lang);
  const subject = subjectMentioned(message);
  const rows = await topicRepo.mcqsBySubjects(db, subject ? [subject] : PLANNER_SUBJECT_IDS, 3, today);
  if (!rows.length) return { response: p.nothingQuiz, sources: [] };
  const title = p.quizTitle(subject ? subjectName(subject, lang) : rows.map((r) => subjectName(r.subject, lang)).filter((s, i, a) => a.indexOf(s) === i).join(', '));
  const blocks = rows.map((r, i) => {
    const options = lang === 'marathi' ? r.options.mr : r.options.en;
    return `${i + 1}. ${lang === 'marathi' ? r.question_mr : r.question_en}\n${options.map((o, j) => `   - ${LETTERS[j]}. ${o}`).join('\n')}`;
  });
  const answers = rows.map((r, i) => `${i + 1} — ${LETTERS[r.answer]} (${(lang === 'marathi' ? r.options.mr : r.options.en)[r.answer]})`).join('; ');
  return {
    response: `**${title}**\n\n${blocks.join('\n\n')}\n\n**${p.answers}:** ${answers}`,
    sources: rows.map((r) => ({ kind: 'mcq' as const, id: r.id, title: lang === 'marathi' ? r.question_mr : r.question_en, reference: sourceText(r.source) })),
  };
}
