/** Every namespace the shell loads up front; each has a file in en/, mr/ and hi/. */
export const NAMESPACES = [
  'common',
  'errors',
  'landing',
  'auth',
  'nav',
  'shell',
  'subscription',
  'profile',
  'study-plan',
  'chat',
  'topic',
  'exam',
  'admin',
  'syllabus',
  'book-list',
  'twelve-month-plan',
  'dashboard',
  'interview',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
