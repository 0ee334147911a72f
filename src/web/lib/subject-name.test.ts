import { describe, expect, it } from 'vitest';
import { plannerSubjectName } from './subject-name';

describe('plannerSubjectName', () => {
  it('names a subject id in the interface language', () => {
    expect(plannerSubjectName('polity', 'en')).toBe('Indian Polity');
    expect(plannerSubjectName('polity', 'mr')).toBe('भारतीय राज्यव्यवस्था');
    expect(plannerSubjectName('polity', 'hi')).toBe('भारतीय राजव्यवस्था');
  });
  it('renames a name saved in another language (an English plan on a Marathi page, a Marathi plan on a Hindi one)', () => {
    expect(plannerSubjectName('Indian Polity', 'mr')).toBe('भारतीय राज्यव्यवस्था');
    expect(plannerSubjectName('भारतीय राज्यव्यवस्था', 'en')).toBe('Indian Polity');
    expect(plannerSubjectName('भारतीय राज्यव्यवस्था', 'hi')).toBe('भारतीय राजव्यवस्था');
  });
  it('renames each subject of a test day, and leaves other text alone', () => {
    expect(plannerSubjectName('Indian Polity, Indian History', 'mr')).toBe('भारतीय राज्यव्यवस्था, भारताचा इतिहास');
    expect(plannerSubjectName('Indian Polity, Something else', 'mr')).toBe('Indian Polity, Something else');
    expect(plannerSubjectName('Fundamental Rights', 'mr')).toBe('Fundamental Rights');
  });
});
