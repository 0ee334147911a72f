/** Every namespace; each has a file in en/, mr/ and hi/. */
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
  'terms',
  'essay',
  'news',
  'flashcards',
  'maps',
  'interview',
  'scanner',
  'mains',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The namespaces the shell needs before any page (landing, sign-in, header, drawer, errors): English ones are
 * bundled in the entry, the reader's language loads them at start-up. Every other namespace is a chunk of its own,
 * loaded when a page first uses it (`useTranslation('<feature>')` suspends until it is in), so a feature's
 * dictionary never weighs on the landing page.
 */
export const SHELL_NAMESPACES = ['common', 'errors', 'landing', 'auth', 'nav', 'shell'] as const satisfies readonly Namespace[];
