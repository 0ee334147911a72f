import { EXPLORER_SUBJECTS } from '@shared/constants';

export type ExplorerSubject = (typeof EXPLORER_SUBJECTS)[number];
export { EXPLORER_SUBJECTS };

/** Dictionary keys of the explorer's subjects; the API takes the English names. */
export const SUBJECT_KEYS = {
  History: 'history',
  Geography: 'geography',
  Polity: 'polity',
  Economy: 'economy',
  Environment: 'environment',
  'Science & Technology': 'scienceTechnology',
  'Current Affairs': 'currentAffairs',
  Ethics: 'ethics',
} as const satisfies Record<ExplorerSubject, string>;

export function isExplorerSubject(value: unknown): value is ExplorerSubject {
  return typeof value === 'string' && (EXPLORER_SUBJECTS as readonly string[]).includes(value);
}

/** Topics the library covers well, offered as chips; the text is `topic:suggested.<key>`. */
export const SUGGESTED_TOPICS = [
  { key: 'fundamentalRights', subject: 'Polity' },
  { key: 'dpsp', subject: 'Polity' },
  { key: 'revolt1857', subject: 'History' },
  { key: 'shivaji', subject: 'History' },
  { key: 'monsoon', subject: 'Geography' },
  { key: 'inflation', subject: 'Economy' },
  { key: 'biodiversity', subject: 'Environment' },
  { key: 'climateChange', subject: 'Environment' },
] as const satisfies readonly { key: string; subject: ExplorerSubject }[];
