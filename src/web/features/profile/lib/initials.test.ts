import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of each name', () => {
    expect(initials('asha', 'Patil')).toBe('AP');
    expect(initials('Asha', null)).toBe('A');
    expect(initials(null, ' ')).toBe('');
  });

  it('keeps a Devanagari vowel sign with its letter', () => {
    expect(initials('राहुल', 'देशमुख')).toBe('रादे');
  });
});
