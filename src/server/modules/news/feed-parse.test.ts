import { describe, expect, it } from 'vitest';
import { countWords, extractiveSummary, segmentSentences } from '@server/ai/text/segment';
import { sameStory, titleSimilarity } from './dedupe';
import { FeedFormatError, parseFeed } from './feed-parse';
import { BLANK, clozeCards } from './practice';

// The shape PIB's RSS has: CDATA titles, HTML in the description, a guid, an RFC 822 date.
const RSS = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>PIB - Press Releases</title><link>https://pib.gov.in/</link>
<item><title><![CDATA[Cabinet approves Rs 4,000 crore scheme for &amp; water]]></title>
<link>https://pib.gov.in/PressReleasePage.aspx?PRID=2100001&amp;utm_source=rss</link>
<description><![CDATA[<p>The Union Cabinet <b>approved</b> a scheme.</p><script>alert(1)</script><p>It costs &#8377; 4,000 crore.</p>]]></description>
<pubDate>Mon, 14 Jul 2025 18:30:00 +0530</pubDate><guid isPermaLink="false">2100001</guid>
<media:content url="https://pib.gov.in/img/a.jpg" medium="image"/></item>
<item><title>Second release</title><guid>https://pib.gov.in/PressReleasePage.aspx?PRID=2100002</guid><dc:date>2025-07-15T10:00:00Z</dc:date>
<category>Economy</category><category>Finance</category></item>
<item><title></title><link>https://pib.gov.in/x</link></item>
<item><title>No link</title></item>
<item><title>Bad link</title><link>javascript:alert(1)</link></item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Maharashtra news</title>
<entry><title type="html">Mumbai metro line &lt;b&gt;3&lt;/b&gt; opens</title>
<link rel="alternate" href="/news/metro-3"/><link rel="enclosure" type="image/jpeg" href="https://example.gov.in/m.jpg"/>
<id>tag:example,2025:1</id><updated>2025-07-16T05:00:00Z</updated><published>2025-07-15T05:00:00Z</published>
<summary>The line runs underground.</summary><category term="infrastructure"/></entry>
<entry><title>Entry with content only</title><link href="https://example.gov.in/b"/><content type="html">&lt;p&gt;Body text.&lt;/p&gt;</content></entry>
</feed>`;

describe('feed parsing (fast-xml-parser)', () => {
  it('reads RSS 2.0 as feeds like PIB write it: CDATA, HTML, entities, guid links, media images, categories', () => {
    const e = parseFeed(RSS, 'https://pib.gov.in/rss.aspx');
    expect(e.map((x) => x.title)).toEqual(['Cabinet approves Rs 4,000 crore scheme for & water', 'Second release']);
    expect(e[0]!.link).toBe('https://pib.gov.in/PressReleasePage.aspx?PRID=2100001&utm_source=rss');
    expect(e[0]!.text).toBe('The Union Cabinet approved a scheme.\nIt costs ₹ 4,000 crore.');
    expect(e[0]!.text).not.toContain('alert');
    expect(e[0]!.published?.toISOString()).toBe('2025-07-14T13:00:00.000Z');
    expect(e[0]!.imageUrl).toBe('https://pib.gov.in/img/a.jpg');
    expect(e[1]!.link).toBe('https://pib.gov.in/PressReleasePage.aspx?PRID=2100002');
    expect(e[1]!.published?.toISOString()).toBe('2025-07-15T10:00:00.000Z');
    expect(e[1]!.categories).toEqual(['Economy', 'Finance']);
  });

  it('reads Atom: typed titles, relative links against the feed, published before updated, content when no summary', () => {
    const e = parseFeed(ATOM, 'https://example.gov.in/feed.atom');
    expect(e[0]).toMatchObject({
      title: 'Mumbai metro line 3 opens',
      link: 'https://example.gov.in/news/metro-3',
      imageUrl: 'https://example.gov.in/m.jpg',
    });
    expect(e[0]!.published?.toISOString()).toBe('2025-07-15T05:00:00.000Z');
    expect(e[0]!.categories).toEqual(['infrastructure']);
    expect(e[1]!.text).toBe('Body text.');
  });

  it('reads RSS 1.0 (RDF)', () => {
    const rdf = `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><item><title>One</title><link>https://a.in/1</link></item></rdf:RDF>`;
    expect(parseFeed(rdf).map((x) => x.link)).toEqual(['https://a.in/1']);
  });

  it('refuses what is not a feed: broken XML, an HTML error page, JSON, empty', () => {
    for (const bad of ['<rss><channel><item><title>x</title></channel></rss>', '<html><body>502 Bad Gateway</body></html>', '{"items":[]}', '']) {
      expect(() => parseFeed(bad)).toThrow(FeedFormatError);
    }
  });

  it('hostile XML: nested entities are not expanded (billion laughs), external entities are refused', () => {
    const defs = ['<!ENTITY a "aaaaaaaaaa">', ...'bcdef'.split('').map((x, i) => `<!ENTITY ${x} "${`&${'abcdef'[i]};`.repeat(10)}">`)].join('');
    const lol = `<?xml version="1.0"?><!DOCTYPE rss [${defs}]><rss version="2.0"><channel><item><title>&f;&f;</title><link>https://a.in/1</link></item></channel></rss>`;
    expect(parseFeed(lol)[0]!.title.length).toBeLessThan(100);
    const ext = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY x SYSTEM "file:///etc/passwd">]><rss version="2.0"><channel><item><title>&x;</title><link>https://a.in/1</link></item></channel></rss>`;
    expect(() => parseFeed(ext)).toThrow(FeedFormatError);
  });

  it('an empty channel is no entries, not an error', () => {
    expect(parseFeed('<rss version="2.0"><channel><title>t</title></channel></rss>')).toEqual([]);
  });
});

