import type { AiLanguage, AiSource, TopicQuestion } from '../../shared/ai';
import type { Bilingual, Source } from '../../shared/content';
import type { McqRow, NoteRow, TopicRow } from '../modules/topic/repo';

/** Content rows as the engines use them: both languages side by side, `pick`ed at the end. */
export const pick = (b: Bilingual, lang: AiLanguage) => (lang === 'marathi' ? b.mr : b.en);
export const langOf = (code: AiLanguage): 'en' | 'mr' => (code === 'marathi' ? 'mr' : 'en');

export interface TopicDoc {
  id: string;
  subject: string;
  paperType: 'Prelims' | 'Mains';
  title: Bilingual;
  description: Bilingual;
  subtopics: Bilingual[];
}
export interface NoteDoc {
  id: string;
  topicId: string;
  subject: string;
  title: Bilingual;
  summary: Bilingual;
  keyFacts: Bilingual[];
  relatedTopics: string[];
  sources: Source[];
}

export const topicDoc = (r: TopicRow): TopicDoc => ({
  id: r.id, subject: r.subject, paperType: r.paper_type as TopicDoc['paperType'],
  title: { en: r.topic_en, mr: r.topic_mr }, description: { en: r.description_en, mr: r.description_mr }, subtopics: r.subtopics,
});
export const noteDoc = (r: NoteRow): NoteDoc => ({
  id: r.id, topicId: r.topic_id, subject: r.subject, title: { en: r.title_en, mr: r.title_mr },
  summary: { en: r.summary_en, mr: r.summary_mr }, keyFacts: r.key_facts, relatedTopics: r.related_topics, sources: r.sources,
});

export const sourceText = (s: Source) => (s.detail ? `${s.title}, ${s.detail}` : s.title);

export function noteSources(n: NoteDoc, lang: AiLanguage): AiSource[] {
  return [{ kind: 'note', id: n.id, title: pick(n.title, lang), reference: n.sources.map(sourceText).join('; ') }];
}

/** A bank question as the explorer shows it: the answer is the correct option's text. */
export function toTopicQuestion(q: McqRow, lang: AiLanguage): TopicQuestion {
  const options = lang === 'marathi' ? q.options.mr : q.options.en;
  const en = q.options.en.map((o) => o.toLowerCase());
  const trueFalse = en.length === 2 && en.includes('true') && en.includes('false');
  return {
    id: q.id,
    question: lang === 'marathi' ? q.question_mr : q.question_en,
    type: trueFalse ? 'True/False' : 'MCQ',
    options,
    answer: options[q.answer] ?? options[0]!,
    explanation: lang === 'marathi' ? q.explanation_mr : q.explanation_en,
    difficulty: q.difficulty,
    source: sourceText(q.source),
  };
}
