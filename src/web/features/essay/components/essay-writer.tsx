import { useId, useState, type FormEvent } from 'react';
import { Check, CloudOff, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ESSAY_MAX_CHARS, ESSAY_WORD_COUNTS, type EssayDraft } from '@shared/essay';
import type { ContentLang } from '@shared/language';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Segmented } from '@web/components/ui/segmented';
import { PageSpinner, Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { useEssayDraft } from '../api/draft';
import { useSubmitEssay } from '../api/essays';
import { useDraftAutosave } from '../lib/use-draft-autosave';
import { countWords } from '../lib/word-count';
import { WritingTimer } from './writing-timer';

const LANGUAGES: readonly ContentLang[] = ['english', 'marathi'];

type WriterProps = {
  defaults: EssayDraft;
  /** A topic chosen in the generator ("write my own essay on this topic"); `n` changes on every choice. */
  topicRequest: { topic: string; n: number } | null;
  onScored: (id: string) => void;
};

/** "Write your essay": waits for the saved draft, then the editor starts from it. */
export function EssayWriter(props: WriterProps) {
  const { t } = useTranslation('essay', { keyPrefix: 'writer' });
  const draft = useEssayDraft();
  if (draft.isPending) return <PageSpinner label={t('loadingDraft')} />;
  const { updatedAt: _, ...saved } = draft.data ?? { ...props.defaults, updatedAt: '' };
  return <Writer {...props} initial={saved} />;
}

function Writer({ initial, topicRequest, onScored }: WriterProps & { initial: EssayDraft }) {
  const { t } = useTranslation('essay', { keyPrefix: 'writer' });
  const { t: tl } = useTranslation('essay', { keyPrefix: 'languages' });
  const [values, setValues] = useState<EssayDraft>(initial);
  const [dirty, setDirty] = useState(false);
  const [tried, setTried] = useState(false);
  const status = useDraftAutosave(values, dirty);
  const submit = useSubmitEssay();
  const countId = useId();
  const words = countWords(values.content);
  const set = <K extends keyof EssayDraft>(name: K, value: EssayDraft[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setDirty(true);
  };

  // a topic chosen in the generator replaces the topic (React's "adjust state when a prop changes")
  const [seenRequest, setSeenRequest] = useState(topicRequest);
  if (topicRequest !== seenRequest) {
    setSeenRequest(topicRequest);
    if (topicRequest) {
      setValues((v) => ({ ...v, topic: topicRequest.topic }));
      setDirty(true);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!values.topic.trim() || !values.content.trim() || submit.isPending) return;
    submit.mutate(
      { topic: values.topic.trim(), content: values.content, language: values.language, wordCount: values.wordCount },
      {
        onSuccess: (essay) => {
          // the server has dropped the draft; what stays on screen is the submitted essay, to revise for a second attempt
          setDirty(false);
          toast.success(t('scored', { score: localDigits(essay.aiScore) }));
          onScored(essay.id);
        },
      },
    );
  }

  const over = words > values.wordCount * 1.15;
  const near = words >= values.wordCount * 0.9 && !over;
  return (
    <Card>
      <h2 className="text-xl font-semibold text-indigo-900">{t('title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('hint')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" data-testid="essay-writer">
        <FormField label={t('topic')} error={tried && !values.topic.trim() ? t('needTopic') : undefined}>
          {(control) => (
            <Input
              {...control}
              name="essayTopic"
              maxLength={200}
              value={values.topic}
              onChange={(e) => set('topic', e.target.value)}
              data-testid="writer-topic"
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <Segmented
            label={t('target')}
            name="target"
            value={values.wordCount}
            onChange={(n) => set('wordCount', n)}
            options={ESSAY_WORD_COUNTS.map((n) => ({ value: n, label: localDigits(n) }))}
          />
          <Segmented
            label={t('language')}
            name="essayLanguage"
            data-testid="writer-language"
            value={values.language}
            onChange={(l) => set('language', l)}
            options={LANGUAGES.map((l) => ({ value: l, label: tl(l) }))}
          />
        </div>
        <WritingTimer />
        <FormField label={t('essay')} error={tried && !values.content.trim() ? t('needContent') : undefined}>
          {(control) => (
            <textarea
              {...control}
              aria-describedby={[control['aria-describedby'], countId].filter(Boolean).join(' ')}
              name="content"
              rows={14}
              maxLength={ESSAY_MAX_CHARS}
              lang={values.language === 'marathi' ? 'mr' : 'en'}
              placeholder={t('placeholder')}
              value={values.content}
              onChange={(e) => set('content', e.target.value)}
              className="w-full rounded-xl border border-slate-300 bg-white p-3 text-base leading-relaxed text-slate-900 placeholder:text-slate-500 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
              data-testid="writer-content"
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span
            id={countId}
            data-testid="word-count"
            className={cn('font-semibold', near ? 'text-green-700' : over ? 'text-amber-800' : 'text-slate-700')}
          >
            {t('count', { n: localDigits(words), target: localDigits(values.wordCount) })}
          </span>
          <SaveState status={status} />
        </div>
        {submit.isError && (
          <Alert tone="error" title={t('failed')} data-testid="submit-error">
            <p>{errorText(submit.error)}</p>
          </Alert>
        )}
        <Button type="submit" className="w-full sm:w-auto" disabled={submit.isPending} data-testid="submit-essay">
          {submit.isPending ? <Spinner className="size-5 text-white" /> : <Send aria-hidden="true" className="size-5" />}
          {submit.isPending ? t('submitting') : t('submit')}
        </Button>
      </form>
    </Card>
  );
}

function SaveState({ status }: { status: ReturnType<typeof useDraftAutosave> }) {
  const { t } = useTranslation('essay', { keyPrefix: 'writer' });
  if (status === 'idle') return null;
  return (
    <span
      role="status"
      data-testid="draft-status"
      data-status={status}
      className={cn('inline-flex items-center gap-1', status === 'failed' ? 'text-amber-800' : 'text-slate-600')}
    >
      {status === 'saved' && <Check aria-hidden="true" className="size-4 text-green-700" />}
      {status === 'failed' && <CloudOff aria-hidden="true" className="size-4" />}
      {t(status === 'saving' ? 'saving' : status === 'saved' ? 'saved' : 'saveFailed')}
    </span>
  );
}
