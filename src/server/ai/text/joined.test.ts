import { describe, expect, it } from 'vitest';
import { indexTerms } from './entities';
import { joinSplitWords } from './joined';

describe('a name written in two words that the notes write as one', () => {
  const df = (counts: Record<string, number>) => (t: string) => counts[t] ?? 0;
  it('is joined when the library uses the joined word more than the rarer word apart', () => {
    const lib = df({ चौरिचौर: 4, घटन: 90, गांध: 200 });
    expect(joinSplitWords('चौरी चौरा घटना काय आहे? त्यानंतर गांधीजींनी काय केले', lib)).toBe('चौरीचौरा घटना काय आहे? त्यानंतर गांधीजींनी काय केले');
    expect(joinSplitWords('power loom industry in bhiwandi', df({ powerloom: 3, power: 120 }))).toBe('powerloom industry in bhiwandi');
  });
  it('is left apart when the notes write it apart (a web address joins "Aaple Sarkar" three times, the notes part it eighteen)', () => {
    expect(joinSplitWords('what is the Aaple Sarkar portal', df({ aaplesarkar: 3, aaple: 18, sarkar: 25 }))).toBe('what is the Aaple Sarkar portal');
  });
  it('never joins a word of another script, a stop word or a word the library does not know joined', () => {
    expect(joinSplitWords('GST परिषद', df({ gstपरिषद: 5 }))).toBe('GST परिषद');
    expect(joinSplitWords('what is the preamble', df({ whatis: 9 }))).toBe('what is the preamble');
    expect(joinSplitWords('river basin', df({ river: 9, basin: 4 }))).toBe('river basin');
  });
  it('joins an English word and a stop word the notes write on to it ("southern most" is "southernmost"), not a Marathi one', () => {
    expect(joinSplitWords('southern most tip of india', df({ southernmost: 1, southern: 20 }))).toBe('southernmost tip of india');
    expect(joinSplitWords('southern most tip of india', df({ southern: 20 }))).toBe('southern most tip of india');
    const joined = indexTerms('अधिकारीकोण')[0]!;
    expect(joinSplitWords('मुख्य कार्यकारी अधिकारी कोण नेमतो', df({ [joined]: 40 }))).toBe('मुख्य कार्यकारी अधिकारी कोण नेमतो');
  });
});
