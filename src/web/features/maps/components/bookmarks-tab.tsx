import { useTranslation } from 'react-i18next';
import { Bookmark, Layers, MapPin } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/error-text';
import { useBookmarks, useLayers, useRemoveBookmark } from '../api/maps';
import { contentCode, pickText } from '../lib/map-text';
import type { Selection } from './explore-tab';

/** Bookmarks: the candidate's saved places and layers; Show on map opens them in Explore, Remove deletes them. */
export function BookmarksTab({ onShow }: { onShow: (s: Selection) => void }) {
  const { t, i18n } = useTranslation('maps');
  const code = contentCode(i18n.resolvedLanguage);
  const bookmarks = useBookmarks();
  const layers = useLayers();
  const remove = useRemoveBookmark();
  if (bookmarks.isPending) return <PageSpinner label={t('loading')} />;
  if (bookmarks.isError) return <p role="alert">{errorText(bookmarks.error)}</p>;
  if (bookmarks.data.length === 0)
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center" data-testid="no-bookmarks">
        <Bookmark aria-hidden="true" className="mx-auto size-8 text-slate-400" />
        <p className="mt-2 font-semibold text-slate-900">{t('bookmarks.empty')}</p>
        <p className="text-slate-600">{t('bookmarks.emptyHint')}</p>
      </div>
    );
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="bookmark-list">
      {bookmarks.data.map((b) => {
        const layer = layers.data?.find((l) => l.id === b.layerId);
        const Icon = b.kind === 'layer' ? Layers : MapPin;
        return (
          <li
            key={b.id}
            className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4"
            data-testid="bookmark"
            data-kind={b.kind}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
            <div className="flex-1">
              <p className="font-semibold text-slate-900">{pickText(b.name, code)}</p>
              <p className="text-sm text-slate-600">
                {b.kind === 'layer'
                  ? t('bookmarks.layer')
                  : [b.hotspotType && t(`types.${b.hotspotType}`), layer && pickText(layer.name, code)].filter(Boolean).join(' · ')}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => onShow({ categoryId: layer?.categoryId, layerId: b.layerId, hotspotId: b.hotspotId ?? undefined })}
                  data-testid="show-bookmark"
                >
                  {t('bookmarks.show')}
                </Button>
                <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(b.id)} data-testid="remove-bookmark">
                  {t('bookmarks.remove')}
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
