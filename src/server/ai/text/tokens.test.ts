import { describe, expect, it } from 'vitest';
import { contentQuery, foldLatin, words } from './tokens';

describe('words', () => {
  it('drops a Latin letter’s accents: "El Nino" is how El Niño is typed', () => {
    expect(words('El Niño, Köppen and COP30 at Belém')).toEqual(['el', 'nino', 'koppen', 'and', 'cop30', 'at', 'belem']);
    expect(words('Niño')).toEqual(words('nino'));
  });

  it('leaves Devanagari as it is: a vowel sign or a nukta is no accent', () => {
    for (const s of ['ज़िल्हा परिषद', 'मराठवाड्यातील नद्या', 'फ़रक', 'ऱ्हास']) {
      expect(foldLatin(s)).toBe(s);
      expect(words(s)).toEqual(s.normalize('NFC').match(/[\p{L}\p{M}\p{N}]+/gu));
    }
    expect(words('El Niño म्हणजे काय?')).toEqual(['el', 'nino', 'म्हणजे', 'काय']);
  });
});

describe('contentQuery', () => {
  it('keeps the accents PostgreSQL’s text search stores ("niño"), unlike the tutor’s own index', () => {
    expect(contentQuery('What is El Niño?')).toBe('el niño');
    expect(contentQuery('What is El Nino?')).toBe('el nino');
  });
});
