import { z } from 'zod';
import { plannerSubjectId } from '../subjects';
import { bilingual, difficulty, id, pastYear, source } from './common';

/** A syllabus topic (spec 02 §3): content/subjects/<subject>/topics.yaml */
export const syllabusTopic = z
  .object({
    id,
    subject: plannerSubjectId,
    paperType: z.enum(['Prelims', 'Mains']),
    topic: bilingual,
    description: bilingual,
    subtopics: z.array(bilingual).min(2),
  })
  .strict();
export type SyllabusTopic = z.infer<typeof syllabusTopic>;

/** Topic notes the offline engine explains and summarises from: content/subjects/<subject>/notes.yaml */
export const topicNote = z
  .object({
    id,
    topicId: id,
    subject: plannerSubjectId,
    title: bilingual,
    /** A paragraph of at least 5 full sentences in each language. */
    summary: bilingual,
    keyFacts: z.array(bilingual).min(4),
    relatedTopics: z.array(id).default([]),
    sources: z.array(source).min(1),
  })
  .strict();
export type TopicNote = z.infer<typeof topicNote>;

export const frequency = z.enum(['frequent', 'moderate', 'rare']);
export type Frequency = z.infer<typeof frequency>;

/** A multiple-choice question: content/subjects/<subject>/mcq.yaml */
export const mcq = z
  .object({
    id,
    subject: plannerSubjectId,
    topicId: id,
    difficulty,
    frequency,
    question: bilingual,
    options: z.object({ en: z.array(z.string().trim().min(1)).length(4), mr: z.array(z.string().trim().min(1)).length(4) }).strict(),
    answer: z.number().int().min(0).max(3),
    explanation: bilingual,
    source,
    pastYear: z.array(pastYear).default([]),
  })
  .strict();
export type Mcq = z.infer<typeof mcq>;
