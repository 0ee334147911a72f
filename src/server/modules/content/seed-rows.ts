import type { Insertable } from 'kysely';
import type { ContentLibrary } from '@server/content/load';
import type {
  BookListGroupsTable, BooksTable, ContentDocumentsTable, CsatQuestionsTable, EssayTopicsTable, InterviewQuestionsTable, MainsQuestionsTable,
  MapCategoriesTable, MapHotspotsTable, MapLayersTable, MapQuizzesTable, McqsTable, SyllabusPapersTable, SyllabusTopicsTable,
  TopicNotesTable,
} from '@server/db/schema';
import type { NewsItemsTable } from '@server/db/schema-news';
import { mcqRow, newsPackRow } from '@server/library';

/** jsonb columns take JSON text: node-pg would send a JS array as a Postgres array literal. */
const json = (v: unknown) => JSON.stringify(v);

/** Every content table and the rows the library gives it. `position` keeps the files' order. */
export interface ContentRows {
  content_documents: Insertable<ContentDocumentsTable>[];
  syllabus_topics: Insertable<SyllabusTopicsTable>[];
  topic_notes: Insertable<TopicNotesTable>[];
  mcqs: Insertable<McqsTable>[];
  csat_questions: Insertable<CsatQuestionsTable>[];
  books: Insertable<BooksTable>[];
  book_list_groups: Insertable<BookListGroupsTable>[];
  syllabus_papers: Insertable<SyllabusPapersTable>[];
  mains_questions: Insertable<MainsQuestionsTable>[];
  interview_questions: Insertable<InterviewQuestionsTable>[];
  essay_topics: Insertable<EssayTopicsTable>[];
  map_categories: Insertable<MapCategoriesTable>[];
  map_layers: Insertable<MapLayersTable>[];
  map_hotspots: Insertable<MapHotspotsTable>[];
  map_quizzes: Insertable<MapQuizzesTable>[];
  news_items: Insertable<NewsItemsTable>[];
}
export type ContentTable = keyof ContentRows;

