import { describe, expect, it } from 'vitest';
import { startInterviewRequest } from './interview';

describe('the interview start request', () => {
  it('keeps the district name only, so "{district} district" never reads "Satara district district"', () => {
    const district = (d: string) => startInterviewRequest.parse({ district: d }).district;
    expect(district('Satara district')).toBe('Satara');
    expect(district('  Satara District ')).toBe('Satara');
    expect(district('सातारा जिल्हा')).toBe('सातारा');
    expect(district('Satara')).toBe('Satara');
    expect(district('District')).toBe('District'); // nothing else to keep: as typed
    expect(district('')).toBeUndefined();
  });
});
