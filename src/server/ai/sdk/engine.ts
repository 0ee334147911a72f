import type { ModelMessage } from 'ai';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  chatResponse, explainResponse, flashcard, microPlanResponse, planHour, type AiSource, type ChatRequest, type EngineInfo, type ExplainRequest,
  type MicroPlanRequest, type NinetyDayRequest,
} from '../../../shared/ai';
import type { Database } from '../../db/schema';
import type { AiEngine, ChatStream, EngineId, SummariseRequest, TopicContentType, TopicTypeRequest } from '../engine';
import type { AnswerEvaluationRequest, EssayEvaluationRequest, GenerateQuestionsRequest, QuestionAnalysisRequest } from '../later-tasks';
import { detectLang } from '../../modules/content/repo';
import { noteSources } from '../library';
import { answerLanguage } from '../offline/chat';
import type { OfflineEngine } from '../offline/engine';
import { findTopic, findTopics } from '../retrieval';
import { plannerSubjectsFor } from '../subjects';
import { splitSentences } from '../text/sentences';
import { Gate, GateFullError } from './gate';
import { generateMarkdown, generateObject, streamMarkdown, type ModelCallOptions } from './model-calls';
import { safeMarkdown, safeStream, safeStrings } from './safe-markdown';
import { notePassage, systemPrompt, TASKS, userInput } from './prompts';

const markdown = chatResponse.shape.response.trim().min(1).max(8000);
const explainOutput = z.object({
  summary: explainResponse.shape.summary.min(1).max(2000),
  explanation: explainResponse.shape.explanation.min(1).max(10_000),
  facts: z.array(z.string().min(1).max(400)).max(15),
  flashcards: z.array(flashcard).max(12),
});
/** Model calls in flight across the server; past it, answers come from the offline engine at once. */
export const MAX_MODEL_CALLS = 16;
const microPlanOutput = z.object({
  hours: z.array(planHour.pick({ hour: true, focusAreas: true, goal: true, tip: true })).min(1).max(2),
  totalGoals: z.array(z.string().min(1).max(300)).min(1).max(6),
});

/**
 * A model behind the Vercel AI SDK (openai, google, openai-compatible). The offline engine first retrieves what the
 * library holds (and drafts the answer); the model writes from those passages; its output is checked with the
 * shared zod schemas. A failure, a timeout or output that does not fit — after one retry — and the offline
 * engine's answer goes out instead, marked `fallback`. Bank questions, schedules and "the library has nothing"
 * never go to a model.
 */
export class SdkEngine implements AiEngine {
  readonly id: EngineId;
  readonly model: string;
  private readonly calls: ModelCallOptions;
  private readonly gate: Gate;
  constructor(
    private readonly o: { id: Exclude<EngineId, 'offline'>; modelName: string; db: Kysely<Database>; offline: OfflineEngine; maxConcurrent?: number } & ModelCallOptions,
  ) {
    this.id = o.id;
    this.model = o.modelName;
    this.calls = { model: o.model, timeoutMs: o.timeoutMs, log: o.log };
    this.gate = new Gate(o.maxConcurrent ?? MAX_MODEL_CALLS);
  }

  private info(): EngineInfo {
    return { engine: this.id, model: this.model, fallback: false, cached: false };
  }

  /** The model's answer (its text made safe), or the offline engine's with `fallback: true`. */
  private async orFallback<T extends EngineInfo>(viaModel: () => Promise<T>, offline: T | (() => Promise<T>)): Promise<T> {
    try {
      if (!this.gate.tryEnter()) throw new GateFullError();
      try {
        return safeStrings(await viaModel());
      } finally {
        this.gate.leave();
      }
    } catch {
      const o = typeof offline === 'function' ? await offline() : offline;
      return { ...o, fallback: true };
    }
  }

  async microPlan(input: MicroPlanRequest) {
    const draft = await this.o.offline.microPlan(input);
    return this.orFallback(async () => {
      const system = systemPrompt(TASKS.microPlan(input.duration), input.language, JSON.stringify(draft.plan));
      const out = await generateObject(this.calls, microPlanOutput, system, [{ role: 'user', content: userInput(JSON.stringify(input)) }]);
      const hours = draft.plan.hours.map((h, i) => {
        const m = out.hours[i];
        return m ? { ...h, focusAreas: m.focusAreas.length ? m.focusAreas : h.focusAreas, goal: m.goal || h.goal, tip: m.tip || h.tip } : h;
      });
      return microPlanResponse.parse({ plan: { ...draft.plan, hours, totalGoals: out.totalGoals }, sources: draft.sources, ...this.info() });
    }, draft);
  }

  ninetyDayPlan(input: NinetyDayRequest) {
    return this.o.offline.ninetyDayPlan(input);
  }

