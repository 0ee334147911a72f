#!/usr/bin/env node
/**
 * Builds the Map Master outlines shipped with the web (src/web/features/maps/geo/outlines.json) from the DataMeet
 * files in ../shared/data/maps (MIT, © 2020 DataMeet India community; see that folder's README): Maharashtra's six
 * revenue divisions (TopoJSON, decoded here) and India's official land outline, each simplified with
 * Douglas–Peucker and rounded. Run once when the source changes: `node scripts/maps-outlines.mjs [sourceDir]`.
 * No dependency: TopoJSON's quantised, delta-encoded arcs are a few lines to decode.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const src = resolve(process.argv[2] ?? '../shared/data/maps');
const out = resolve('src/web/features/maps/geo/outlines.json');
const MH_TOLERANCE = 0.01; // degrees, about 1 km: invisible at the state's zoom (7), fine at 9
const INDIA_TOLERANCE = 0.03; // about 3 km: the country is only drawn zoomed out
const round = (digits) => (n) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Official names of the six revenue divisions (the source names them by region). */
const DIVISIONS = {
  'Kokan (Mumbai Division)': { id: 'konkan', en: 'Konkan', mr: 'कोकण' },
  'Western Zone (Pune Division)': { id: 'pune', en: 'Pune', mr: 'पुणे' },
  'Khandesh (Nashik Division)': { id: 'nashik', en: 'Nashik', mr: 'नाशिक' },
  'Marathwada (Aurangabad Division)': { id: 'sambhajinagar', en: 'Chhatrapati Sambhajinagar', mr: 'छत्रपती संभाजीनगर' },
  'Vidharbha (Amravati Division)': { id: 'amravati', en: 'Amravati', mr: 'अमरावती' },
  'Vidharbha (Nagpur)': { id: 'nagpur', en: 'Nagpur', mr: 'नागपूर' },
};

function perpDistance(p, a, b) {
  const [x, y] = p;
  const [x1, y1] = a;
  const [x2, y2] = b;
  const dx = x2 - x1;
  const dy = y2 - y1;
  if (dx === 0 && dy === 0) return Math.hypot(x - x1, y - y1);
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

function simplify(points, tolerance) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [s, e] = stack.pop();
    let max = 0;
    let at = -1;
    for (let i = s + 1; i < e; i++) {
      const d = perpDistance(points[i], points[s], points[e]);
      if (d > max) [max, at] = [d, i];
    }
    if (max > tolerance) {
      keep[at] = 1;
      stack.push([s, at], [at, e]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** Simplifies a closed ring (first = last) keeping it closed with at least 4 points; null when it collapses. */
function simplifyRing(ring, tolerance, r) {
  const s = simplify(ring, tolerance).map(([x, y]) => [r(x), r(y)]);
  const dedup = s.filter((p, i) => i === 0 || p[0] !== s[i - 1][0] || p[1] !== s[i - 1][1]);
  return dedup.length >= 4 ? dedup : null;
}

// ---- Maharashtra's divisions (TopoJSON) ----
const topo = JSON.parse(readFileSync(resolve(src, 'maharashtra-divisions.topo.json'), 'utf8'));
const { scale, translate } = topo.transform;
const arcs = topo.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
  });
});
const arcPoints = (i) => (i >= 0 ? arcs[i] : [...arcs[~i]].reverse());
const ring = (indexes) => indexes.flatMap((i, k) => (k === 0 ? arcPoints(i) : arcPoints(i).slice(1)));
const r3 = round(3);
const divisions = topo.objects['maharashtra-divisions'].geometries.map((g) => {
  const names = DIVISIONS[g.properties.division];
  if (!names) throw new Error(`unknown division ${g.properties.division}`);
  const polygons = g.type === 'Polygon' ? [g.arcs] : g.arcs;
  const coordinates = polygons
    .map((rings) => rings.map((r) => simplifyRing(ring(r), MH_TOLERANCE, r3)).filter(Boolean))
    .filter((rings) => rings.length > 0);
  return { type: 'Feature', properties: names, geometry: { type: 'MultiPolygon', coordinates } };
});

// ---- India's land outline (a line) ----
const india = JSON.parse(readFileSync(resolve(src, 'india-land-simplified.geojson'), 'utf8'));
const r2 = round(2);
const indiaFeatures = india.features.map((f) => {
  const lines = f.geometry.type === 'LineString' ? [f.geometry.coordinates] : f.geometry.coordinates;
  return {
    type: 'Feature',
    properties: { id: 'india' },
    geometry: { type: 'MultiLineString', coordinates: lines.map((l) => simplify(l, INDIA_TOLERANCE).map(([x, y]) => [r2(x), r2(y)])) },
  };
});

const data = {
  attribution: 'Outlines © 2020 DataMeet India community (MIT licence)',
  india: { type: 'FeatureCollection', features: indiaFeatures },
  divisions: { type: 'FeatureCollection', features: divisions },
};
writeFileSync(out, JSON.stringify(data));
const count = (c) => JSON.stringify(c).match(/\],\[/g)?.length ?? 0;
console.log(
  `${out}: ${(JSON.stringify(data).length / 1024).toFixed(1)} KB, India ${count(data.india)} points, divisions ${count(data.divisions)} points`,
);
