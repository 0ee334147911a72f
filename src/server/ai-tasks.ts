import type { AiTask } from './ai/task';
import { summariseTask } from './modules/ai/ai-tasks';
import { chatTask } from './modules/chat/ai-tasks';
import { evaluateEssayTask, generateEssayTask } from './modules/essay/ai-tasks';
import { scanAnswerTask } from './modules/scanner/ai-tasks';
import { mainsEvaluateTask } from './modules/mains/ai-tasks';
import { flashcardsFromNotesTask } from './modules/flashcards/ai-tasks';
import { interviewCoverageTask } from './modules/interview/ai-tasks';
import { microPlanTask, ninetyDayPlanTask } from './modules/study-plan/ai-tasks';
import { explainTopicTask, topicPartTasks } from './modules/topic/ai-tasks';
import { marathiNewsSummaryTask, summarizeNewsTask } from './modules/news/ai-tasks';
import { newsPracticeTask } from './modules/news/practice-task';

/**
 * The registry of AI tasks: every task a feature asks of the AI engine, each defined in its feature's folder
 * (`modules/<feature>/ai-tasks.ts`: the offline recipe and, optionally, the model's prompt). The AI service runs only
 * tasks listed here, and their names (part of the cache key) must be unique. Adding a task: write it in the
 * feature's folder, list it here, call `ai.run(task, userId, input)` from the feature's route or service.
 */
export const AI_TASKS: readonly AiTask<never, object>[] = [
  chatTask,
  explainTopicTask,
  ...Object.values(topicPartTasks),
  microPlanTask,
  ninetyDayPlanTask,
  summariseTask,
  generateEssayTask,
  evaluateEssayTask,
  summarizeNewsTask,
  marathiNewsSummaryTask,
  newsPracticeTask,
  scanAnswerTask,
  mainsEvaluateTask,
  flashcardsFromNotesTask,
  interviewCoverageTask,
] as readonly AiTask<never, object>[];