export function contentRows(lib: ContentLibrary): ContentRows {
  const documents: Insertable<ContentDocumentsTable>[] = [];
  if (lib.syllabus) documents.push({ id: 'syllabus', data: json({ exam: lib.syllabus.exam, source: lib.syllabus.source }) });
  if (lib.twelveMonthPlan) documents.push({ id: 'twelve-month-plan', data: json(lib.twelveMonthPlan) });
  const papers = lib.syllabus ? [...lib.syllabus.prelims.map((p) => ['prelims', p] as const), ...lib.syllabus.mains.map((p) => ['mains', p] as const)] : [];

  return {
    content_documents: documents,
    syllabus_topics: lib.topics.map((t, position) => ({
      id: t.id, position, subject: t.subject, paper_type: t.paperType, topic_en: t.topic.en, topic_mr: t.topic.mr,
      description_en: t.description.en, description_mr: t.description.mr, subtopics: json(t.subtopics),
    })),
    topic_notes: lib.notes.map((n, position) => ({
      id: n.id, position, topic_id: n.topicId, subject: n.subject, title_en: n.title.en, title_mr: n.title.mr,
      summary_en: n.summary.en, summary_mr: n.summary.mr, key_facts: json(n.keyFacts), related_topics: json(n.relatedTopics),
      sources: json(n.sources),
    })),
    mcqs: lib.mcqs.map((q, position) => mcqRow(q, position)),
    csat_questions: csatRows(lib),
    books: lib.books.map((b, position) => ({
      id: b.id, position, book_title: b.bookTitle, author: b.author, subject: b.subject, paper_type: b.paperType,
      language: b.language, format: b.format, is_recommended: b.isRecommended, tags: json(b.tags), notes: b.notes,
      access_link: b.accessLink, planner_subjects: json(b.plannerSubjects),
    })),
    book_list_groups: lib.bookList.map((g, position) => ({
      id: g.id, position, title: g.title, title_marathi: g.titleMarathi, priority: g.priority,
      description: g.description ?? null, books: json(g.books),
    })),
    syllabus_papers: papers.map(([stage, p], position) => ({
      id: p.id, position, stage, name_en: p.name.en, name_mr: p.name.mr, marks: p.marks ?? null, questions: p.questions ?? null,
      duration_minutes: p.durationMinutes ?? null, nature: json(p.nature ?? null), sections: json(p.sections),
    })),
    mains_questions: lib.mains.map((m, position) => ({
      id: m.id, position, paper: m.paper, subject: m.subject, marks: m.marks, word_limit: m.wordLimit,
      text_en: m.text.en, text_mr: m.text.mr, text_hi: m.text.hi, model_answer_points: json(m.modelAnswerPoints), source: json(m.source),
    })),
    interview_questions: lib.interview.map((q, position) => ({
      id: q.id, position, category: q.category, question_en: q.question.en, question_mr: q.question.mr,
      expected_points: json(q.expectedPoints), daf: q.daf ?? null, education_levels: json(q.educationLevels ?? null),
      maharashtra: q.maharashtra ?? false,
    })),
    essay_topics: lib.essays.map((e, position) => ({
      id: e.id, position, theme: e.theme, title_en: e.title.en, title_mr: e.title.mr, outline: json(e.outline),
    })),
    map_categories: lib.mapCategories.map((c, position) => ({ id: c.id, position, icon: c.icon, name_en: c.name.en, name_mr: c.name.mr })),
    map_layers: lib.mapLayers.map((l, position) => ({
      id: l.id, position, category_id: l.categoryId, name_en: l.name.en, name_mr: l.name.mr, description: json(l.description),
      scope: l.scope, is_premium: l.isPremium, ...l.boundingBox,
    })),
    map_hotspots: lib.hotspots.map((h, position) => ({
      id: h.id, position, layer_id: h.layerId, name: h.name, name_marathi: h.nameMarathi, hotspot_type: h.hotspotType,
      difficulty: h.difficulty, latitude: h.latitude, longitude: h.longitude, description: json(h.description), source: json(h.source),
    })),
    map_quizzes: lib.mapQuizzes.map((q, position) => ({
      id: q.id, position, layer_id: q.layerId, question_en: q.question.en, question_mr: q.question.mr, difficulty: q.difficulty,
      points: q.points, time_limit: q.timeLimit, quiz_type: q.quizType, options: json(q.options), correct_answer: q.correctAnswer,
      explanation: json(q.explanation), source: json(q.source),
    })),
    news_items: lib.news.map((n, position) => newsPackRow(n, position)),
  };
}

/** The syllabus topic each CSAT section is analysed under (content/subjects/mental-ability/topics*.yaml). */
export const CSAT_SECTION_TOPICS = {
  comprehension: 'mental-ability-comprehension',
  'decision-making': 'mental-ability-decision-making',
  reasoning: 'mental-ability-logical-reasoning',
  numeracy: 'mental-ability-basic-numeracy',
  'data-interpretation': 'mental-ability-data-interpretation',
} as const;

/**
 * CSAT questions, one row each: a passage's questions (in the passage's own language, so both language columns hold
 * it) carry the passage and keep it as their group; a data set's items share their group and data.
 */
function csatRows(lib: ContentLibrary): Insertable<CsatQuestionsTable>[] {
  const rows: Insertable<CsatQuestionsTable>[] = [];
  for (const p of lib.csatPassages) {
    const passage = json({ id: p.id, language: p.language, title: p.title, text: p.text });
    for (const q of p.questions) {
      rows.push({
        id: q.id, position: rows.length, section: 'comprehension', topic_id: CSAT_SECTION_TOPICS.comprehension, group_id: p.id,
        difficulty: p.difficulty, question_en: q.question, question_mr: q.question, options: json({ en: q.options, mr: q.options }),
        answer: q.answer, explanation_en: q.explanation, explanation_mr: q.explanation, source: json(p.source), passage, data: null,
      });
    }
  }
  for (const q of lib.csatItems) {
    rows.push({
      id: q.id, position: rows.length, section: q.section, topic_id: CSAT_SECTION_TOPICS[q.section], group_id: q.group ?? q.id,
      difficulty: q.difficulty, question_en: q.question.en, question_mr: q.question.mr, options: json(q.options), answer: q.answer,
      explanation_en: q.explanation.en, explanation_mr: q.explanation.mr, source: json(q.source), passage: null,
      data: q.data ? json(q.data) : null,
    });
  }
  return rows;
}
