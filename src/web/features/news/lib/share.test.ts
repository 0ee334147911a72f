import { describe, expect, it } from 'vitest';
import { countWords, shareText, whatsappUrl } from './share';

describe('sharing a news item', () => {
  it('the WhatsApp link carries the title, the summary and the source', () => {
    const text = shareText('रेपो दर कायम', 'रिझर्व्ह बँकेने रेपो दर ५.५ टक्के कायम ठेवला.', 'RBI', 'https://www.rbi.org.in/');
    const url = new URL(whatsappUrl(text));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(text);
    expect(text).toContain('रिझर्व्ह बँकेने रेपो दर');
    expect(text).toContain('RBI: https://www.rbi.org.in/');
  });
  it('counts words in any script', () => {
    expect(countWords('  एक दोन  three ')).toBe(3);
    expect(countWords('')).toBe(0);
  });
});
