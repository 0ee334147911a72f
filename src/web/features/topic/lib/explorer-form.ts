import type { ContentLang } from '@shared/language';
import type { ExplainRequest, LEVELS } from '@shared/topic';
import type { ExplorerSubject } from './explorer-subjects';

export type Level = (typeof LEVELS)[number];
export type ExplorerFormValues = { topic: string; subject: ExplorerSubject | null; level: Level; language: ContentLang };

export function defaultExplorerForm(language: ContentLang): ExplorerFormValues {
  return { topic: '', subject: null, level: 'intermediate', language };
}

/** Spec 01 §5: topic and subject are both required; null keeps Generate disabled. */
export function explainRequestFrom(values: ExplorerFormValues): ExplainRequest | null {
  const topic = values.topic.trim();
  if (!topic || !values.subject) return null;
  return { topic, subject: values.subject, level: values.level, language: values.language };
}