describe('de-duplication by title', () => {
  it('finds the same story under reworded headlines, and keeps different stories apart', () => {
    expect(sameStory('RBI keeps repo rate unchanged at 5.5 per cent', 'RBI keeps repo rate unchanged at 5.5%')).toBe(true);
    expect(sameStory('Cabinet approves water grid for Marathwada', 'Marathwada water grid approved by Cabinet')).toBe(true);
    expect(sameStory('RBI keeps repo rate unchanged', 'ISRO launches a navigation satellite')).toBe(false);
    // shared stop words and a shared frame are not one story; different numbers are different stories
    expect(sameStory('Cabinet approves increase in MSP for Kharif crops', 'Cabinet approves new scheme for rooftop solar')).toBe(false);
    expect(sameStory('Prime Minister to visit Maharashtra on 15th July', 'Prime Minister to visit Bihar on 18th July')).toBe(false);
    expect(sameStory('RBI cuts repo rate to 5.5 per cent', 'RBI cuts repo rate to 5.25 per cent')).toBe(false);
    expect(sameStory('मराठवाड्यासाठी जलजाळे मंजूर', 'मराठवाड्यासाठी जलजाळे मंजूर झाले')).toBe(true);
    expect(titleSimilarity('', 'x')).toBe(0);
  });
});

describe('sentences (Intl.Segmenter) and the 200-word summary', () => {
  it('splits Marathi at the danda and the full stop, and keeps initials and honorifics whole', () => {
    const mr = 'राज्य सरकारने १४ जुलै २०२५ रोजी योजना जाहीर केली। या योजनेत ५०० कोटी रुपयांची तरतूद आहे. डॉ. बाबासाहेब आंबेडकर यांचे नाव योजनेला दिले! पुढे काय?';
    expect(segmentSentences(mr, 'mr')).toEqual([
      'राज्य सरकारने १४ जुलै २०२५ रोजी योजना जाहीर केली।',
      'या योजनेत ५०० कोटी रुपयांची तरतूद आहे.',
      'डॉ. बाबासाहेब आंबेडकर यांचे नाव योजनेला दिले!',
      'पुढे काय?',
    ]);
    expect(segmentSentences('सरकार ने योजना शुरू की। इसमें 500 करोड़ रुपये हैं।', 'hi')).toHaveLength(2);
    expect(segmentSentences('Dr. B.R. Ambedkar was born in 1891. The RBI cut the rate to 5.5 per cent.', 'en')).toEqual([
      'Dr. B.R. Ambedkar was born in 1891.',
      'The RBI cut the rate to 5.5 per cent.',
    ]);
  });

  it('never passes 200 words, and every sentence is one of the text', () => {
    const text = Array.from({ length: 60 }, (_, i) => `Sentence ${i} talks about the water grid and dams in district ${i % 7} of the state.`).join(
      ' ',
    );
    const s = extractiveSummary(text, { maxWords: 200, maxSentences: 40 });
    expect(countWords(s.join(' '))).toBeLessThanOrEqual(200);
    expect(s.length).toBeGreaterThan(5);
    const all = segmentSentences(text);
    for (const x of s) expect(all).toContain(x);
    // a news item's lead is always in its summary
    expect(s[0]).toBe(all[0]);
    // one sentence longer than the cap is cut at the cap
    const long = extractiveSummary(`${'word '.repeat(300)}end.`, { maxWords: 200 });
    expect(countWords(long[0]!)).toBe(200);
  });
});

describe('practice cards from the news (cloze)', () => {
  it('blanks dates, amounts and names, one different fact per card, at most three', () => {
    const cards = clozeCards(
      'The Maharashtra cabinet approved a water grid on 14 July 2025. The first phase of the water grid costs ₹ 4,000 crore. It links dams in Chhatrapati Sambhajinagar district. It was planned for years.',
      'en',
      'Water grid',
    );
    expect(cards.map((c) => c.back)).toEqual(['14 July 2025', '₹ 4,000 crore', 'Chhatrapati Sambhajinagar']);
    for (const c of cards) {
      expect(c.front).toContain(BLANK);
      expect(c.front).not.toContain(c.back);
      expect(c.explanation).toContain(c.back);
    }
  });

  it('works on Marathi text (Devanagari digits and months), and makes none from a text without facts', () => {
    const cards = clozeCards('मंत्रिमंडळाने १४ जुलै २०२५ रोजी आराखड्याला मान्यता दिली. पहिल्या टप्प्याचा खर्च ४,००० कोटी रुपये अपेक्षित आहे.', 'mr', 'जलजाळे');
    expect(cards.map((c) => c.back)).toEqual(['१४ जुलै २०२५', '४,००० कोटी']);
    expect(clozeCards('The state will study the matter further and report back soon.', 'en', 't')).toEqual([]);
  });
});
