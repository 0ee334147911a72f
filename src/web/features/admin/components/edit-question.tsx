import { useState } from 'react';
import { ArrowLeft, RotateCw, Save } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { EditableQuestion } from '@shared/admin';
import type { FieldError } from '@shared/errors';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { formatDate } from '@web/lib/format';
import { useQuestion, useSaveQuestion } from '../api/questions';
import { QuestionFields, type Draft } from './question-fields';

const draftOf = (q: EditableQuestion): Draft => ({
  difficulty: q.difficulty,
  question: q.question,
  options: q.options,
  answer: q.answer,
  explanation: q.explanation,
  source: { title: q.source.title, detail: q.source.detail ?? '', url: q.source.url ?? '' },
  asOf: q.asOf,
  note: '',
});

/** Opens a question of the bank and saves a fix (the server checks it against the whole bank: seconds). */
export function EditQuestion({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('admin');
  const question = useQuestion(id);
  return (
    <section className="space-y-4" aria-labelledby="edit-heading">
      <Button variant="secondary" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('edit.back')}
      </Button>
      {question.isPending ? (
        <PageSpinner label={t('edit.opening')} />
      ) : question.isError ? (
        <Alert tone="error" title={t('edit.openFailed')}>
          <p>{errorText(question.error)}</p>
        </Alert>
      ) : (
        // a new version (after a save or a reload) starts a fresh form
        <EditForm key={`${question.data.id}@${question.data.version}`} q={question.data} onReload={() => void question.refetch()} />
      )}
    </section>
  );
}

function EditForm({ q, onReload }: { q: EditableQuestion; onReload: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const [draft, setDraft] = useState<Draft>(() => draftOf(q));
  const save = useSaveQuestion(q.id);
  const err = save.error instanceof ApiError ? save.error : null;
  const fields: FieldError[] =
    err?.fields ?? (err?.field ? [{ field: err.field, code: err.code, ...(err.params ? { params: err.params } : {}) }] : []);
  const message = (f: FieldError) => {
    const params = Object.fromEntries(
      Object.entries(f.params ?? {}).map(([k, v]) => [k, typeof v === 'number' ? localDigits(v, i18n.resolvedLanguage) : v]),
    );
    return i18n.t(f.code, { ns: 'errors', ...params });
  };
  // a problem with a field shows under it, and under each of its parts (`question` under both languages)
  const errorFor = (field: string) => {
    const f = fields.find((x) => x.field === field || x.field.startsWith(`${field}.`) || field.startsWith(`${x.field}.`));
    return f ? message(f) : undefined;
  };
  const conflict = err?.code === 'question_changed';
  const submit = () =>
    save.mutate(
      {
        version: q.version,
        ...draft,
        source: { title: draft.source.title, detail: draft.source.detail || undefined, url: draft.source.url || undefined },
      },
      {
        onSuccess: (r) =>
          toast.success(
            t('edit.saved', {
              version: localDigits(r.version, i18n.resolvedLanguage),
              reports: localDigits(r.reportsResolved, i18n.resolvedLanguage),
            }),
          ),
      },
    );
  return (
    <Card className="space-y-5" data-testid="edit-question">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <h2 id="edit-heading" className="mr-2 text-xl font-semibold text-indigo-900">
          {t('edit.heading')}
        </h2>
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{q.id}</code>
        <span className="text-slate-600">{q.subject}</span>
        <span className="text-slate-600">{t('edit.version', { version: localDigits(q.version, i18n.resolvedLanguage) })}</span>
        {q.retired && <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{t('retired')}</span>}
      </div>
      <p className="text-sm text-slate-600">{t('edit.hint')}</p>

      {conflict ? (
        <Alert tone="error" title={t('edit.conflictTitle')}>
          <p>{errorText(save.error)}</p>
          <Button variant="secondary" className="mt-2" onClick={onReload}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('edit.reload')}
          </Button>
        </Alert>
      ) : (
        save.isError && (
          <Alert tone="error" title={t('edit.saveFailed')}>
            <p>{err ? message({ field: '', code: err.code, ...(err.params ? { params: err.params } : {}) }) : errorText(save.error)}</p>
            {fields.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {fields.map((f) => (
                  <li key={`${f.field}|${f.code}`}>
                    <code className="text-xs">{f.field}</code>: {message(f)}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )
      )}

      <form
        className="space-y-5"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <QuestionFields draft={draft} onChange={setDraft} errorFor={errorFor} fixedText={q.fixedText} />
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? t('edit.checking') : t('edit.save')}
        </Button>
      </form>

      <div className="space-y-2">
        <h3 className="font-semibold text-slate-800">{t('edit.history')}</h3>
        {q.history.length === 0 ? (
          <p className="text-sm text-slate-600">{t('edit.noHistory')}</p>
        ) : (
          <ul className="space-y-1 text-sm text-slate-700">
            {q.history.map((h) => (
              <li key={h.version}>
                {t('edit.historyLine', {
                  version: localDigits(h.version, i18n.resolvedLanguage),
                  date: formatDate(h.editedAt),
                  who: h.editedBy ?? t('edit.someone'),
                })}
                {h.note && <span className="text-slate-600"> — {h.note}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
