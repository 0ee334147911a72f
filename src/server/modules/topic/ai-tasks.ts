import { z } from 'zod';
import { plannerSubjectsFor } from '@shared/subjects';
import {
  explainResponse,
  flashcard,
  topicContent,
  topicTypeResponse,
  type ExplainRequest,
  type TopicContentType,
  type TopicTypeRequest,
} from '@shared/topic';
import { findTopic } from '@server/ai/retrieval';
import { notePassage, systemPrompt, userInput } from '@server/ai/sdk/prompts';
import type { AiTask, TaskContext } from '@server/ai/task';
import { buildTopicContent } from './offline';

const PROMPTS = {
  explain: (level: string) =>
    `Explain the topic for a ${level} learner. Return JSON: summary (2-4 sentences), explanation (Markdown paragraphs, then key facts as a list), facts (the key facts, one per item), flashcards (up to 10, each a question on the front and its answer on the back).`,
  summary: 'Summarise the topic in 3-5 sentences. Return JSON: { "summary": string }.',
  flashcards:
    'Make up to 10 flashcards on the topic, each a question (front) and its answer (back). Return JSON: { "flashcards": [{ "front", "back" }] }.',
} as const;

/** The topic's note as the model's only passage; the user's words as a delimited user message. */
async function prompt(task: string, input: TopicTypeRequest, ctx: TaskContext) {
  const m = await findTopic(ctx.db, input.topic, { subjects: plannerSubjectsFor(input.subject) });
  return {
    system: systemPrompt(task, input.language, notePassage(m?.topic ?? null, m?.note ?? null, input.language)),
    messages: [{ role: 'user' as const, content: userInput(`${input.topic} (${input.subject})`) }],
  };
}

const explainModelOutput = z.object({
  summary: explainResponse.shape.summary.min(1).max(2000),
  explanation: explainResponse.shape.explanation.min(1).max(10_000),
  facts: z.array(z.string().min(1).max(400)).max(15),
  flashcards: z.array(flashcard).max(12),
});

/**
 * A topic explained from the library: the best-matching topic and its note summarised extractively, with its key
 * facts, bank questions, current-affairs mentions and flashcards; a model rewrites the prose from the same note
 * (the questions stay the bank's). Nothing found: the plain "nothing yet" with topics the library does have.
 */
export const explainTopicTask: AiTask<ExplainRequest, z.infer<typeof topicContent>> = {
  name: 'explain-topic',
  output: topicContent,
  offline: (input, ctx) => buildTopicContent(ctx.db, input),
  async withModel(input, draft, model, ctx) {
    if (!draft.found) return null;
    const { system, messages } = await prompt(PROMPTS.explain(input.level), input, ctx);
    const out = await model.object(explainModelOutput, system, messages);
    return {
      ...draft,
      ...out,
      facts: out.facts.length ? out.facts : draft.facts,
      flashcards: out.flashcards.length ? out.flashcards : draft.flashcards,
    };
  },
};

const partOutput = topicTypeResponse.pick({
  summary: true,
  flashcards: true,
  questions: true,
  sources: true,
  found: true,
  confidence: true,
  sure: true,
});
type Part = z.infer<typeof partOutput>;
const MODEL_PARTS = {
  summary: z.object({ summary: z.string().trim().min(1).max(2000) }),
  flashcards: z.object({ flashcards: z.array(flashcard).min(1).max(12) }),
} as const;

/** One part of a topic (summary, flashcards or bank questions); a model may write the first two. */
function topicPartTask(type: TopicContentType): AiTask<TopicTypeRequest, Part> {
  return {
    name: `topic-${type}`,
    output: partOutput,
    async offline(input, ctx) {
      const c = await buildTopicContent(ctx.db, { ...input, level: 'intermediate' }, [type]);
      return {
        ...(type === 'summary' ? { summary: c.summary } : type === 'flashcards' ? { flashcards: c.flashcards } : { questions: c.questions }),
        sources: c.sources,
        found: c.found,
        confidence: c.confidence,
        sure: c.sure,
      };
    },
    ...(type === 'questions'
      ? {}
      : {
          async withModel(input: TopicTypeRequest, draft: Part, model, ctx) {
            if (!draft.found) return null;
            const { system, messages } = await prompt(PROMPTS[type], input, ctx);
            return { ...draft, ...(await model.object(MODEL_PARTS[type], system, messages)) };
          },
        }),
  } as AiTask<TopicTypeRequest, Part>;
}

export const topicPartTasks: Record<TopicContentType, AiTask<TopicTypeRequest, Part>> = {
  summary: topicPartTask('summary'),
  flashcards: topicPartTask('flashcards'),
  questions: topicPartTask('questions'),
};
