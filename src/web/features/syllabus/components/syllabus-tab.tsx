import { BookOpenCheck, ChevronDown, ExternalLink, FileX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SyllabusTopicDto, SyllabusTreeDto } from '@shared/syllabus';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { aiLanguageFromUi } from '@web/lib/ai-language';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { plannerSubjectName } from '@web/lib/subject-name';
import { useSyllabusTopics, useSyllabusTree } from '../api/library';
import { useCoverage, useSetStudied } from '../api/shelf';
import type { BookFilters } from '../lib/filters';
import { topicHref } from '../lib/topic-link';
import { FetchError } from './fetch-error';

const summaryClasses =
  'flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-3 py-2 font-semibold text-slate-900 hover:bg-slate-50 ' +
  'focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden';
const chevron = <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />;

/** The Syllabus tab: the library's topics to tick as studied (by paper and subject), then MPSC's own tree. */
export function SyllabusTab({ filters }: { filters: BookFilters }) {
  const { t, i18n } = useTranslation('syllabus');
  const lang = aiLanguageFromUi(i18n.resolvedLanguage);
  const tree = useSyllabusTree(lang);
  const topics = useSyllabusTopics(filters, lang);
  const coverage = useCoverage();

  if (tree.isPending || topics.isPending) return <PageSpinner label={t('loadingSyllabus')} />;
  if (tree.isError || topics.isError) {
    const failed = tree.isError ? tree : topics;
    return <FetchError title={t('syllabusFailed')} error={failed.error} onRetry={() => void failed.refetch()} busy={failed.isFetching} />;
  }
  const papers = [...Object.entries(tree.data.prelims), ...Object.entries(tree.data.mains)];
  if (!papers.length && !topics.data.length) {
    return (
      <Alert tone="info" title={t('noSyllabus')} icon={<FileX aria-hidden="true" className="size-5" />} data-testid="no-syllabus">
        <p>{t('noSyllabusHint')}</p>
      </Alert>
    );
  }
  const c = coverage.data;
  return (
    <div className="space-y-6">
      <Card className="space-y-2" data-testid="coverage-summary">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-indigo-900">
          <BookOpenCheck aria-hidden="true" className="size-5" />
          {t('coverage.title')}
        </h2>
        {coverage.isError ? (
          <p className="text-sm text-red-800">{errorText(coverage.error)}</p>
        ) : c ? (
          <>
            <p className="text-slate-700" data-testid="coverage-text">
              {c.percent === null
                ? t('coverage.notKnown')
                : t('coverage.summary', { studied: localDigits(c.studied), total: localDigits(c.total), percent: localDigits(c.percent) })}
            </p>
            <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <div className="h-full rounded-full bg-green-600" style={{ width: `${c.percent ?? 0}%` }} />
            </div>
            <p className="text-sm text-slate-600">{t('coverage.hint')}</p>
          </>
        ) : null}
      </Card>
      <TopicGroups topics={topics.data} studied={new Set(c?.topics.map((x) => x.topicId) ?? [])} />
      <OfficialTree tree={tree.data} />
    </div>
  );
}

