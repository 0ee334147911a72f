import { describe, expect, it } from 'vitest';
import { normaliseIndianMobile } from './phone';

describe('normaliseIndianMobile', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['+91 (600) 000-0000', '+916000000000'],
  ])('%s → %s', (input, out) => expect(normaliseIndianMobile(input)).toBe(out));

  it.each([
    ['987654321', '9 digits'],
    ['98765432101', '11 digits without 0'],
    ['+915876543210', 'not a mobile (starts 5)'],
    ['5876543210', 'starts 5'],
    ['+14155550100', 'another country'],
    ['९८७६५४३२१०', 'Devanagari digits'],
    ['９８７６５４３２１０', 'full-width digits'],
    ['', 'empty'],
    ['98765abc10', 'letters'],
    ['9'.repeat(40), 'too long'],
  ])('refuses %s (%s)', (input) => expect(normaliseIndianMobile(input)).toBeNull());
});
