import { describe, expect, it } from 'vitest';
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
});
