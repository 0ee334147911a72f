import { describe, expect, it } from 'vitest';
import { HOTSPOT_TYPES } from '@shared/maps-constants';
import { boxCentre, contentCode, hotspotName, matchesSearch, TYPE_COLOURS } from './map-text';

const raigad = { name: 'Raigad', nameMarathi: 'रायगड' };

describe('map text', () => {
  it('Marathi readers get the Marathi names; English and Hindi readers the English ones', () => {
    expect(hotspotName(raigad, contentCode('mr'))).toBe('रायगड');
    expect(hotspotName(raigad, contentCode('hi'))).toBe('Raigad');
    expect(hotspotName(raigad, contentCode(undefined))).toBe('Raigad');
  });

  it('search matches either name, ignoring case; a blank search matches nothing', () => {
    expect(matchesSearch(raigad, 'rai')).toBe(true);
    expect(matchesSearch(raigad, 'RAIGAD ')).toBe(true);
    expect(matchesSearch(raigad, 'रायग')).toBe(true);
    expect(matchesSearch(raigad, 'sinhagad')).toBe(false);
    expect(matchesSearch(raigad, '  ')).toBe(false);
  });

  it('a layer centres on its bounding-box midpoint; every hotspot type has a colour', () => {
    expect(boxCentre({ north: 21, south: 17, east: 76, west: 72 })).toEqual([19, 74]);
    for (const t of HOTSPOT_TYPES) expect(TYPE_COLOURS[t]).toMatch(/^#[0-9a-f]{6}$/);
  });
});
