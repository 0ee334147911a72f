import { describe, expect, it } from 'vitest';
import { boxesMeet, coversAny, type Box } from './keep-clear';

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});
const fab = box(318, 772, 56, 56); // bottom right of a 390×844 phone

describe('keep clear of primary actions', () => {
  it('meets a full-width button under it, or one just above within the margin', () => {
    expect(boxesMeet(fab, box(16, 780, 358, 44))).toBe(true);
    expect(boxesMeet(fab, box(16, 726, 358, 44))).toBe(true); // ends 2 px above: inside the 4 px margin
    expect(boxesMeet(fab, box(16, 700, 358, 44))).toBe(false);
  });
  it('leaves a button beside it alone', () => {
    expect(boxesMeet(fab, box(16, 780, 280, 44))).toBe(false);
    expect(boxesMeet(fab, box(16, 780, 300, 44))).toBe(true);
  });
  it('ignores buttons with no size (hidden)', () => {
    expect(coversAny(fab, [box(0, 0, 0, 0), box(318, 772, 0, 0)])).toBe(false);
    expect(coversAny(fab, [box(0, 0, 0, 0), box(16, 780, 358, 44)])).toBe(true);
  });
});
