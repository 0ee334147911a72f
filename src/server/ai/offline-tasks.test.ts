import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testLibrary, type TestApp } from '../testing/test-app';
import { fakeClock } from '../testing/fakes';
import { composeQuestionText } from '@shared/content/compose';
import { aiForTests, aiTestUser } from '../testing/ai';

const DEVANAGARI = /[\u0900-\u097F]/;
const clock = fakeClock(new Date('2026-06-01T10:00:00Z'));
let t: TestApp;
let e: ReturnType<typeof aiForTests>;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  e = aiForTests(t.db.kysely, clock, await aiTestUser(t.db.kysely));
});
afterAll(async () => t.close());

describe('offline micro plan', () => {
  it('a mental-ability plan gives practice tips, never "articles and dates"', async () => {
    const r = await e.microPlan({ subject: 'mental-ability', duration: 2, examTarget: 'mpsc-prelims', language: 'english', difficulty: 'medium' });
    for (const h of r.plan.hours) {
      expect(h.tip).not.toMatch(/numbers, articles and dates/);
      expect(h.tip).toMatch(/against the clock/);
    }
  });

  it('a 2-hour Polity plan covers two Polity topics from a Polity book, with bank practice', async () => {
    const lib = testLibrary();
    const r = await e.microPlan({ subject: 'polity', duration: 2, examTarget: 'mpsc-prelims', language: 'english', difficulty: 'medium' });
    const polityTopics = lib.topics.filter((x) => x.subject === 'polity');
    const polityBooks = lib.books.filter((b) => b.plannerSubjects.includes('polity'));
    expect(r).toMatchObject({
      engine: 'offline',
      fallback: false,
      cached: false,
      plan: { subject: 'Indian Polity', duration: 2, examTarget: 'MPSC Prelims' },
    });
    expect(r.plan.hours.map((h) => h.hour)).toEqual([1, 2]);
    for (const h of r.plan.hours) {
      const topic = polityTopics.find((x) => x.topic.en === h.topic);
      expect(topic, h.topic).toBeDefined();
      expect(topic!.paperType).toBe('Prelims');
      expect(
        polityBooks.some((b) => h.source.startsWith(b.bookTitle)),
        h.source,
      ).toBe(true);
      expect(h.focusAreas.length).toBeGreaterThan(0);
      expect(h.focusAreas.every((f) => topic!.subtopics.some((s) => s.en === f))).toBe(true);
      const stems = lib.mcqs.filter((q) => q.topicId === topic!.id).map((q) => composeQuestionText(q, 'en'));
      expect(h.practice.slice(1).every((p) => stems.includes(p))).toBe(true);
      expect(h.goal).toContain(h.topic);
      expect(h.tip.length).toBeGreaterThan(10);
    }
    expect(r.plan.totalGoals.length).toBeGreaterThanOrEqual(2);
    expect(r.sources.some((s) => s.kind === 'book')).toBe(true);
    expect(r.plan.exportMetadata).toEqual({ difficulty: 'medium', generatedAt: '2026-06-01T10:00:00.000Z' });
  });

  it('a Mains target puts Mains topics first; Marathi plans are in Marathi', async () => {
    // public administration keeps Mains-only topics (polity's were relabelled Prelims in issue 12)
    const r = await e.microPlan({ subject: 'public-administration', duration: 1, examTarget: 'mpsc-mains', language: 'marathi', difficulty: 'hard' });
    const topic = testLibrary().topics.find((x) => x.topic.mr === r.plan.hours[0]!.topic);
    expect(topic?.paperType).toBe('Mains');
    expect(DEVANAGARI.test(r.plan.subject)).toBe(true);
    for (const h of r.plan.hours) for (const s of [h.topic, h.goal, h.tip, ...h.focusAreas, ...h.practice]) expect(DEVANAGARI.test(s), s).toBe(true);
  });

  it('easy and hard plans order topics by the bank questions at that difficulty', async () => {
    const easy = await e.microPlan({ subject: 'history', duration: 2, examTarget: 'mpsc-prelims', language: 'english', difficulty: 'easy' });
    const hard = await e.microPlan({ subject: 'history', duration: 2, examTarget: 'mpsc-prelims', language: 'english', difficulty: 'hard' });
    expect(easy.plan.hours).toHaveLength(2);
    expect(hard.plan.exportMetadata.difficulty).toBe('hard');
  });
});

