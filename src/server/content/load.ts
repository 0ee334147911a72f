import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import * as c from '@shared/content';
import { PLANNER_SUBJECT_IDS } from '@shared/subjects';

export interface ContentLibrary {
  topics: c.SyllabusTopic[];
  notes: c.TopicNote[];
  mcqs: c.Mcq[];
  books: c.Book[];
  bookList: c.BookListGroup[];
  syllabus: c.SyllabusTree | null;
  twelveMonthPlan: c.TwelveMonthPlan | null;
  mains: c.MainsQuestion[];
  interview: c.InterviewQuestion[];
  essays: c.EssayTopic[];
  mapCategories: c.MapCategory[];
  mapLayers: c.MapLayer[];
  hotspots: c.Hotspot[];
  mapQuizzes: c.MapQuiz[];
  csatPassages: c.CsatPassage[];
  csatItems: c.CsatItem[];
  /** exam terms in English, Marathi and Hindi (content/glossary.yaml), for the tutor's query expansion */
  glossary: c.GlossaryEntry[];
  /** the curated current-affairs pack (content/news/YYYY-MM.yaml), in date order */
  news: c.NewsPackItem[];
}

export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`content is invalid:\n  ${problems.slice(0, 50).join('\n  ')}${problems.length > 50 ? `\n  …and ${problems.length - 50} more` : ''}`);
  }
}

function readYaml(file: string): unknown {
  return parse(readFileSync(file, 'utf8'));
}

/** Loads and schema-validates every content file; collects all problems before failing. */
export function loadContent(root: string): ContentLibrary {
  const problems: string[] = [];
  const rel = (f: string) => relative(root, f);

  function list<T>(file: string, schema: z.ZodType<T>): T[] {
    if (!existsSync(file)) return [];
    const raw = readYaml(file);
    const parsed = z.array(z.unknown()).safeParse(raw ?? []);
    if (!parsed.success) {
      problems.push(`${rel(file)}: expected a list`);
      return [];
    }
    const out: T[] = [];
    parsed.data.forEach((item, i) => {
      const r = schema.safeParse(item);
      if (r.success) out.push(r.data);
      else {
        const itemId = typeof item === 'object' && item && 'id' in item ? String((item as { id: unknown }).id) : `#${i}`;
        for (const issue of r.error.issues) problems.push(`${rel(file)} ${itemId}: ${issue.path.join('.') || '(item)'} — ${issue.message}`);
      }
    });
    return out;
  }
  function one<T>(file: string, schema: z.ZodType<T>): T | null {
    if (!existsSync(file)) return null;
    const r = schema.safeParse(readYaml(file));
    if (r.success) return r.data;
    for (const issue of r.error.issues) problems.push(`${rel(file)}: ${issue.path.join('.') || '(root)'} — ${issue.message}`);
    return null;
  }

  const lib: ContentLibrary = {
    topics: [], notes: [], mcqs: [],
    books: list(join(root, 'books/books.yaml'), c.book),
    bookList: list(join(root, 'book-list.yaml'), c.bookListGroup),
    syllabus: one(join(root, 'syllabus/tree.yaml'), c.syllabusTree),
    twelveMonthPlan: one(join(root, 'twelve-month-plan.yaml'), c.twelveMonthPlan),
    mains: list(join(root, 'mains/questions.yaml'), c.mainsQuestion),
    interview: [],
    essays: list(join(root, 'essays/topics.yaml'), c.essayTopic),
    mapCategories: list(join(root, 'maps/categories.yaml'), c.mapCategory),
    mapLayers: list(join(root, 'maps/layers.yaml'), c.mapLayer),
    hotspots: list(join(root, 'maps/hotspots.yaml'), c.hotspot),
    mapQuizzes: list(join(root, 'maps/quizzes.yaml'), c.mapQuiz),
    csatPassages: [],
    csatItems: [],
    glossary: list(join(root, 'glossary.yaml'), c.glossaryEntry),
    news: [],
  };
  // A kind may be split over several files (mcq.yaml, mcq-economy-2.yaml, …): every `<kind>*.yaml` is read, sorted.
  const filesOf = (dir: string, kind: string) =>
    existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith(kind) && f.endsWith('.yaml')).sort().map((f) => join(dir, f)) : [];
  for (const f of filesOf(join(root, 'interview'), 'questions')) lib.interview.push(...list(f, c.interviewQuestion));
  const csatDir = join(root, 'csat');
  for (const f of filesOf(csatDir, 'passages')) lib.csatPassages.push(...list(f, c.csatPassage));
  for (const f of [...filesOf(csatDir, 'decision-making'), ...filesOf(csatDir, 'reasoning')]) lib.csatItems.push(...list(f, c.csatItem));
  const newsDir = join(root, 'news');
  if (existsSync(newsDir)) {
    for (const f of readdirSync(newsDir).filter((f) => f.endsWith('.yaml')).sort()) {
      if (!/^\d{4}-(0[1-9]|1[0-2])\.yaml$/.test(f)) problems.push(`news/${f}: news files are named YYYY-MM.yaml`);
      else {
        for (const n of list(join(newsDir, f), c.newsPackItem)) {
          if (n.date.startsWith(f.slice(0, 7))) lib.news.push(n);
          else problems.push(`news/${f} ${n.id}: dated ${n.date}, outside the file's month`);
        }
      }
    }
  }
  const subjectsDir = join(root, 'subjects');
  if (existsSync(subjectsDir)) {
    for (const dir of readdirSync(subjectsDir).sort()) {
      if (!(PLANNER_SUBJECT_IDS as readonly string[]).includes(dir)) {
        problems.push(`subjects/${dir}: not one of the 12 planner subjects`);
        continue;
      }
      const at = join(subjectsDir, dir);
      for (const f of filesOf(at, 'topics')) lib.topics.push(...list(f, c.syllabusTopic));
      for (const f of filesOf(at, 'notes')) lib.notes.push(...list(f, c.topicNote));
      for (const f of filesOf(at, 'mcq')) lib.mcqs.push(...list(f, c.mcq));
    }
  }
  if (problems.length) throw new ContentError(problems);
  return lib;
}
