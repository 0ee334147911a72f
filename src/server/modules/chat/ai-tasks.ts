import type { ModelMessage } from 'ai';
import type { AiSource } from '@shared/ai';
import { chatResponse, type ChatRequest } from '@shared/chat';
import { findTopics } from '@server/ai/retrieval';
import { notePassage, systemPrompt, userInput } from '@server/ai/sdk/prompts';
import { safeMarkdown } from '@server/ai/sdk/safe-markdown';
import { noteSources } from '@server/ai/sources';
import type { ModelTools, StreamingAiTask, TaskContext } from '@server/ai/task';
import { isoDay } from '@server/clock';
import { offlineChat } from './offline';
import { answerVoice } from './voice';

const PROMPT = 'Answer the question in the last user message in at most 180 words: a direct answer first, then up to four key facts as a list.';
const markdown = chatResponse.shape.response.trim().min(1).max(8000);

/**
 * What a model is given for a chat turn: the offline answer (it knows greetings, the exam pattern and quizzes) and the
 * best notes as passages; the user's turns only as delimited user messages. Nothing in the library: no model call.
 */
async function grounding(input: ChatRequest, draft: { response: string; sources: AiSource[] }, ctx: TaskContext) {
  const voice = answerVoice(input);
  const lang = voice.content;
  const matches = await findTopics(ctx.db, input.message, { limit: 3 });
  if (!draft.sources.length && !matches.length) return null;
  const passages = [`## Library answer\n${draft.response}`, ...matches.map((m) => notePassage(m.topic, m.note, lang))].join('\n\n');
  const sources: AiSource[] = [...draft.sources, ...matches.flatMap((m) => (m.note ? noteSources(m.note, lang) : []))];
  const messages: ModelMessage[] = [
    ...(input.history ?? []).map((h): ModelMessage =>
      h.role === 'user' ? { role: 'user', content: userInput(h.content) } : { role: 'assistant', content: h.content },
    ),
    { role: 'user', content: userInput(input.message) },
  ];
  return {
    // a Hindi question is answered in Hindi from the English or Marathi passages
    system: systemPrompt(PROMPT, voice.frame, passages),
    messages,
    sources: sources.filter((s, i) => sources.findIndex((x) => x.kind === s.kind && x.id === s.id) === i),
  };
}

/** The tutor chat: offline from the best-matching note (or a plain "nothing yet"), or a model grounded on it. */
export const chatTask: StreamingAiTask<ChatRequest> = {
  name: 'chat',
  output: chatResponse.pick({ response: true, sources: true, confidence: true, sure: true, answerKey: true, doubt: true }),
  // the widget's fixed `context` text does not change the answer
  cache: { key: ({ context: _context, ...rest }) => rest },
  offline: (input, ctx) => offlineChat(ctx.db, input, isoDay(ctx.now)),
  // not sure offline: the model is not asked to answer what the library may not hold (it would not show its doubt)
  async withModel(input, draft, model: ModelTools, ctx) {
    const g = draft.sure === false ? null : await grounding(input, draft, ctx);
    if (!g) return null;
    return {
      response: safeMarkdown(await model.markdown(markdown, g.system, g.messages)),
      sources: g.sources,
      confidence: draft.confidence,
      sure: true,
    };
  },
  async streamWithModel(input, draft, model, ctx) {
    const g = draft.sure === false ? null : await grounding(input, draft, ctx);
    if (!g) return null;
    return { deltas: await model.stream(g.system, g.messages), sources: g.sources };
  },
};
