import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotspotDto, MapLayerDto } from '@shared/maps';
import { KEY_LOCATIONS, MAP_DEFAULT_VIEW, MAP_HOTSPOT_ZOOM, MAP_LAYER_ZOOM } from '@shared/maps-constants';
import { SearchField } from '@web/components/ui/search-field';
import { PageSpinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/error-text';
import { useCategories, useHotspots, useLayers, useMarkViewed, useProgress } from '../api/maps';
import { boxCentre, contentCode, hotspotName, matchesSearch, pickText, TYPE_COLOURS } from '../lib/map-text';
import type { MapViewTarget } from '../lib/use-leaflet-map';
import { HotspotCard } from './hotspot-card';
import { LayerPicker } from './layer-picker';
import { MapView } from './map-view';
import { PlaceList } from './place-list';

export interface Selection {
  categoryId?: string;
  layerId?: string;
  hotspotId?: string;
}

/** India-wide layers: their bounding box is the country, so the layer zoom (9) would show one district of it. */
const INDIA_LAYER_ZOOM = 5;

function viewFor(layer: MapLayerDto | undefined, hotspot: HotspotDto | undefined): MapViewTarget {
  if (hotspot) return { centre: [hotspot.latitude, hotspot.longitude], zoom: MAP_HOTSPOT_ZOOM };
  if (layer) return { centre: boxCentre(layer.boundingBox), zoom: layer.scope === 'india' ? INDIA_LAYER_ZOOM : MAP_LAYER_ZOOM };
  return { centre: [MAP_DEFAULT_VIEW.latitude, MAP_DEFAULT_VIEW.longitude], zoom: MAP_DEFAULT_VIEW.zoom };
}

/** Explore Maps: search, categories, the chosen category's layers, the chosen layer's places, the map and Key Locations. */
export function ExploreTab({ selection, onSelect }: { selection: Selection; onSelect: (s: Selection) => void }) {
  const { t, i18n } = useTranslation('maps');
  const code = contentCode(i18n.resolvedLanguage);
  const categories = useCategories();
  const layers = useLayers();
  const hotspots = useHotspots();
  const progress = useProgress();
  const markViewed = useMarkViewed();
  const [search, setSearch] = useState('');

  const layer = layers.data?.find((l) => l.id === selection.layerId);
  const hotspot = hotspots.data?.find((h) => h.id === selection.hotspotId);
  const categoryLayers = useMemo(
    () => new Set((layers.data ?? []).filter((l) => l.categoryId === selection.categoryId).map((l) => l.id)),
    [layers.data, selection.categoryId],
  );
  const shown = useMemo(() => {
    const all = hotspots.data ?? [];
    if (selection.layerId) return all.filter((h) => h.layerId === selection.layerId);
    if (selection.categoryId) return all.filter((h) => categoryLayers.has(h.layerId));
    return all;
  }, [hotspots.data, selection.layerId, selection.categoryId, categoryLayers]);
  const markers = useMemo(
    () =>
      shown.map((h) => ({
        id: h.id,
        latitude: h.latitude,
        longitude: h.longitude,
        colour: TYPE_COLOURS[h.hotspotType],
        label: hotspotName(h, code),
        selected: h.id === selection.hotspotId,
      })),
    [shown, code, selection.hotspotId],
  );
  const results = useMemo(() => (hotspots.data ?? []).filter((h) => matchesSearch(h, search)).slice(0, 8), [hotspots.data, search]);
  const viewed = useMemo(() => new Set(progress.data?.viewedHotspotIds ?? []), [progress.data]);

  const pickHotspot = (h: HotspotDto) => {
    const l = layers.data?.find((x) => x.id === h.layerId);
    onSelect({ categoryId: l?.categoryId ?? selection.categoryId, layerId: h.layerId, hotspotId: h.id });
    setSearch('');
  };
  // choosing a hotspot (from the list, the map, the search or a bookmark) records a "viewed" event once
  const { mutate } = markViewed;
  useEffect(() => {
    if (hotspot && !viewed.has(hotspot.id) && progress.isSuccess) mutate({ layerId: hotspot.layerId, hotspotId: hotspot.id });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hotspot?.id, progress.isSuccess]);

  const target = viewFor(layer, hotspot);
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="space-y-4">
        <div>
          <SearchField
            id="maps-search"
            label={t('explore.search')}
            placeholder={t('explore.searchPlaceholder')}
            value={search}
            onChange={setSearch}
          />
          {search.trim() && (
            <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid="search-results">
              {results.length === 0 && <li className="p-3 text-slate-600">{t('explore.noResults')}</li>}
              {results.map((h) => (
                <li key={h.id}>
                  <button type="button" className="min-h-11 w-full px-3 py-2 text-left hover:bg-slate-50" onClick={() => pickHotspot(h)}>
                    <span className="font-semibold text-slate-900">{hotspotName(h, code)}</span>{' '}
                    <span className="text-sm text-slate-600">{t(`types.${h.hotspotType}`)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {(categories.isPending || layers.isPending) && <PageSpinner label={t('loading')} />}
        {(categories.error ?? layers.error ?? hotspots.error) && (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-red-950" data-testid="maps-load-error">
            {errorText(categories.error ?? layers.error ?? hotspots.error)}
          </p>
        )}
        <LayerPicker
          categories={categories.data ?? []}
          layers={layers.data ?? []}
          progress={progress.data}
          selection={selection}
          onCategory={(categoryId) => onSelect({ categoryId })}
          onLayer={(layerId) => onSelect({ categoryId: selection.categoryId, layerId })}
        />
      </div>
      <div className="space-y-4">
        <MapView target={target} markers={markers} onPick={(hid) => pickHotspot(shown.find((h) => h.id === hid)!)} label={t('map.label')} />
        <p className="text-sm text-slate-600" data-testid="map-caption">
          {layer ? pickText(layer.name, code) : t('map.caption')}
        </p>
        {hotspot && <HotspotCard hotspot={hotspot} layer={layer} />}
        {layer && !layer.locked && (
          <PlaceList
            title={t('explore.places', { name: pickText(layer.name, code) })}
            places={shown}
            viewed={viewed}
            selectedId={selection.hotspotId}
            onPick={pickHotspot}
            testId="place-list"
          />
        )}
        {shown.length > 0 && (
          <PlaceList
            title={t('explore.keyLocations')}
            places={shown.slice(0, KEY_LOCATIONS)}
            viewed={viewed}
            selectedId={selection.hotspotId}
            onPick={pickHotspot}
            testId="key-locations"
            compact
          />
        )}
      </div>
    </div>
  );
}
