import { useTranslation } from 'react-i18next';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import type { HotspotDto, MapLayerDto } from '@shared/maps';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/error-text';
import { useAddBookmark, useBookmarks, useRemoveBookmark } from '../api/maps';
import { contentCode, hotspotName, pickText, TYPE_COLOURS } from '../lib/map-text';

/** The chosen place: name in the reader's language, type, difficulty, what to remember, its source, and a bookmark. */
export function HotspotCard({ hotspot, layer }: { hotspot: HotspotDto; layer?: MapLayerDto }) {
  const { t, i18n } = useTranslation('maps');
  const code = contentCode(i18n.resolvedLanguage);
  const bookmarks = useBookmarks();
  const add = useAddBookmark();
  const remove = useRemoveBookmark();
  const mark = bookmarks.data?.find((b) => b.hotspotId === hotspot.id);
  const busy = add.isPending || remove.isPending;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="hotspot-card" data-hotspot-id={hotspot.id}>
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="mt-1.5 size-3 shrink-0 rounded-full" style={{ backgroundColor: TYPE_COLOURS[hotspot.hotspotType] }} />
        <div className="flex-1">
          <h2 className="text-lg font-semibold text-slate-900">{hotspotName(hotspot, code)}</h2>
          <p className="text-sm text-slate-600">
            {t(`types.${hotspot.hotspotType}`)} · {t(`difficulty.${hotspot.difficulty}`)}
            {layer && ` · ${pickText(layer.name, code)}`}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={busy || bookmarks.isPending}
          aria-pressed={!!mark}
          onClick={() => (mark ? remove.mutate(mark.id) : add.mutate({ hotspotId: hotspot.id }))}
          data-testid={mark ? 'unbookmark-hotspot' : 'bookmark-hotspot'}
        >
          {mark ? <BookmarkCheck aria-hidden="true" className="size-4" /> : <Bookmark aria-hidden="true" className="size-4" />}
          {mark ? t('bookmarks.saved') : t('bookmarks.save')}
        </Button>
      </div>
      <p className="mt-3 text-slate-800">{pickText(hotspot.description, code)}</p>
      <p className="mt-2 text-xs text-slate-600">
        {t('explore.source')}: {hotspot.source.title}
        {hotspot.source.detail && `, ${hotspot.source.detail}`}
      </p>
      {(add.isError || remove.isError) && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText(add.error ?? remove.error)}
        </p>
      )}
    </article>
  );
}