  async explainTopic(input: ExplainRequest) {
    const base = await this.o.offline.explainTopic(input);
    if (!base.found) return base;
    return this.orFallback(async () => {
      const m = await findTopic(this.o.db, input.topic, { subjects: plannerSubjectsFor(input.subject) });
      const system = systemPrompt(TASKS.explain(input.level), input.language, notePassage(m?.topic ?? null, m?.note ?? null, input.language));
      const out = await generateObject(this.calls, explainOutput, system, [{ role: 'user', content: userInput(`${input.topic} (${input.subject})`) }]);
      return explainResponse.parse({
        ...base, ...out, facts: out.facts.length ? out.facts : base.facts, flashcards: out.flashcards.length ? out.flashcards : base.flashcards, ...this.info(),
      });
    }, base);
  }

  async topicContent(type: TopicContentType, input: TopicTypeRequest) {
    const base = await this.o.offline.topicContent(type, input);
    if (!base.found || type === 'questions') return base;
    return this.orFallback(async () => {
      const m = await findTopic(this.o.db, input.topic, { subjects: plannerSubjectsFor(input.subject) });
      const system = systemPrompt(TASKS[type], input.language, notePassage(m?.topic ?? null, m?.note ?? null, input.language));
      const messages: ModelMessage[] = [{ role: 'user', content: userInput(`${input.topic} (${input.subject})`) }];
      const out =
        type === 'summary'
          ? await generateObject(this.calls, z.object({ summary: z.string().trim().min(1).max(2000) }), system, messages)
          : await generateObject(this.calls, z.object({ flashcards: z.array(flashcard).min(1).max(12) }), system, messages);
      return { ...base, ...out, ...this.info() };
    }, base);
  }

  /** Passages for a chat turn: the offline answer (it knows greetings, the exam pattern and quizzes) and the best notes. */
  private async chatGrounding(input: ChatRequest) {
    const lang = answerLanguage(input);
    const [offline, matches] = await Promise.all([this.o.offline.chat(input), findTopics(this.o.db, input.message, { limit: 3 })]);
    const passages = [`## Library answer\n${offline.response}`, ...matches.map((m) => notePassage(m.topic, m.note, lang))].join('\n\n');
    const sources: AiSource[] = [...offline.sources, ...matches.flatMap((m) => (m.note ? noteSources(m.note, lang) : []))];
    const messages: ModelMessage[] = [
      ...(input.history ?? []).map((h): ModelMessage => (h.role === 'user' ? { role: 'user', content: userInput(h.content) } : { role: 'assistant', content: h.content })),
      { role: 'user', content: userInput(input.message) },
    ];
    return {
      offline, lang, messages, system: systemPrompt(TASKS.chat, lang, passages),
      sources: sources.filter((s, i) => sources.findIndex((x) => x.kind === s.kind && x.id === s.id) === i),
      /** nothing in the library: the plain offline answer says so, no model needed */
      empty: !offline.sources.length && !matches.length,
    };
  }

  async chat(input: ChatRequest) {
    const g = await this.chatGrounding(input);
    if (g.empty) return g.offline;
    return this.orFallback(async () => ({ response: safeMarkdown(await generateMarkdown(this.calls, markdown, g.system, g.messages)), sources: g.sources, ...this.info() }), g.offline);
  }

  async chatStream(input: ChatRequest): Promise<ChatStream> {
    const g = await this.chatGrounding(input);
    if (g.empty) return this.o.offline.chatStream(input);
    if (this.gate.tryEnter()) {
      try {
        const deltas = await streamMarkdown(this.calls, g.system, g.messages);
        return { info: this.info(), sources: g.sources, deltas: this.released(safeStream(deltas)) };
      } catch {
        this.gate.leave();
      }
    }
    const s = await this.o.offline.chatStream(input);
    return { ...s, info: { ...s.info, fallback: true } };
  }

  /** The stream, giving its place at the gate back when it ends (or the reader goes away). */
  private async *released(deltas: AsyncIterable<string>): AsyncGenerator<string> {
    try {
      yield* deltas;
    } finally {
      this.gate.leave();
    }
  }

  async summarise(input: SummariseRequest) {
    return this.orFallback(
      async () => {
        const system = systemPrompt(TASKS.summarise(input.maxSentences), input.language ?? detectLang(input.text), '(the user message)');
        const out = await generateObject(this.calls, z.object({ summary: z.string().trim().min(1).max(5000) }), system, [{ role: 'user', content: userInput(input.text) }]);
        const sentences = splitSentences(out.summary).slice(0, input.maxSentences);
        return { summary: sentences.join(' '), sentences, ...this.info() };
      },
      () => this.o.offline.summarise(input),
    );
  }

  // Bank questions and the later tasks' library parts are the offline engine's, whichever engine is configured.
  evaluateEssay(input: EssayEvaluationRequest) {
    return this.o.offline.evaluateEssay(input);
  }
  evaluateAnswer(input: AnswerEvaluationRequest) {
    return this.o.offline.evaluateAnswer(input);
  }
  analyseQuestion(input: QuestionAnalysisRequest) {
    return this.o.offline.analyseQuestion(input);
  }
  generateQuestions(input: GenerateQuestionsRequest) {
    return this.o.offline.generateQuestions(input);
  }
}
