/** The content library's reads: one owner for the content tables, used by ai/ and the feature modules alike. */
export * from './reads';
export * from './topics';
export * from './bank-questions';
export * from './search';
export { questionKey } from './question-key';
export { snippet } from './snippet';
export { orderQuestions } from './questions';
export * from './exam';
export { csatRefs, type CsatRef, type CsatSection } from './csat';
export { insertImportedQuestions, mcqRow } from './question-rows';
export { bumpBankRevision, editedQuestions, reapplyQuestionEdits, writeQuestionRow } from './question-edits';
export * from './lists';
export { essayTopics } from './essays';
export * from './news';
export { questionCohorts, type QuestionCohort } from './cohort';
export { mainsQuestionById, mainsQuestions } from './mains';
export { atlas, type Atlas } from './maps';
export { interviewQuestions } from './interview';