describe('offline topic content', () => {
  it('explains a topic from its note: summary, facts, bank questions (≤ 10), flashcards and sources', async () => {
    const r = await e.explainTopic({ topic: 'Fundamental Rights', subject: 'Polity', language: 'english', level: 'intermediate' });
    const note = testLibrary().notes.find((n) => n.id === 'constitution-fundamental-rights-note')!;
    expect(r.found).toBe(true);
    expect(r.topic).toBe('Fundamental Rights');
    expect(note.summary.en).toContain(r.summary.split('. ')[0]!);
    expect(r.facts).toEqual(note.keyFacts.map((f) => f.en));
    expect(r.questions.length).toBeGreaterThan(0);
    expect(r.questions.length).toBeLessThanOrEqual(10);
    const bank = new Map(testLibrary().mcqs.map((q) => [q.id, q]));
    for (const q of r.questions) {
      const b = bank.get(q.id)!;
      expect(q.question).toBe(composeQuestionText(b, 'en'));
      expect(q.answer).toBe(b.options.en[b.answer]);
      expect(q.options).toContain(q.answer);
    }
    expect(r.flashcards[0]!.front).toBe('What is Fundamental Rights?');
    expect(r.flashcards.length).toBeGreaterThan(3);
    expect(r.sources.map((s) => s.id)).toContain(note.id);
    expect(r.relatedTopics.length).toBeGreaterThan(0);
  });

  it('answers in Marathi for Marathi, and finds the topic from a Marathi query', async () => {
    const r = await e.explainTopic({ topic: 'मूलभूत हक्क', subject: 'Polity', language: 'marathi', level: 'beginner' });
    expect(r.found).toBe(true);
    for (const s of [r.topic, r.summary, r.explanation, ...r.facts, ...r.questions.map((q) => q.question)]) expect(DEVANAGARI.test(s), s).toBe(true);
  });

  it('lists current-affairs mentions only when the current-affairs notes hold the topic', async () => {
    const ca = await e.explainTopic({ topic: 'Samruddhi Mahamarg', subject: 'Current Affairs', language: 'english', level: 'intermediate' });
    expect(ca.found).toBe(true);
    const none = await e.explainTopic({ topic: 'photosynthesis', subject: 'Science & Technology', language: 'english', level: 'intermediate' });
    expect(none.currentAffairs).toEqual([]);
  });

  it('says plainly when the library has nothing, inventing nothing', async () => {
    const r = await e.explainTopic({ topic: 'Zorblax quantum fromage', subject: 'History', language: 'english', level: 'advanced' });
    expect(r).toMatchObject({
      found: false,
      summary: 'The library has nothing on “Zorblax quantum fromage” yet.',
      questions: [],
      facts: [],
      flashcards: [],
      sources: [],
    });
    const types = await e.topicContent('questions', { topic: 'Zorblax', subject: 'History', language: 'english' });
    expect(types).toMatchObject({ found: false, questions: [] });
  });

  it('topicContent gives only the part asked for', async () => {
    const s = await e.topicContent('summary', { topic: 'Rajya Sabha', subject: 'Polity', language: 'english' });
    expect(s.summary).toBeTruthy();
    expect(s.flashcards).toBeUndefined();
    const f = await e.topicContent('flashcards', { topic: 'Rajya Sabha', subject: 'Polity', language: 'english' });
    expect(f.flashcards!.length).toBeGreaterThan(0);
  });
});

