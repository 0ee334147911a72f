import type { InterviewQuestion } from '@shared/content';
import type { Executor } from '../db/database';

/** The interview question bank (content/interview/questions*.yaml), in file order. */
export async function interviewQuestions(db: Executor): Promise<InterviewQuestion[]> {
  const rows = await db.selectFrom('interview_questions').selectAll().orderBy('position').execute();
  return rows.map((r) => ({
    id: r.id,
    category: r.category as InterviewQuestion['category'],
    question: { en: r.question_en, mr: r.question_mr },
    expectedPoints: r.expected_points,
    ...(r.daf ? { daf: r.daf as NonNullable<InterviewQuestion['daf']> } : {}),
    ...(r.education_levels ? { educationLevels: r.education_levels as NonNullable<InterviewQuestion['educationLevels']> } : {}),
    ...(r.maharashtra ? { maharashtra: true } : {}),
  }));
}
