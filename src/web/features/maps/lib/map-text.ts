import type { HotspotType } from '@shared/maps-constants';

/** The map's content exists in English and Marathi; Hindi readers get the English names and descriptions. */
export type ContentCode = 'en' | 'mr';
export const contentCode = (code: string | undefined): ContentCode => (code === 'mr' ? 'mr' : 'en');

export const pickText = (b: { en: string; mr: string }, code: ContentCode) => b[code];
export const hotspotName = (h: { name: string; nameMarathi: string }, code: ContentCode) => (code === 'mr' ? h.nameMarathi : h.name);

/** One colour per kind of place (markers and the legend); kinds of a family share a hue. */
export const TYPE_COLOURS: Record<HotspotType, string> = {
  fort: '#b91c1c',
  river: '#0369a1',
  dam: '#0e7490',
  lake: '#0891b2',
  sanctuary: '#15803d',
  'national-park': '#166534',
  hill: '#92400e',
  peak: '#78350f',
  pass: '#a16207',
  plateau: '#854d0e',
  'district-hq': '#4338ca',
  city: '#6d28d9',
  port: '#1d4ed8',
  beach: '#0284c7',
  island: '#0f766e',
  cave: '#57534e',
  pilgrimage: '#c2410c',
  industry: '#475569',
  other: '#334155',
};

/** Case-blind match of a search against the English and the Marathi name. */
export function matchesSearch(h: { name: string; nameMarathi: string }, search: string): boolean {
  const s = search.trim().toLowerCase();
  if (!s) return false;
  return h.name.toLowerCase().includes(s) || h.nameMarathi.includes(s);
}

/** The midpoint of a bounding box: where a chosen layer centres the map. */
export const boxCentre = (b: { north: number; south: number; east: number; west: number }): [number, number] => [
  (b.north + b.south) / 2,
  (b.east + b.west) / 2,
];
