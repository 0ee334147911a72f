import type { Kysely } from 'kysely';
import type { ChatRequest, ExplainRequest, MicroPlanRequest, NinetyDayRequest, TopicTypeResponse } from '../../../shared/ai';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import * as topicRepo from '../../modules/topic/repo';
import { engineInfoOf, type AiEngine, type ChatStream, type NinetyDayDraft, type SummariseRequest, type TopicContentType, type TopicTypeRequest } from '../engine';
import type { AnswerEvaluationRequest, EssayEvaluationRequest, GenerateQuestionsRequest, QuestionAnalysisRequest } from '../later-tasks';
import { summariseText } from '../text/textrank';
import { analyseOffline } from './analyse';
import { chunksOf, offlineChat } from './chat';
import { buildMicroPlan } from './micro-plan';
import { isoDay, scheduleDays } from './ninety-day';
import { bankQuestions } from './questions';
import { buildTopicContent } from './topic-content';

async function* streamOf(chunks: Iterable<string>): AsyncGenerator<string> {
  yield* chunks;
}

/** The name the offline engine answers under: it retrieves and ranks from the content library. */
export const OFFLINE_MODEL = 'abhyas-library';

/** The default engine: no network, real algorithms over the content library (see the modules it composes). */
export class OfflineEngine implements AiEngine {
  readonly id = 'offline' as const;
  readonly model = OFFLINE_MODEL;
  constructor(private readonly db: Kysely<Database>, private readonly clock: Clock) {}

  private info() {
    return engineInfoOf(this);
  }

  async microPlan(input: MicroPlanRequest) {
    return { ...(await buildMicroPlan(this.db, input, this.clock())), ...this.info() };
  }

  async ninetyDayPlan(input: NinetyDayRequest): Promise<NinetyDayDraft> {
    const today = isoDay(this.clock());
    if (input.examDate < today) throw new AppError(400, 'validation_failed', 'The exam date cannot be before today.', 'examDate');
    const rows = await topicRepo.topicsBySubjects(this.db, input.subjects);
    // Prelims topics first within each subject, then the library's order
    const topics = [...rows]
      .sort((a, b) => Number(a.paper_type !== 'Prelims') - Number(b.paper_type !== 'Prelims'))
      .map((r) => ({ id: r.id, subject: r.subject, title: { en: r.topic_en, mr: r.topic_mr } }));
    if (!topics.length) throw new AppError(404, 'not_found', 'The library has no syllabus topics for these subjects yet.');
    const { totalDays, days } = scheduleDays(topics, input, today);
    return { examDate: input.examDate, startDate: today, totalDays, days, ...this.info() };
  }

  async explainTopic(input: ExplainRequest) {
    return { ...(await buildTopicContent(this.db, input)), ...this.info() };
  }

  async topicContent(type: TopicContentType, input: TopicTypeRequest): Promise<TopicTypeResponse> {
    const c = await buildTopicContent(this.db, { ...input, level: 'intermediate' }, [type]);
    return {
      ...(type === 'summary' ? { summary: c.summary } : type === 'flashcards' ? { flashcards: c.flashcards } : { questions: c.questions }),
      sources: c.sources,
      found: c.found,
      ...this.info(),
    };
  }

  async chat(input: ChatRequest) {
    return { ...(await offlineChat(this.db, input, isoDay(this.clock()))), ...this.info() };
  }

  async chatStream(input: ChatRequest): Promise<ChatStream> {
    const answer = await offlineChat(this.db, input, isoDay(this.clock()));
    return { info: this.info(), sources: answer.sources, deltas: streamOf(chunksOf(answer.response)) };
  }

  async summarise(input: SummariseRequest) {
    const sentences = summariseText(input.text, input.maxSentences);
    return { summary: sentences.join(' '), sentences, ...this.info() };
  }

  async evaluateEssay(_input: EssayEvaluationRequest): Promise<never> {
    throw new AppError(404, 'not_found', 'Essay evaluation is not available yet.');
  }

  async evaluateAnswer(_input: AnswerEvaluationRequest): Promise<never> {
    throw new AppError(404, 'not_found', 'Answer evaluation is not available yet.');
  }

  async analyseQuestion(input: QuestionAnalysisRequest) {
    return { ...(await analyseOffline(this.db, input)), ...this.info() };
  }

  async generateQuestions(input: GenerateQuestionsRequest) {
    return { questions: await bankQuestions(this.db, input), ...this.info() };
  }
}
