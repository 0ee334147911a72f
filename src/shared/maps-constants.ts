/** Map Master's constants, free of zod so the map page's chunk does not pull the schemas in (spec 02 §4, §9). */
export const MAP_DEFAULT_VIEW = { latitude: 19.7515, longitude: 75.7139, zoom: 7 } as const;
export const MAP_LAYER_ZOOM = 9;
export const MAP_HOTSPOT_ZOOM = 12;
export const KEY_LOCATIONS = 6;
/** Maharashtra's extent (as src/shared/content/maps.ts): the find-on-map quiz shows the whole state. */
export const MAHARASHTRA_BBOX = { north: 22.1, south: 15.6, east: 80.95, west: 72.6 } as const;

export const HOTSPOT_TYPES = [
  'fort', 'river', 'dam', 'sanctuary', 'national-park', 'hill', 'pass', 'district-hq', 'port', 'city', 'lake', 'beach',
  'cave', 'pilgrimage', 'peak', 'island', 'plateau', 'industry', 'other',
] as const; // prettier-ignore
export type HotspotType = (typeof HOTSPOT_TYPES)[number];
