import { useTranslation } from 'react-i18next';
import { contentCode } from '../lib/map-text';
import { useLeafletMap, useMapClick, useMapMarkers, useMapView, type MapMarker, type MapPin, type MapViewTarget } from '../lib/use-leaflet-map';

/** The map area: outlines drawn as vectors (no tiles), markers, and in the find-on-map quiz the click and the answer. */
export function MapView({
  target,
  markers,
  pins = [],
  onPick,
  onMapClick,
  label,
  testId = 'map',
  className = 'h-[360px] sm:h-[460px]',
}: {
  target: MapViewTarget;
  markers: readonly MapMarker[];
  pins?: readonly MapPin[];
  onPick?: (id: string) => void;
  onMapClick?: (latitude: number, longitude: number) => void;
  label: string;
  testId?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation('maps');
  const { container, map } = useLeafletMap({
    initial: target,
    labels: { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') },
    code: contentCode(i18n.resolvedLanguage),
    onReady: () => container.current?.setAttribute('data-outlines', 'drawn'),
  });
  useMapView(map, target);
  useMapMarkers(map, markers, pins, onPick);
  useMapClick(map, onMapClick);
  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      data-testid={testId}
      data-markers={markers.length}
      className={`z-0 w-full overflow-hidden rounded-2xl border border-slate-200 bg-sky-50 ${className} ${onMapClick ? 'cursor-crosshair' : ''}`}
    />
  );
}
