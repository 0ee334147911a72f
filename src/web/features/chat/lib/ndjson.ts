/**
 * Reads a body of newline-delimited JSON, yielding each parsed line as it arrives. A chunk may end
 * mid-line (or mid-character: the decoder keeps the partial bytes); blank and unreadable lines are skipped.
 */
export async function* readNdjson(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let finished = false;
  const parse = (line: string): { ok: true; value: unknown } | { ok: false } => {
    if (line.trim() === '') return { ok: false };
    try {
      return { ok: true, value: JSON.parse(line) as unknown };
    } catch {
      return { ok: false };
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        break;
      }
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = parse(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        if (line.ok) yield line.value;
        newline = buffer.indexOf('\n');
      }
    }
    buffer += decoder.decode();
    const last = parse(buffer);
    if (last.ok) yield last.value;
  } finally {
    // Stopped early (an error event, an unmount): tell the server we are no longer reading.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
