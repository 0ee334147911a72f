import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DEFAULT_FLASHCARD_COUNT, FLASHCARD_COUNTS, NOTES_MAX_CHARS, TOPIC_MAX_CHARS } from '@shared/flashcards-constants';
import { EngineBadge } from '@web/components/ai/engine-badge';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Segmented } from '@web/components/ui/segmented';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { useGenerateFromNotes } from '../api/decks';

/** "Generate from Notes": a topic and pasted notes, both non-blank (spec 02 §5); every answer comes from the notes. */
export function NotesForm({ onMade }: { onMade: (deckId: string) => void }) {
  const { t } = useTranslation('flashcards');
  const [topic, setTopic] = useState('');
  const [content, setContent] = useState('');
  const [count, setCount] = useState<number>(DEFAULT_FLASHCARD_COUNT);
  const [errors, setErrors] = useState<{ topic?: boolean; content?: boolean }>({});
  const generate = useGenerateFromNotes();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { topic: !topic.trim(), content: !content.trim() };
    setErrors(next);
    if (next.topic || next.content) return;
    generate.mutate(
      { topic: topic.trim(), content, count: count as 10 },
      {
        onSuccess: (r) => {
          toast.success(t('made', { count: r.added, n: localDigits(r.added) }));
          if (r.decks[0]) onMade(r.decks[0].id);
        },
        onError: (err) => toast.error(errorText(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <FormField label={t('form.topic')} error={errors.topic ? t('form.topicRequired') : undefined}>
        {(p) => <Input {...p} name="topic" value={topic} maxLength={TOPIC_MAX_CHARS} onChange={(e) => setTopic(e.target.value)} />}
      </FormField>
      <FormField label={t('form.notes')} hint={t('form.notesHint')} error={errors.content ? t('form.notesRequired') : undefined}>
        {(p) => (
          <textarea
            {...p}
            name="notes"
            rows={8}
            value={content}
            maxLength={NOTES_MAX_CHARS}
            onChange={(e) => setContent(e.target.value)}
            className="w-full rounded-xl border border-slate-300 bg-white p-3 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
          />
        )}
      </FormField>
      <Segmented
        label={t('form.count')}
        name="fc-notes-count"
        options={FLASHCARD_COUNTS.map((n) => ({ value: n, label: localDigits(n) }))}
        value={count}
        onChange={setCount}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={generate.isPending}>
          {generate.isPending ? t('form.making') : t('form.generateNotes')}
        </Button>
        {generate.data && <EngineBadge {...generate.data} />}
      </div>
    </form>
  );
}
