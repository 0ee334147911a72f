import { Marked, type Tokens } from 'marked';

/*
 * AI answers are Markdown written by a model that may have read hostile text (security checklist,
 * LLM output): render them with no raw HTML, no images (a remote image leaks data the moment it
 * loads) and only http(s) links that open in a new tab without a referrer.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** The href when it is an absolute http(s) URL, else null (javascript:, data:, relative, malformed). */
export function safeHref(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

const markdown = new Marked({
  async: false,
  gfm: true,
  breaks: true,
  renderer: {
    // Raw HTML, block or inline, is shown as the text it is.
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    // Images are dropped; their alt text stays as plain text.
    image({ text }: Tokens.Image) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      const url = safeHref(href);
      if (!url) return label;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(url)}"${titleAttr} target="_blank" rel="noopener noreferrer">${label}</a>`;
    },
  },
});

/** Markdown to HTML that is safe to place with innerHTML. */
export function renderSafeMarkdown(source: string): string {
  return markdown.parse(source) as string;
}
