import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** One entry of an RSS 2.0, RSS 1.0 (RDF) or Atom feed, as plain text. */
export interface FeedEntry {
  title: string;
  link: string;
  /** the entry's text: description / summary / content, HTML removed */
  text: string;
  /** when the entry says it was published (or updated), if it says so in a form Date understands */
  published: Date | null;
  imageUrl: string | null;
  categories: string[];
}

export class FeedFormatError extends Error {
  override readonly name = 'FeedFormatError';
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // keep namespace prefixes (media:content, dc:date, content:encoded): they name what we read
  removeNSPrefix: false,
  textNodeName: '#text',
  cdataPropName: false,
  trimValues: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => ['item', 'entry', 'link', 'category', 'media:content', 'enclosure'].includes(name),
});

type Node = Record<string, unknown>;
const asNode = (v: unknown): Node => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : {});
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** The text of a node: a string, or an element's `#text` (Atom's <title type="html">), else ''. */
function textOf(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return textOf(v[0]);
  const n = asNode(v);
  return typeof n['#text'] === 'string' ? n['#text'] : '';
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};
/** HTML (a description is often escaped HTML) to plain text: tags, scripts and styles dropped, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return code > 0 && code < 0x110000 && code !== 0xfffe ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '') // eslint-disable-line no-control-regex
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

const httpUrl = (s: string): string | null => {
  try {
    const u = new URL(s.trim());
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
};

function date(v: unknown): Date | null {
  const s = textOf(v).trim();
  if (!s) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

function rssEntry(item: Node, base: string | null): FeedEntry {
  const linkText = textOf(item.link) || (asNode(item.guid)['@_isPermaLink'] !== 'false' ? textOf(item.guid) : '');
  const media = asArray(item['media:content']).map(asNode);
  const enclosure = asArray(item.enclosure).map(asNode);
  const image =
    media.find((m) => typeof m['@_url'] === 'string' && (!m['@_medium'] || m['@_medium'] === 'image'))?.['@_url'] ??
    enclosure.find((e) => String(e['@_type'] ?? '').startsWith('image/'))?.['@_url'] ??
    asNode(item['media:thumbnail'])['@_url'];
  return {
    title: htmlToText(textOf(item.title)),
    link: resolve(linkText, base),
    text: htmlToText(textOf(item['content:encoded']) || textOf(item.description)),
    published: date(item.pubDate) ?? date(item['dc:date']),
    imageUrl: typeof image === 'string' ? httpUrl(image) : null,
    categories: asArray(item.category)
      .map(textOf)
      .map((c) => c.trim())
      .filter(Boolean),
  };
}

function atomEntry(entry: Node, base: string | null): FeedEntry {
  const links = asArray(entry.link).map(asNode);
  const alternate = links.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate') ?? links[0];
  const image = links.find((l) => l['@_rel'] === 'enclosure' && String(l['@_type'] ?? '').startsWith('image/'));
  return {
    title: htmlToText(textOf(entry.title)),
    link: resolve(typeof alternate?.['@_href'] === 'string' ? alternate['@_href'] : '', base),
    text: htmlToText(textOf(entry.summary) || textOf(entry.content)),
    published: date(entry.published) ?? date(entry.updated),
    imageUrl: typeof image?.['@_href'] === 'string' ? httpUrl(image['@_href']) : null,
    categories: asArray(entry.category)
      .map((c) => String(asNode(c)['@_term'] ?? textOf(c)))
      .filter(Boolean),
  };
}

function resolve(link: string, base: string | null): string {
  if (!link.trim()) return '';
  try {
    return httpUrl(new URL(link.trim(), base ?? undefined).toString()) ?? '';
  } catch {
    return '';
  }
}

/**
 * Entries of an RSS 2.0, RSS 1.0 or Atom document. Not XML, or XML that is none of them → FeedFormatError.
 * Entries without a title or an http(s) link are dropped (nothing to show or to cite).
 */
export function parseFeed(xml: string, feedUrl: string | null = null): FeedEntry[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new FeedFormatError(`not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  let doc: Node;
  try {
    doc = asNode(parser.parse(xml));
  } catch (e) {
    throw new FeedFormatError(`unreadable XML: ${e instanceof Error ? e.message : String(e)}`);
  }
  let entries: FeedEntry[];
  if (doc.rss) entries = asArray(asNode(asNode(doc.rss).channel).item).map((i) => rssEntry(asNode(i), feedUrl));
  else if (doc.feed) entries = asArray(asNode(doc.feed).entry).map((e) => atomEntry(asNode(e), feedUrl));
  else if (doc['rdf:RDF']) entries = asArray(asNode(doc['rdf:RDF']).item).map((i) => rssEntry(asNode(i), feedUrl));
  else throw new FeedFormatError('neither RSS nor Atom');
  return entries.filter((e) => e.title && e.link);
}
