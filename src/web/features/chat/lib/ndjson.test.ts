import { describe, expect, it } from 'vitest';
import { readNdjson } from './ndjson';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const value of readNdjson(stream)) out.push(value);
  return out;
}

describe('readNdjson', () => {
  it('splits on newlines across chunk edges, even inside a Devanagari character', async () => {
    const bytes = new TextEncoder().encode('{"type":"delta","text":"मूलभूत"}\n{"type":"done"}\n');
    const cut = 27; // inside the multi-byte "म"
    expect(await collect(streamOf([bytes.slice(0, cut), bytes.slice(cut, 40), bytes.slice(40)]))).toEqual([
      { type: 'delta', text: 'मूलभूत' },
      { type: 'done' },
    ]);
  });

  it('reads a last line without a newline and skips blank or broken lines', async () => {
    const text = '{"a":1}\n\n  \nnot json\n{"b":2}';
    expect(await collect(streamOf([new TextEncoder().encode(text)]))).toEqual([{ a: 1 }, { b: 2 }]);
  });
});
