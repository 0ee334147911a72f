import { median } from './stats';

/**
 * Ratios against a bare Fastify hello-world taken in alternating pairs (bench/load.ts): on this shared 2-core machine
 * one bare run swings 34k–88k req/s from run to run, so one pair proves little; the median of several does.
 */

export interface Pair {
  /** requests/s of bare Fastify in this pair */
  bare: number;
  /** requests/s of the route measured right after it */
  target: number;
}

/** Each pair's ratio (target / bare; NaN when bare did not run) and their median. */
export function pairedRatios(pairs: readonly Pair[]): { ratios: number[]; median: number } {
  const ratios = pairs.map((p) => (p.bare > 0 ? p.target / p.bare : Number.NaN));
  return { ratios, median: median(ratios) };
}

/** "0.18 (0.16, 0.18, 0.21)" — the median, then each pair's ratio in the order they ran. */
export function formatRatios(r: { ratios: number[]; median: number }): string {
  return `${r.median.toFixed(2)} (${r.ratios.map((x) => x.toFixed(2)).join(', ')})`;
}
