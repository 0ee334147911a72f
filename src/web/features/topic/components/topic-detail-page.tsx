import { ArrowLeft, CircleAlert, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { EngineBadge } from '@web/components/ai/engine-badge';
import { SourceList } from '@web/components/ai/source-list';
import { Alert } from '@web/components/ui/alert';
import { buttonClasses } from '@web/components/ui/button-classes';
import { Card } from '@web/components/ui/card';
import { SafeMarkdown } from '@web/components/ui/safe-markdown';
import { PageSpinner } from '@web/components/ui/spinner';
import { aiLanguageFromUi } from '@web/lib/ai-language';
import { cn } from '@web/lib/cn';
import { useTopicContent } from '../api/get-topic-content';
import { isExplorerSubject, SUBJECT_KEYS } from '../lib/explorer-subjects';
import { contentTypeFor, detailParams, type DetailType } from '../lib/topic-detail-params';
import { FlashcardDeck } from './flashcard-deck';
import { QuestionQuiz } from './question-quiz';
import { ReadToEnd } from './read-to-end';
import { TopicNotSure } from './topic-not-sure';

/** The syllabus lives on the Syllabus tab of /syllabus-books here (there is no /syllabus page). */
const SYLLABUS = '/syllabus-books?tab=syllabus';
const TYPES: readonly DetailType[] = ['summary', 'flashcards', 'test'];

/** /topic/:subject/:topic?topic=&subject=&type=. */
export default function TopicDetailPage() {
  const [search] = useSearchParams();
  const params = detailParams(search);
  if (!params) return <Navigate to={SYLLABUS} replace />;
  const topicId = /^[a-z0-9][a-z0-9-]{0,119}$/.test(search.get('topicId') ?? '') ? search.get('topicId')! : undefined;
  return <TopicDetail key={`${params.subject}/${params.topic}/${params.type}`} {...params} topicId={topicId} />;
}

function TopicDetail({ topic, subject, type, topicId }: { topic: string; subject: string; type: DetailType; topicId?: string }) {
  const { t, i18n } = useTranslation('topic');
  const content = useTopicContent(contentTypeFor(type), topic, subject, aiLanguageFromUi(i18n.resolvedLanguage));
  const typeLabel = t(`detail.types.${type}`);

  let body;
  if (content.isPending) body = <PageSpinner label={t('detail.loading', { type: typeLabel })} />;
  else if (content.isError) {
    body = (
      <Alert
        tone="error"
        title={t('detail.errorTitle')}
        icon={<CircleAlert aria-hidden="true" className="size-5" />}
        data-testid="topic-detail-error"
      >
        <p>{t('detail.errorBody', { type: typeLabel, topic })}</p>
      </Alert>
    );
  } else if (!content.data.found && content.data.sure === false && content.data.sources.length > 0) {
    body = <TopicNotSure topic={topic} sources={content.data.sources} />;
  } else if (!content.data.found) {
    body = (
      <Alert
        tone="info"
        title={t('result.notFoundTitle', { topic })}
        icon={<SearchX aria-hidden="true" className="size-5" />}
        data-testid="topic-not-found"
      >
        <p>{t('result.notFoundBody')}</p>
      </Alert>
    );
  } else {
    const data = content.data;
    body = (
      <div className="space-y-4">
        {type === 'summary' && <SafeMarkdown source={data.summary ?? ''} className="text-slate-800" />}
        {type === 'summary' && topicId && <ReadToEnd topicId={topicId} />}
        {type === 'flashcards' && <FlashcardDeck cards={data.flashcards ?? []} labels="questionAnswer" />}
        {type === 'test' && <QuestionQuiz questions={data.questions ?? []} />}
        <SourceList sources={data.sources} className="border-t border-slate-200 pt-3" />
        <EngineBadge engine={data.engine} model={data.model} fallback={data.fallback} cached={data.cached} />
      </div>
    );
  }

  const linkTo = (to: DetailType) => `?${new URLSearchParams({ topic, subject, type: to, ...(topicId ? { topicId } : {}) })}`;
  return (
    <div className="mx-auto max-w-3xl space-y-5" data-testid="topic-detail">
      <Link to={SYLLABUS} className={buttonClasses('ghost', '-ml-2')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      <header>
        <p className="text-sm font-semibold text-indigo-700">{isExplorerSubject(subject) ? t(`subjects.${SUBJECT_KEYS[subject]}`) : subject}</p>
        <h1 className="text-3xl font-semibold break-words text-indigo-900">{topic}</h1>
      </header>
      <nav aria-label={t('detail.typesLabel')} className="flex flex-wrap gap-2">
        {TYPES.map((to) => (
          <Link
            key={to}
            to={linkTo(to)}
            replace
            aria-current={to === type ? 'page' : undefined}
            className={cn(
              'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600',
              to === type ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
            )}
          >
            {t(`detail.types.${to}`)}
          </Link>
        ))}
      </nav>
      <Card>{body}</Card>
    </div>
  );
}
