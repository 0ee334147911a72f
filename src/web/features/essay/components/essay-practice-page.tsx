import { useState } from 'react';
import { ClipboardList, Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { EssayGenerateRequest, EssayGenerateResponse } from '@shared/essay';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { aiLanguageFromUi } from '@web/lib/ai-language';
import { errorText } from '@web/lib/error-text';
import { useGenerateEssay } from '../api/generate-essay';
import { EssayResult } from './essay-result';
import { EssayWriter } from './essay-writer';
import { GeneratedEssay } from './generated-essay';
import { GeneratorForm } from './generator-form';
import { YourEssays } from './your-essays';

function Empty({ Icon, title, hint, testId }: { Icon: typeof Gauge; title: string; hint: string; testId: string }) {
  return (
    <div className="flex flex-col items-center py-10 text-center" data-testid={testId}>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-3 font-semibold text-slate-800">{title}</p>
      <p className="text-slate-600">{hint}</p>
    </div>
  );
}

/** /essay-practice: a model outline or essay from the library, the candidate's own essay scored, and their essays. */
export default function EssayPracticePage() {
  const { t, i18n } = useTranslation('essay');
  const language = aiLanguageFromUi(i18n.resolvedLanguage);
  const [form, setForm] = useState<EssayGenerateRequest>({ topic: '', wordCount: 300, type: 'full_essay', language });
  const [generated, setGenerated] = useState<EssayGenerateResponse | null>(null);
  const [topicRequest, setTopicRequest] = useState<{ topic: string; n: number } | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const generate = useGenerateEssay();

  function submit() {
    generate.mutate(
      { ...form, topic: form.topic.trim() },
      { onSuccess: setGenerated, onError: (error) => toast.error(t('generator.failed'), { description: errorText(error) }) },
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <GeneratorForm values={form} onChange={setForm} onSubmit={submit} pending={generate.isPending} />
        <Card className="min-w-0 space-y-4">
          <h2 className="text-xl font-semibold text-indigo-900">{t('generated.title')}</h2>
          {generate.isError && (
            <Alert tone="error" title={t('generator.failed')} data-testid="generate-error">
              <p>{errorText(generate.error)}</p>
            </Alert>
          )}
          {generated ? (
            <GeneratedEssay essay={generated} onWrite={(topic) => setTopicRequest((r) => ({ topic, n: (r?.n ?? 0) + 1 }))} />
          ) : (
            <Empty Icon={ClipboardList} title={t('generated.empty')} hint={t('generated.emptyHint')} testId="generated-empty" />
          )}
        </Card>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <EssayWriter defaults={{ topic: '', content: '', language, wordCount: 300 }} topicRequest={topicRequest} onScored={setSelected} />
          <Card className="min-w-0" aria-live="polite">
            <h2 className="mb-4 text-xl font-semibold text-indigo-900">{t('result.title')}</h2>
            {selected ? (
              <EssayResult id={selected} />
            ) : (
              <Empty Icon={Gauge} title={t('result.empty')} hint={t('result.emptyHint')} testId="result-empty" />
            )}
          </Card>
        </div>
        <YourEssays selected={selected} onSelect={setSelected} />
      </div>
    </div>
  );
}
