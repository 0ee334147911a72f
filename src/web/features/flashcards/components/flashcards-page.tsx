import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorBoundary } from '@web/components/error-boundary';
import { PageHeader } from '@web/components/ui/page-header';
import { PageSpinner } from '@web/components/ui/spinner';
import { DeckList } from './deck-list';
import { DeckViewer } from './deck-viewer';
import { DueCard } from './due-card';
import { GenerateTabs } from './generate-tabs';
import { QuickGenerate } from './quick-generate';
import { ReviewSession } from './review-session';

/** Recharts is loaded with the stats only, never with the page. */
const StatsPanel = lazy(() => import('./stats-panel'));

/** /flashcards: generate (subjects, notes, quick), decks, the FSRS review (`?review=1`) and a deck (`?deck=<id>`). */
export default function FlashcardsPage() {
  const { t } = useTranslation('flashcards');
  const [params, setParams] = useSearchParams();
  const deckId = params.get('deck');
  const home = () => setParams({});
  const openDeck = (id: string) => setParams({ deck: id });

  if (params.get('review') === '1') return <ReviewSession onExit={home} />;
  if (deckId) return <DeckViewer key={deckId} id={deckId} onBack={home} />;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <DueCard onStart={() => setParams({ review: '1' })} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <GenerateTabs onMade={openDeck} />
        <QuickGenerate onMade={openDeck} />
      </div>
      <DeckList onOpen={openDeck} />
      <ErrorBoundary>
        <Suspense fallback={<PageSpinner label={t('stats.loading')} />}>
          <StatsPanel />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
