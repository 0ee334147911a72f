import { z } from 'zod';
import { microPlan, microPlanResponse, planDay, planHour, type MicroPlanRequest, type NinetyDayRequest } from '@shared/study-plan';
import { systemPrompt, userInput } from '@server/ai/sdk/prompts';
import type { AiTask } from '@server/ai/task';
import { isoDay } from '@server/clock';
import { AppError } from '@server/http/errors';
import * as library from '@server/library';
import { buildMicroPlan } from './micro-plan';
import { scheduleDays } from './ninety-day';

const microPlanPrompt = (hours: number) =>
  `Improve the draft study-session plan in the passages (JSON). Keep each hour's topic, source and practice exactly as given; rewrite focusAreas, goal and tip to be specific to the topic. Return JSON with hours (${hours}) and totalGoals (3-5).`;
const microPlanModelOutput = z.object({
  hours: z
    .array(planHour.pick({ hour: true, focusAreas: true, goal: true, tip: true }))
    .min(1)
    .max(2),
  totalGoals: z.array(z.string().min(1).max(300)).min(1).max(6),
});

/**
 * A one- or two-hour session plan: one topic an hour with its book, focus areas, bank practice, goal and tip. A model
 * may rewrite the focus areas, goals and tips; the topics, books and practice stay the library's.
 */
export const microPlanTask: AiTask<MicroPlanRequest, Pick<z.infer<typeof microPlanResponse>, 'plan' | 'sources'>> = {
  name: 'micro-plan',
  output: microPlanResponse.pick({ plan: true, sources: true }),
  offline: (input, ctx) => buildMicroPlan(ctx.db, input, ctx.now),
  async withModel(input, draft, model) {
    const system = systemPrompt(microPlanPrompt(input.duration), input.language, JSON.stringify(draft.plan));
    const out = await model.object(microPlanModelOutput, system, [{ role: 'user', content: userInput(JSON.stringify(input)) }]);
    const hours = draft.plan.hours.map((h, i) => {
      const m = out.hours[i];
      if (!m) return h;
      // focus areas the model rewrote are its own words: the library's names no longer describe them
      const { focusAreaNames, ...rest } = h;
      const rewritten = m.focusAreas.length > 0;
      return {
        ...rest,
        ...(rewritten ? {} : { focusAreaNames }),
        focusAreas: rewritten ? m.focusAreas : h.focusAreas,
        goal: m.goal || h.goal,
        tip: m.tip || h.tip,
      };
    });
    return { plan: microPlan.parse({ ...draft.plan, hours, totalGoals: out.totalGoals }), sources: draft.sources };
  },
};

/** The schedule a plan is drawn up with; the study-plan service stores it and gives it an id. */
export const ninetyDayDraft = z.object({ examDate: z.string(), startDate: z.string(), totalDays: z.number().int(), days: z.array(planDay) });

/**
 * The day-by-day schedule up to the exam, from the chosen subjects' syllabus topics (Prelims first within each
 * subject). A schedule is the library's, whichever engine is configured; it is not cached (a plan starts today).
 */
export const ninetyDayPlanTask: AiTask<NinetyDayRequest, z.infer<typeof ninetyDayDraft>> = {
  name: 'ninety-day-plan',
  output: ninetyDayDraft,
  cache: false,
  async offline(input, ctx) {
    const today = isoDay(ctx.now);
    if (input.examDate < today) throw new AppError(400, 'exam_date_in_past', 'The exam date cannot be before today.', 'examDate', { today });
    const rows = await library.topicsBySubjects(ctx.db, input.subjects);
    const topics = [...rows]
      .sort((a, b) => Number(a.paperType !== 'Prelims') - Number(b.paperType !== 'Prelims'))
      .map((t) => ({ id: t.id, subject: t.subject, title: t.topic }));
    if (!topics.length) throw new AppError(404, 'library_has_no_topics', 'The library has no syllabus topics for these subjects yet.');
    const { totalDays, days } = scheduleDays(topics, input, today);
    return { examDate: input.examDate, startDate: today, totalDays, days };
  },
};
