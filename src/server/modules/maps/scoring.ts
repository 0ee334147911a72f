import type { HotspotType } from '@shared/maps';

/**
 * "Find it on the map" scoring (issue 17): full points within a radius set per kind of place, then falling linearly
 * to nothing at five radii. A place that is a town or a fort is a point on the map; a national park, a plateau or a
 * sanctuary is a large area whose hotspot marks its middle, so the radius is wider. Places on an all-India layer are
 * found on a map zoomed out to the whole country, where a click is coarser: their radius is three times wider.
 */
export const RADIUS_KM: Record<HotspotType, number> = {
  fort: 10,
  river: 15,
  dam: 10,
  sanctuary: 25,
  'national-park': 25,
  hill: 12,
  pass: 10,
  'district-hq': 12,
  port: 10,
  city: 12,
  lake: 10,
  beach: 10,
  cave: 10,
  pilgrimage: 10,
  peak: 12,
  island: 10,
  plateau: 30,
  industry: 15,
  other: 15,
};
export const INDIA_SCOPE_FACTOR = 3;
/** Beyond the radius the score falls to 0 at this many radii. */
export const ZERO_AT_RADII = 5;
export const LOCATE_POINTS = { easy: 10, medium: 15, hard: 20 } as const;
export const LOCATE_TIME_LIMIT = { easy: 30, medium: 45, hard: 60 } as const;

export function radiusKm(type: HotspotType, scope: 'maharashtra' | 'india'): number {
  return RADIUS_KM[type] * (scope === 'india' ? INDIA_SCOPE_FACTOR : 1);
}

const EARTH_KM = 6371.0088;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance (haversine) in km. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Points for a click `distance` km from the place: all within the radius, linearly fewer to 0 at ZERO_AT_RADII radii. */
export function locateScore(points: number, distance: number, radius: number): { isCorrect: boolean; score: number } {
  if (distance <= radius) return { isCorrect: true, score: points };
  const share = 1 - (distance - radius) / ((ZERO_AT_RADII - 1) * radius);
  return { isCorrect: false, score: Math.max(0, Math.round(points * share)) };
}
