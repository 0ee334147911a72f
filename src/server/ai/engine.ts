import type { z } from 'zod';
import type {
  AiSource, ChatRequest, ChatResponse, EngineInfo, ExplainRequest, ExplainResponse, MicroPlanRequest, MicroPlanResponse,
  NinetyDayRequest, summariseRequest, summariseResponse, TOPIC_CONTENT_TYPES, topicTypeRequest, TopicTypeResponse, planDay,
} from '../../shared/ai';
import type {
  AnswerEvaluationRequest, EssayEvaluationRequest, Evaluation, GeneratedQuestions, GenerateQuestionsRequest, QuestionAnalysis,
  QuestionAnalysisRequest,
} from './later-tasks';

export type EngineId = EngineInfo['engine'];
export type TopicContentType = (typeof TOPIC_CONTENT_TYPES)[number];
export type TopicTypeRequest = z.infer<typeof topicTypeRequest>;
export type SummariseRequest = z.infer<typeof summariseRequest>;
export type SummariseResponse = z.infer<typeof summariseResponse>;
export type PlanDay = z.infer<typeof planDay>;

/** The schedule an engine draws up; the study-plan service stores it and gives it an id. */
export interface NinetyDayDraft extends EngineInfo {
  examDate: string;
  /** YYYY-MM-DD of day 1 (today, by the server's clock) */
  startDate: string;
  totalDays: number;
  days: PlanDay[];
}

/** A chat answer as it is produced: who answers and from which passages is known before the first word. */
export interface ChatStream {
  info: EngineInfo;
  sources: AiSource[];
  deltas: AsyncIterable<string>;
}

/**
 * One typed method per AI task. Inputs are the shared request schemas' parsed values (length-capped there);
 * every answer says which engine and model made it, and whether the offline engine stood in (`fallback`).
 */
export interface AiEngine {
  readonly id: EngineId;
  readonly model: string;
  microPlan(input: MicroPlanRequest): Promise<MicroPlanResponse>;
  ninetyDayPlan(input: NinetyDayRequest): Promise<NinetyDayDraft>;
  explainTopic(input: ExplainRequest): Promise<ExplainResponse>;
  topicContent(type: TopicContentType, input: TopicTypeRequest): Promise<TopicTypeResponse>;
  chat(input: ChatRequest): Promise<ChatResponse>;
  chatStream(input: ChatRequest): Promise<ChatStream>;
  summarise(input: SummariseRequest): Promise<SummariseResponse>;
  // later features' slots
  evaluateEssay(input: EssayEvaluationRequest): Promise<Evaluation>;
  evaluateAnswer(input: AnswerEvaluationRequest): Promise<Evaluation>;
  analyseQuestion(input: QuestionAnalysisRequest): Promise<QuestionAnalysis>;
  generateQuestions(input: GenerateQuestionsRequest): Promise<GeneratedQuestions>;
}

export const engineInfoOf = (e: Pick<AiEngine, 'id' | 'model'>, extra: Partial<EngineInfo> = {}): EngineInfo => ({
  engine: e.id, model: e.model, fallback: false, cached: false, ...extra,
});
