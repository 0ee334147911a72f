import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiConfig } from '@server/config';

export type SdkProvider = Exclude<AiConfig['provider'], 'offline'>;

/** Used when AI_MODEL is unset: small, cheap models that handle structured output. */
export const DEFAULT_MODELS: Record<SdkProvider, string> = {
  openai: 'gpt-4o-mini',
  google: 'gemini-2.0-flash',
  'openai-compatible': 'llama3.1',
};

/** The providers behind the Vercel AI SDK, by AI_PROVIDER (config.ts checks each one's keys). */
const PROVIDERS: Record<SdkProvider, (c: AiConfig, model: string) => LanguageModel> = {
  openai: (c, model) => createOpenAI({ apiKey: c.apiKey, ...(c.baseUrl ? { baseURL: c.baseUrl } : {}) })(model),
  google: (c, model) => createGoogleGenerativeAI({ apiKey: c.apiKey, ...(c.baseUrl ? { baseURL: c.baseUrl } : {}) })(model),
  // Ollama (http://localhost:11434/v1), vLLM, llama.cpp's server: the OpenAI chat API with JSON-schema output
  'openai-compatible': (c, model) =>
    createOpenAICompatible({ name: 'openai-compatible', baseURL: c.baseUrl!, apiKey: c.apiKey, supportsStructuredOutputs: true })(model),
};

export function createModel(c: AiConfig & { provider: SdkProvider }): { model: LanguageModel; name: string } {
  const name = c.model ?? DEFAULT_MODELS[c.provider];
  return { model: PROVIDERS[c.provider](c, name), name };
}
