import type { SpeechEngine } from '../engine';
import { type CosyVoiceConfig, createCosyVoiceEngine } from './cosyvoice';
import { createGptSovitsEngine, type GptSovitsConfig } from './gptSovits';
import { createOpenAiSpeechEngine, type OpenAiSpeechConfig, type OpenAiSpeechFormat } from './openai';

export { createSpeechRouter } from './router';
export { createCosyVoiceEngine, createGptSovitsEngine, createOpenAiSpeechEngine };

/** The neural speech providers an operator configured; each is off until its base URL is set. */
export interface SpeechProvidersConfig {
  openai?: OpenAiSpeechConfig;
  'gpt-sovits'?: GptSovitsConfig;
  cosyvoice?: CosyVoiceConfig;
}

export const SPEECH_PROVIDERS = ['openai', 'gpt-sovits', 'cosyvoice'] as const;
export type SpeechProviderName = (typeof SPEECH_PROVIDERS)[number];

/** Each provider's settings prefix: DUBKIT_SPEECH_OPENAI_BASE_URL, DUBKIT_SPEECH_GPTSOVITS_…, DUBKIT_SPEECH_COSYVOICE_…. */
export const PROVIDER_SETTING: Record<SpeechProviderName, string> = {
  openai: 'DUBKIT_SPEECH_OPENAI',
  'gpt-sovits': 'DUBKIT_SPEECH_GPTSOVITS',
  cosyvoice: 'DUBKIT_SPEECH_COSYVOICE',
};

function positive(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

/** Base URL, key, concurrency, timeout and retries under one provider's prefix, or null when its base URL is unset. */
function httpSettings(env: NodeJS.ProcessEnv, prefix: string) {
  const baseUrl = env[`${prefix}_BASE_URL`];
  if (!baseUrl) return null;
  if (!/^https?:\/\//.test(baseUrl)) throw new Error(`${prefix}_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  const retries = env[`${prefix}_RETRIES`];
  if (retries !== undefined && !/^\d+$/.test(retries))
    throw new Error(`${prefix}_RETRIES must be a whole number, got "${retries}"`);
  const apiKey = env[`${prefix}_API_KEY`];
  const concurrency = positive(env, `${prefix}_CONCURRENCY`);
  const timeoutMs = positive(env, `${prefix}_TIMEOUT_MS`);
  return {
    baseUrl,
    ...(apiKey ? { apiKey } : {}),
    ...(concurrency ? { concurrency: Math.floor(concurrency) } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
    ...(retries !== undefined ? { retries: Number(retries) } : {}),
  };
}

/** `0.25-4` → [0.25, 4]; `none` → null (the server has no speed; DubKit stretches). */
function speedRange(raw: string | undefined, name: string): readonly [number, number] | null | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'none') return null;
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(raw);
  const [low, high] = [Number(match?.[1]), Number(match?.[2])];
  if (!match || !(low > 0 && high >= low && low <= 1 && high >= 1))
    throw new Error(`${name} must be a range around 1 such as 0.25-4, or none, got "${raw}"`);
  return [low, high];
}

/** The providers configured in the environment; a malformed setting stops the start with its name. */
export function speechProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): SpeechProvidersConfig {
  const config: SpeechProvidersConfig = {};
  const openai = httpSettings(env, PROVIDER_SETTING.openai);
  if (openai) {
    const format = (env.DUBKIT_SPEECH_OPENAI_FORMAT || 'auto') as OpenAiSpeechFormat;
    if (!['auto', 'wav', 'pcm'].includes(format))
      throw new Error(`DUBKIT_SPEECH_OPENAI_FORMAT must be auto, wav or pcm, got "${format}"`);
    const pcmSampleRate = positive(env, 'DUBKIT_SPEECH_OPENAI_PCM_RATE');
    const speed = speedRange(env.DUBKIT_SPEECH_OPENAI_SPEED, 'DUBKIT_SPEECH_OPENAI_SPEED');
    config.openai = {
      ...openai,
      model: env.DUBKIT_SPEECH_OPENAI_MODEL || 'tts-1',
      format,
      ...(pcmSampleRate ? { pcmSampleRate } : {}),
      ...(speed !== undefined ? { speedRange: speed } : {}),
    };
  }
  const sovits = httpSettings(env, PROVIDER_SETTING['gpt-sovits']);
  if (sovits) config['gpt-sovits'] = sovits;
  const cosy = httpSettings(env, PROVIDER_SETTING.cosyvoice);
  if (cosy) {
    const sampleRate = positive(env, 'DUBKIT_SPEECH_COSYVOICE_SAMPLE_RATE');
    config.cosyvoice = { ...cosy, ...(sampleRate ? { sampleRate } : {}) };
  }
  return config;
}

/** An engine for every configured provider, by name. */
export function createSpeechProviders(config: SpeechProvidersConfig): Record<string, SpeechEngine> {
  const engines: Record<string, SpeechEngine> = {};
  if (config.openai) engines.openai = createOpenAiSpeechEngine(config.openai);
  if (config['gpt-sovits']) engines['gpt-sovits'] = createGptSovitsEngine(config['gpt-sovits']);
  if (config.cosyvoice) engines.cosyvoice = createCosyVoiceEngine(config.cosyvoice);
  return engines;
}
