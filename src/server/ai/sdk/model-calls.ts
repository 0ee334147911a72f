import type { LanguageModel, ModelMessage } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { withTimeoutAndRetry } from './call';

/**
 * The three ways the SDK engine talks to a model — a structured object checked against a zod schema, Markdown
 * text, and a text stream — each with the time limit, one retry and bounded output.
 */
export interface ModelCallOptions {
  model: LanguageModel;
  timeoutMs: number;
  log?: FastifyBaseLogger;
}
const MAX_OUTPUT_TOKENS = 2500;
/** The AI SDK, imported on the first model call (never with the offline engine). */
const sdk = () => import('ai');
const TEMPERATURE = 0.2;

const warn = (o: ModelCallOptions, what: string) => (err: unknown, attempt: number) =>
  o.log?.warn({ err: err instanceof Error ? { name: err.name, message: err.message } : String(err), attempt }, `ai model ${what} failed`);

export function generateObject<S extends z.ZodType>(o: ModelCallOptions, schema: S, system: string, messages: ModelMessage[]): Promise<z.output<S>> {
  return withTimeoutAndRetry(
    async (abortSignal) => {
      const { generateText, Output } = await sdk();
      const r = await generateText({
        model: o.model,
        system,
        messages,
        output: Output.object({ schema }),
        maxRetries: 0,
        abortSignal,
        temperature: TEMPERATURE,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
      });
      // the SDK checked the JSON against the schema; parsing again applies its transforms and defaults
      return schema.parse(r.output);
    },
    { timeoutMs: o.timeoutMs, onError: warn(o, 'object') },
  );
}

export function generateMarkdown(o: ModelCallOptions, schema: z.ZodType<string>, system: string, messages: ModelMessage[]): Promise<string> {
  return withTimeoutAndRetry(
    async (abortSignal) => {
      const { generateText } = await sdk();
      const r = await generateText({
        model: o.model,
        system,
        messages,
        maxRetries: 0,
        abortSignal,
        temperature: TEMPERATURE,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
      });
      return schema.parse(r.text);
    },
    { timeoutMs: o.timeoutMs, onError: warn(o, 'text') },
  );
}

type Part = { type: string; text?: string; error?: unknown };

async function* continueWith(first: string, it: AsyncIterator<Part>): AsyncGenerator<string> {
  yield first;
  for (;;) {
    const { value, done } = await it.next();
    if (done) return;
    if (value.type === 'error') throw value.error instanceof Error ? value.error : new Error('the model stream failed');
    if (value.type === 'text-delta' && value.text) yield value.text;
  }
}

/**
 * A text stream whose first piece arrived within the time limit (retried once otherwise); later pieces must each
 * come within the limit too. A stream that fails before its first piece throws here, so the engine can fall back.
 */
export function streamMarkdown(o: ModelCallOptions, system: string, messages: ModelMessage[]): Promise<AsyncIterable<string>> {
  return withTimeoutAndRetry(
    async (abortSignal) => {
      const { streamText } = await sdk();
      const r = streamText({
        model: o.model,
        system,
        messages,
        maxRetries: 0,
        abortSignal,
        temperature: TEMPERATURE,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        timeout: { chunkMs: o.timeoutMs },
        onError: () => {},
      });
      const it = (r.fullStream as AsyncIterable<Part>)[Symbol.asyncIterator]();
      for (;;) {
        const { value, done } = await it.next();
        if (done) throw new Error('the model sent nothing');
        if (value.type === 'error') throw value.error instanceof Error ? value.error : new Error('the model stream failed');
        if (value.type === 'text-delta' && value.text) return continueWith(value.text, it);
      }
    },
    { timeoutMs: o.timeoutMs, onError: warn(o, 'stream') },
  );
}
