import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bookmark, BookmarkCheck, CircleCheck, Lock } from 'lucide-react';
import type { MapCategoryDto, MapLayerDto, ProgressDto } from '@shared/maps';
import { Button } from '@web/components/ui/button';
import { buttonClasses } from '@web/components/ui/button-classes';
import { cn } from '@web/lib/cn';
import { localDigits } from '@web/lib/digits';
import { useAddBookmark, useBookmarks, useRemoveBookmark } from '../api/maps';
import { contentCode, pickText } from '../lib/map-text';
import type { Selection } from './explore-tab';

/** The category list, the chosen category's layers (premium ones flagged) and, for a locked layer, the subscribe prompt. */
export function LayerPicker({
  categories,
  layers,
  progress,
  selection,
  onCategory,
  onLayer,
}: {
  categories: MapCategoryDto[];
  layers: MapLayerDto[];
  progress?: ProgressDto;
  selection: Selection;
  onCategory: (id: string) => void;
  onLayer: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('maps');
  const code = contentCode(i18n.resolvedLanguage);
  const ofCategory = layers.filter((l) => l.categoryId === selection.categoryId);
  const chosen = layers.find((l) => l.id === selection.layerId);
  return (
    <div className="space-y-4">
      <section aria-labelledby="maps-categories">
        <h2 id="maps-categories" className="mb-2 font-semibold text-slate-900">
          {t('explore.categories')}
        </h2>
        <div className="flex flex-wrap gap-2" data-testid="categories">
          {categories.map((c) => (
            <button
              key={c.id}
              type="button"
              aria-pressed={selection.categoryId === c.id}
              onClick={() => onCategory(c.id)}
              data-testid={`category-${c.id}`}
              className={cn(
                'min-h-11 rounded-xl border px-3 py-1.5 text-left text-sm font-semibold',
                selection.categoryId === c.id
                  ? 'border-indigo-700 bg-indigo-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {pickText(c.name, code)}
            </button>
          ))}
        </div>
      </section>
      {selection.categoryId && (
        <section aria-labelledby="maps-layers">
          <h2 id="maps-layers" className="mb-2 font-semibold text-slate-900">
            {t('explore.layers')}
          </h2>
          <ul className="space-y-2" data-testid="layers">
            {ofCategory.map((l) => {
              const done = progress?.layers.find((p) => p.layerId === l.id)?.completed;
              return (
                <li key={l.id}>
                  <button
                    type="button"
                    aria-pressed={selection.layerId === l.id}
                    onClick={() => onLayer(l.id)}
                    data-testid={`layer-${l.id}`}
                    data-locked={l.locked}
                    className={cn(
                      'flex min-h-11 w-full items-start gap-2 rounded-xl border p-3 text-left',
                      selection.layerId === l.id ? 'border-indigo-700 bg-indigo-50' : 'border-slate-200 bg-white hover:bg-slate-50',
                    )}
                  >
                    <span className="flex-1">
                      <span className="block font-semibold text-slate-900">{pickText(l.name, code)}</span>
                      <span className="text-sm text-slate-600">
                        {t('explore.layerCounts', { places: localDigits(l.hotspotCount), quizzes: localDigits(l.quizCount) })}
                      </span>
                    </span>
                    {l.isPremium && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                        <Lock aria-hidden="true" className="size-3" />
                        {t('explore.premium')}
                      </span>
                    )}
                    {done && <CircleCheck aria-label={t('explore.layerDone')} className="size-5 text-green-700" />}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {chosen?.locked && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="premium-prompt" role="status">
          <p className="font-semibold text-amber-950">{pickText(chosen.name, code)}</p>
          <p className="mt-1 text-amber-950">{t('explore.premiumPrompt')}</p>
          <Link to="/pricing" className={buttonClasses('primary', 'mt-3')}>
            {t('explore.subscribe')}
          </Link>
        </div>
      )}
      {chosen && !chosen.locked && <p className="text-sm text-slate-700">{pickText(chosen.description, code)}</p>}
      {chosen && <LayerBookmark layerId={chosen.id} />}
    </div>
  );
}

/** A layer can be bookmarked whatever the plan: its name is no secret. */
function LayerBookmark({ layerId }: { layerId: string }) {
  const { t } = useTranslation('maps');
  const bookmarks = useBookmarks();
  const add = useAddBookmark();
  const remove = useRemoveBookmark();
  const mark = bookmarks.data?.find((b) => b.kind === 'layer' && b.layerId === layerId);
  return (
    <Button
      variant="secondary"
      aria-pressed={!!mark}
      disabled={bookmarks.isPending || add.isPending || remove.isPending}
      onClick={() => (mark ? remove.mutate(mark.id) : add.mutate({ layerId }))}
      data-testid={mark ? 'unbookmark-layer' : 'bookmark-layer'}
    >
      {mark ? <BookmarkCheck aria-hidden="true" className="size-4" /> : <Bookmark aria-hidden="true" className="size-4" />}
      {mark ? t('bookmarks.layerSaved') : t('bookmarks.saveLayer')}
    </Button>
  );
}
