import { describe, expect, it } from 'vitest';
import { formatRatios, pairedRatios } from './ratio';
import { median } from './stats';

describe('paired ratios against bare Fastify', () => {
  it('median of odd and even counts, ignoring order and runs that gave no number', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([0.4, 0.1, 0.3, 0.2])).toBeCloseTo(0.25);
    expect(median([5, Number.NaN, 1, 3])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('each pair divides by its own bare run; one low bare run does not move the median', () => {
    const r = pairedRatios([
      { bare: 80_000, target: 14_400 },
      { bare: 34_000, target: 14_000 }, // bare came out low: this pair alone reads 0.41
      { bare: 70_000, target: 12_600 },
    ]);
    expect(r.ratios.map((x) => Number(x.toFixed(3)))).toEqual([0.18, 0.412, 0.18]);
    expect(r.median).toBeCloseTo(0.18);
    expect(formatRatios(r)).toBe('0.18 (0.18, 0.41, 0.18)');
  });

  it('a pair whose bare run failed counts as no number, not as infinity', () => {
    const r = pairedRatios([
      { bare: 0, target: 5_000 },
      { bare: 50_000, target: 10_000 },
    ]);
    expect(r.ratios[0]).toBeNaN();
    expect(r.median).toBeCloseTo(0.2);
  });
});
