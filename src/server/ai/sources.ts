import type { AiSource } from '@shared/ai';
import type { Bilingual, Source, TopicNote } from '@shared/content';
import type { ContentLang } from '@shared/language';

/** Library text is kept in both languages side by side and `pick`ed for the answer's language at the end. */
export const pick = (b: Bilingual, lang: ContentLang) => (lang === 'marathi' ? b.mr : b.en);
export const langOf = (code: ContentLang): 'en' | 'mr' => (code === 'marathi' ? 'mr' : 'en');

export const sourceText = (s: Source) => (s.detail ? `${s.title}, ${s.detail}` : s.title);

export function noteSources(n: TopicNote, lang: ContentLang): AiSource[] {
  return [{ kind: 'note', id: n.id, title: pick(n.title, lang), reference: n.sources.map(sourceText).join('; '), subject: n.subject }];
}
