import { circleMarker, control, geoJSON, layerGroup, map as createMap, polyline, type LayerGroup, type Map as LeafletMap } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { useEffect, useRef, useState } from 'react';
import type { ContentCode } from './map-text';

/**
 * Our own small hook around Leaflet (react-leaflet's licence is not MIT-compatible): a map with no tile layer, on
 * which the shipped outlines (India, Maharashtra's six revenue divisions; geo/NOTICE.md) are drawn as vectors once
 * they have loaded. Markers are circle markers coloured by type, so Leaflet's default marker images are never needed.
 */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  colour: string;
  label: string;
  selected?: boolean;
}
export interface MapPin {
  latitude: number;
  longitude: number;
  kind: 'guess' | 'truth';
  label: string;
}
export interface MapViewTarget {
  centre: [number, number];
  zoom: number;
  /** Fit these bounds instead (south-west, north-east): the whole area whatever the screen's width. */
  bounds?: [[number, number], [number, number]];
}
interface Outlines {
  attribution: string;
  india: GeoJSON.FeatureCollection;
  divisions: GeoJSON.FeatureCollection<GeoJSON.MultiPolygon, { id: string; en: string; mr: string }>;
}

/** Requested once, when the first map mounts… or earlier: `preloadOutlines()` runs as the page's chunk loads. */
let outlinesRequest: Promise<Outlines> | null = null;
export function preloadOutlines(): Promise<Outlines> {
  outlinesRequest ??= import('../geo/outlines.json').then(
    (m) => m.default as unknown as Outlines,
    (error: unknown) => {
      outlinesRequest = null; // a failed download (a phone losing its network) is tried again by the next call
      throw error;
    },
  );
  return outlinesRequest;
}

/** The outlines, retried a few times a few seconds apart: the map is still usable (markers) without them. */
async function loadOutlines(tries = 4): Promise<Outlines> {
  for (let i = 1; ; i++) {
    try {
      return await preloadOutlines();
    } catch (error) {
      if (i >= tries) throw error;
      await new Promise((r) => setTimeout(r, 2000 * i));
    }
  }
}

const OUTLINES_PANE = 'abhyas-outlines';

const DIVISION_FILLS: Record<string, string> = {
  konkan: '#dbeafe',
  pune: '#dcfce7',
  nashik: '#fef9c3',
  sambhajinagar: '#ffedd5',
  amravati: '#fae8ff',
  nagpur: '#e0e7ff',
};

export function useLeafletMap(opts: {
  initial: MapViewTarget;
  labels: { zoomIn: string; zoomOut: string };
  code: ContentCode;
  onReady?: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const outlinesGroup = useRef<LayerGroup | null>(null);
  const [outlines, setOutlines] = useState<Outlines | null>(null);
  const { initial, labels, onReady } = opts;

  useEffect(() => {
    if (!container.current) return;
    const m = createMap(container.current, { zoomSnap: 0.5, minZoom: 4, maxZoom: 14, worldCopyJump: false, zoomControl: false });
    m.setView(initial.centre, initial.zoom);
    // the outlines get a pane under the markers': whichever arrives first, the markers stay on top and clickable
    m.createPane(OUTLINES_PANE).style.zIndex = '350';
    control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(m);
    outlinesGroup.current = layerGroup().addTo(m);
    setMap(m);
    let cancelled = false;
    loadOutlines().then(
      (data) => {
        if (cancelled) return;
        m.attributionControl.setPrefix('Leaflet').addAttribution(data.attribution);
        setOutlines(data);
      },
      () => container.current?.setAttribute('data-outlines', 'failed'),
    );
    return () => {
      cancelled = true;
      m.remove();
      setMap(null);
    };
    // created once; the view and the labels follow through the effects below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // outlines, with the division names in the reader's language
  useEffect(() => {
    const group = outlinesGroup.current;
    if (!map || !group || !outlines) return;
    group.clearLayers();
    geoJSON(outlines.india, { pane: OUTLINES_PANE, style: { color: '#334155', weight: 1.5, fill: false }, interactive: false }).addTo(group);
    geoJSON(outlines.divisions, {
      pane: OUTLINES_PANE,
      interactive: false,
      style: (f) => ({ color: '#64748b', weight: 1, fillColor: DIVISION_FILLS[f?.properties.id ?? ''] ?? '#f1f5f9', fillOpacity: 0.9 }),
      onEachFeature: (f, layer) =>
        layer.bindTooltip(f.properties[opts.code], { permanent: true, direction: 'center', className: 'map-division-label', interactive: false }),
    }).addTo(group);
    onReady?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, outlines, opts.code]);

  return { container, map };
}

/** Draws the markers (and the find-on-map pins) into their own group, replaced whenever they change. */
export function useMapMarkers(map: LeafletMap | null, markers: readonly MapMarker[], pins: readonly MapPin[], onPick?: (id: string) => void) {
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);
  useEffect(() => {
    if (!map) return;
    const group = layerGroup().addTo(map);
    for (const mk of markers) {
      const c = circleMarker([mk.latitude, mk.longitude], {
        radius: mk.selected ? 10 : 7,
        color: '#ffffff',
        weight: 2,
        fillColor: mk.colour,
        fillOpacity: 0.95,
      });
      c.bindTooltip(mk.label, { permanent: !!mk.selected, direction: 'top', offset: [0, -8] });
      c.on('click', () => pick.current?.(mk.id));
      c.addTo(group);
      if (mk.selected) c.bringToFront();
    }
    const truth = pins.find((p) => p.kind === 'truth');
    const guess = pins.find((p) => p.kind === 'guess');
    if (truth && guess) {
      // the answer: show the click and the place together
      map.fitBounds(
        [
          [guess.latitude, guess.longitude],
          [truth.latitude, truth.longitude],
        ],
        { padding: [48, 48], maxZoom: 9 },
      );
      polyline(
        [
          [guess.latitude, guess.longitude],
          [truth.latitude, truth.longitude],
        ],
        { color: '#0f172a', weight: 2, dashArray: '6 6' },
      ).addTo(group);
    }
    for (const p of pins) {
      circleMarker([p.latitude, p.longitude], {
        radius: 9,
        color: '#ffffff',
        weight: 3,
        fillColor: p.kind === 'truth' ? '#15803d' : '#dc2626',
        fillOpacity: 1,
      })
        .bindTooltip(p.label, { permanent: true, direction: p.kind === 'truth' ? 'top' : 'bottom', offset: [0, p.kind === 'truth' ? -8 : 8] })
        .addTo(group);
    }
    return () => {
      group.remove();
    };
  }, [map, markers, pins]);
}

/** Moves the map when the target changes (a category, a layer, a hotspot chosen). */
export function useMapView(map: LeafletMap | null, target: MapViewTarget) {
  const [lat, lng] = target.centre;
  const bounds = target.bounds ? target.bounds.flat().join(',') : '';
  useEffect(() => {
    if (!map) return;
    if (target.bounds) map.fitBounds(target.bounds);
    else map.setView([lat, lng], target.zoom);
    // the bounds are compared by value
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, lat, lng, target.zoom, bounds]);
}

/** Clicks on the map itself (the find-on-map quiz). */
export function useMapClick(map: LeafletMap | null, onClick?: (latitude: number, longitude: number) => void) {
  useEffect(() => {
    if (!map || !onClick) return;
    const handler = (e: { latlng: { lat: number; lng: number } }) => onClick(e.latlng.lat, e.latlng.lng);
    map.on('click', handler);
    return () => {
      map.off('click', handler);
    };
  }, [map, onClick]);
}
