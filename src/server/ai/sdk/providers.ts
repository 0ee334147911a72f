import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { LanguageModel } from 'ai';
import type { AiConfig } from '@server/config';

export type SdkProvider = Exclude<AiConfig['provider'], 'offline'>;

/** Used when AI_MODEL is unset: small, cheap models that handle structured output. */
export const DEFAULT_MODELS: Record<SdkProvider, string> = {
  openai: 'gpt-4o-mini',
  google: 'gemini-2.0-flash',
  'openai-compatible': 'llama3.1',
};

/**
 * The providers behind the Vercel AI SDK, by AI_PROVIDER (config.ts checks each one's keys). Each SDK is imported on
 * the first model call, not at start (issue 9: together they cost ~30 MB and ~0.25 s, unused with the offline engine).
 */
const PROVIDERS: Record<SdkProvider, (c: AiConfig, model: string) => Promise<LanguageModel>> = {
  openai: async (c, model) =>
    (await import('@ai-sdk/openai')).createOpenAI({ apiKey: c.apiKey, ...(c.baseUrl ? { baseURL: c.baseUrl } : {}) })(model),
  google: async (c, model) =>
    (await import('@ai-sdk/google')).createGoogleGenerativeAI({ apiKey: c.apiKey, ...(c.baseUrl ? { baseURL: c.baseUrl } : {}) })(model),
  // Ollama (http://localhost:11434/v1), vLLM, llama.cpp's server: the OpenAI chat API with JSON-schema output
  'openai-compatible': async (c, model) =>
    (await import('@ai-sdk/openai-compatible')).createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: c.baseUrl!,
      apiKey: c.apiKey,
      supportsStructuredOutputs: true,
    })(model),
};

export function createModel(c: AiConfig & { provider: SdkProvider }): { model: LanguageModel; name: string } {
  const name = c.model ?? DEFAULT_MODELS[c.provider];
  let loaded: Promise<LanguageModelV3> | undefined;
  const load = () => (loaded ??= PROVIDERS[c.provider](c, name).then((m) => m as LanguageModelV3));
  // Stands in for the provider's model until its first call, which loads the SDK.
  const model: LanguageModelV3 = {
    specificationVersion: 'v3',
    provider: c.provider,
    modelId: name,
    get supportedUrls() {
      return load().then((m) => m.supportedUrls);
    },
    doGenerate: async (options) => (await load()).doGenerate(options),
    doStream: async (options) => (await load()).doStream(options),
  };
  return { model, name };
}