function TopicGroups({ topics, studied }: { topics: SyllabusTopicDto[]; studied: Set<string> }) {
  const { t } = useTranslation('syllabus');
  const setStudied = useSetStudied();
  const groups = new Map<string, SyllabusTopicDto[]>();
  for (const x of topics) groups.set(`${x.paperType}/${x.subject}`, [...(groups.get(`${x.paperType}/${x.subject}`) ?? []), x]);
  // The candidate's tick shows at once and stays until the server has answered, whatever reloads meanwhile.
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isStudied = (id: string) => pending.get(id) ?? studied.has(id);
  if (!groups.size) return null;
  const toggle = (topicId: string, on: boolean) => {
    setPending((m) => new Map(m).set(topicId, on));
    setStudied.mutate(
      { topicId, studied: on },
      {
        onError: (err) => toast.error(t('coverage.saveFailed'), { description: errorText(err) }),
        onSettled: () =>
          setPending((m) => {
            const next = new Map(m);
            next.delete(topicId);
            return next;
          }),
      },
    );
  };
  return (
    <section className="space-y-2" aria-labelledby="syllabus-topics-heading">
      <h2 id="syllabus-topics-heading" className="text-xl font-semibold text-indigo-900">
        {t('topics.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('topics.hint')}</p>
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid="topic-groups">
        {[...groups.entries()]
          .sort(([a], [b]) => Number(b.startsWith('Prelims')) - Number(a.startsWith('Prelims')))
          .map(([key, list]) => {
            const done = list.filter((x) => isStudied(x.id)).length;
            const subject = plannerSubjectName(list[0]!.subject);
            return (
              <details key={key} className="group p-1" data-testid="topic-group">
                <summary className={summaryClasses}>
                  <span className="min-w-0">
                    <span className="block text-xs font-semibold tracking-wide text-indigo-700 uppercase">
                      {t(`values.paperType.${list[0]!.paperType}`)}
                    </span>
                    <span className="break-words">{subject}</span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2 text-sm font-normal text-slate-600">
                    {t('topics.done', { done: localDigits(done), total: localDigits(list.length) })}
                    {chevron}
                  </span>
                </summary>
                <ul className="space-y-1 px-3 pb-3">
                  {list.map((x) => (
                    <li key={x.id} className="flex items-start gap-3 rounded-xl py-1.5">
                      <input
                        type="checkbox"
                        id={`studied-${x.id}`}
                        className="mt-1 size-5 shrink-0 accent-green-700"
                        checked={isStudied(x.id)}
                        disabled={setStudied.isPending}
                        onChange={(e) => toggle(x.id, e.target.checked)}
                        aria-label={t('topics.studiedFor', { topic: x.topic })}
                        data-testid="studied"
                      />
                      <div className="min-w-0">
                        <Link
                          to={topicHref(x.topic, subject, x.id)}
                          className="font-semibold break-words text-indigo-800 underline-offset-2 hover:underline"
                          data-testid="topic-link"
                        >
                          {x.topic}
                        </Link>
                        <p className="text-sm text-slate-600">{x.description}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              </details>
            );
          })}
      </div>
    </section>
  );
}

function OfficialTree({ tree }: { tree: SyllabusTreeDto }) {
  const { t } = useTranslation('syllabus');
  const stages = [
    ['prelims', tree.prelims],
    ['mains', tree.mains],
  ] as const;
  if (!Object.keys(tree.prelims).length && !Object.keys(tree.mains).length) return null;
  return (
    <section className="space-y-2" aria-labelledby="syllabus-tree-heading">
      <h2 id="syllabus-tree-heading" className="text-xl font-semibold text-indigo-900">
        {t('tree.title')}
      </h2>
      {tree.exam && <p className="text-sm text-slate-600">{tree.exam}</p>}
      {stages.map(([stage, papers]) =>
        Object.keys(papers).length ? (
          <div key={stage} className="space-y-2">
            <h3 className="pt-2 font-semibold text-slate-800">{t(`tree.${stage}`)}</h3>
            <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid={`tree-${stage}`}>
              {Object.entries(papers).map(([name, paper]) => (
                <details key={paper.id} className="group p-1" data-testid="syllabus-paper">
                  <summary className={summaryClasses}>
                    <span className="min-w-0 break-words">{name}</span>
                    {chevron}
                  </summary>
                  <div className="space-y-3 px-3 pb-3">
                    {(paper.marks || paper.questions || paper.durationMinutes) && (
                      <p className="text-sm text-slate-600">
                        {[
                          paper.marks && t('tree.marks', { n: localDigits(paper.marks) }),
                          paper.questions && t('tree.questions', { n: localDigits(paper.questions) }),
                          paper.durationMinutes && t('tree.minutes', { n: localDigits(paper.durationMinutes) }),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    )}
                    {paper.nature && <p className="text-sm text-slate-700">{paper.nature}</p>}
                    {paper.sections.map((s) => (
                      <div key={s.title}>
                        <h4 className="font-semibold text-slate-900">{s.title}</h4>
                        <ul className="mt-1 list-disc space-y-1 pl-5">
                          {s.topics.map((line) => (
                            <li key={line}>
                              <Link to={topicHref(line, s.title)} className="text-indigo-800 underline-offset-2 hover:underline">
                                {line}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </details>
              ))}
            </div>
          </div>
        ) : null,
      )}
      {tree.source && (
        <p className="text-sm text-slate-600">
          {t('tree.source')}{' '}
          {tree.source.url ? (
            <a href={tree.source.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-indigo-800 underline">
              {tree.source.title}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          ) : (
            tree.source.title
          )}
        </p>
      )}
    </section>
  );
}
