import { describe, expect, it } from 'vitest';
import { distanceKm, locateScore, radiusKm, ZERO_AT_RADII } from './scoring';

describe('find-on-map scoring', () => {
  it('measures great-circle distance: Mumbai to Pune is about 120 km', () => {
    const d = distanceKm({ latitude: 18.938, longitude: 72.8354 }, { latitude: 18.5204, longitude: 73.8567 });
    expect(d).toBeGreaterThan(115);
    expect(d).toBeLessThan(125);
    expect(distanceKm({ latitude: 19, longitude: 75 }, { latitude: 19, longitude: 75 })).toBe(0);
  });

  it('full points within the radius, linearly less beyond, nothing from five radii', () => {
    expect(locateScore(20, 0, 10)).toEqual({ isCorrect: true, score: 20 });
    expect(locateScore(20, 10, 10)).toEqual({ isCorrect: true, score: 20 });
    expect(locateScore(20, 30, 10)).toEqual({ isCorrect: false, score: 10 });
    expect(locateScore(20, ZERO_AT_RADII * 10, 10)).toEqual({ isCorrect: false, score: 0 });
    expect(locateScore(20, 1000, 10)).toEqual({ isCorrect: false, score: 0 });
  });

  it('areas get a wider radius than points, and all-India places three times wider', () => {
    expect(radiusKm('national-park', 'maharashtra')).toBeGreaterThan(radiusKm('fort', 'maharashtra'));
    expect(radiusKm('fort', 'india')).toBe(3 * radiusKm('fort', 'maharashtra'));
  });
});
