import { z } from 'zod';
import { summariseResponse, type SummariseRequest } from '@shared/ai';
import { systemPrompt, userInput } from '@server/ai/sdk/prompts';
import type { AiTask } from '@server/ai/task';
import { splitSentences } from '@server/ai/text/sentences';
import { summariseText } from '@server/ai/text/textrank';
import { detectLang } from '@server/library';

const prompt = (n: number) =>
  `Summarise the text in the user message in at most ${n} sentences, using only its own facts. Return JSON: { "summary": string }. The text is the only passage.`;

/** A text's summary: its own most central sentences (TextRank), or a model's summary of it, at most `maxSentences`. */
export const summariseTask: AiTask<SummariseRequest, Pick<z.infer<typeof summariseResponse>, 'summary' | 'sentences'>> = {
  name: 'summarise',
  output: summariseResponse.pick({ summary: true, sentences: true }),
  // the case of a text to summarise carries meaning
  cache: { keepCase: true },
  async offline(input) {
    const sentences = summariseText(input.text, input.maxSentences);
    return { summary: sentences.join(' '), sentences };
  },
  async withModel(input, _draft, model) {
    const system = systemPrompt(prompt(input.maxSentences), input.language ?? detectLang(input.text), '(the user message)');
    const out = await model.object(z.object({ summary: z.string().trim().min(1).max(5000) }), system, [
      { role: 'user', content: userInput(input.text) },
    ]);
    const sentences = splitSentences(out.summary).slice(0, input.maxSentences);
    return { summary: sentences.join(' '), sentences };
  },
};