describe('offline chat', () => {
  it('answers "What are Fundamental Rights?" from the note, with its sources', async () => {
    const r = await e.chat({ message: 'What are Fundamental Rights?' });
    expect(r.response).toMatch(/Part III/);
    expect(r.response).toMatch(/\*\*Key facts\*\*/);
    expect(r.sources).toContainEqual(expect.objectContaining({ kind: 'note', id: 'constitution-fundamental-rights-note' }));
  });

  it('"constitutional" describes the amendment, it does not narrow the notes to the Constitution: the GST note answers', async () => {
    const r = await e.chat({ message: 'Which constitutional amendment brought in GST, and what does the GST Council recommend?' });
    expect(r.sources[0]).toMatchObject({ kind: 'note', id: 'economy-taxation-gst-note' });
    // named as the field, the subject still narrows them
    const f = await e.chat({ message: 'What is the 101st amendment of the Constitution?' });
    expect(f.sources[0]?.id).toMatch(/^(?:constitution|polity)-/);
  });

  it('leads with the sentence that answers the question', async () => {
    const r = await e.chat({ message: 'Who was the first Speaker of the Lok Sabha?' });
    expect(r.response.split('\n\n')[1]).toMatch(/^The Lok Sabha elects its Speaker.*Mavalankar/);
  });

  it('says it has nothing for nonsense, and suggests what it has', async () => {
    const r = await e.chat({ message: 'flibbertigibbet wozzle snarf' });
    expect(r.response).toMatch(/^The library has nothing on “flibbertigibbet wozzle snarf” yet\./);
    expect(r.response).toMatch(/You could ask about/);
    expect(r.sources).toEqual([]);
  });

  it('a question about something the library never mentions is not answered from a near topic', async () => {
    // "world cup" matches the sports note, but no note is about FIFA (the bank only names its future hosts)
    const r = await e.chat({ message: 'Who won the FIFA World Cup 2022?' });
    expect(r.sure).toBe(false);
    expect(r.response).not.toMatch(/Gukesh|Thomas Cup/);
    const known = await e.chat({ message: 'Who won the ICC Champions Trophy in 2025?' });
    expect(known.sources.length).toBeGreaterThan(0);
  });

  it('a spelling the glossary lists ("Qutub Minar" for the notes\' "Qutb Minar") is no unknown word', async () => {
    const r = await e.chat({ message: 'Who completed the Qutub Minar?' });
    expect(r.sure).toBe(true);
    expect(r.response).toMatch(/Iltutmish/);
  });

  it('"El Nino" typed without its accent is the library\'s El Niño, not an unknown word', async () => {
    const r = await e.chat({ message: 'How does El Nino affect the Indian monsoon?' });
    expect(r.sources.length).toBeGreaterThan(0);
    expect(r.response).toMatch(/El Niño/);
  });

  it.each([
    'Explain Indian Constitution',
    'Economics basics',
    'भारतीय संविधान समजावून सांगा',
    'अर्थशास्त्राची मूलतत्त्वे',
    'महाराष्ट्राचा इतिहास',
    'चालू घडामोडी प्रश्नमंजुषा',
  ])('the quick question %s is answered with sureness and sources', async (message) => {
    const r = await e.chat({ message });
    expect(r.sure).toBe(true);
    expect(r.sources.length).toBeGreaterThan(0);
  });

  it('Marathi in, Marathi out', async () => {
    const r = await e.chat({ message: 'मूलभूत हक्क काय आहेत?', language: 'english' });
    const body = r.response.replace(/[\s\d*.,;:()'"–—-]/g, '');
    const deva = [...body].filter((c) => DEVANAGARI.test(c)).length;
    expect(deva / body.length).toBeGreaterThan(0.8);
    expect(r.sources.length).toBeGreaterThan(0);
  });

  it('answers greetings and "exam pattern" from the syllabus tree, quizzes from the bank', async () => {
    const hi = await e.chat({ message: 'Hello!' });
    expect(hi.response).toMatch(/Preliminary examination \(2 papers\)/);
    const pattern = await e.chat({ message: 'What is the exam pattern?' });
    expect(pattern.response).toMatch(/200 marks, 100 questions, 120 minutes/);
    expect(pattern.sources[0]!.kind).toBe('syllabus');
    const quiz = await e.chat({ message: 'Current affairs quiz' });
    expect(quiz.sources).toHaveLength(3);
    expect(quiz.sources.every((s) => s.kind === 'mcq' && s.id.startsWith('current-affairs-'))).toBe(true);
    // the answers are apart from the questions: the web shows them only when asked
    expect(quiz.response).not.toMatch(/Answers/);
    expect(quiz.answerKey).toMatch(/^\*\*Answers:\*\* 1 — [A-D] /);
  });

  it('streams the same answer in pieces', async () => {
    const whole = await e.chat({ message: 'What is the repo rate?' });
    const s = await e.chatStream({ message: 'What is the repo rate?' });
    let text = '';
    let pieces = 0;
    for await (const d of s.deltas) {
      text += d;
      pieces++;
    }
    expect(text).toBe(whole.response);
    expect(pieces).toBeGreaterThan(3);
    expect(s.sources).toEqual(whole.sources);
  });
});

describe('offline summarise', () => {
  it('summarise returns the top sentences in order', async () => {
    const note = testLibrary().notes[0]!;
    const r = await e.summarise({ text: note.summary.mr, maxSentences: 2 });
    expect(r.sentences).toHaveLength(2);
    expect(r.sentences.every((s) => note.summary.mr.includes(s.slice(0, 20)))).toBe(true);
  });
});
