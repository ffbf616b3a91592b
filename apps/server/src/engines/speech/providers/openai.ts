import type { SpeechEngine, SpeechSegment, SynthesizeOptions } from '../engine';
import { SpeechError } from '../errors';
import { decodeProviderAudio, finishProviderAudio, splitRate } from './audio';
import { createProviderHttp, type ProviderHttpConfig } from './http';

/** What a server answers `POST /v1/audio/speech` with: a WAV, or raw 16-bit PCM; `auto` asks for WAV and falls back. */
export type OpenAiSpeechFormat = 'auto' | 'wav' | 'pcm';

export interface OpenAiSpeechConfig extends Omit<ProviderHttpConfig, 'name'> {
  /** The model (tts-1, gpt-4o-mini-tts, kokoro, a hosted CosyVoice…). */
  model: string;
  format?: OpenAiSpeechFormat;
  /** Rate of the raw PCM format (OpenAI and Kokoro send 24 000 Hz). */
  pcmSampleRate?: number;
  /** The speed the server accepts (OpenAI 0.25–4), or null when it has none: DubKit then stretches the audio itself. */
  speedRange?: readonly [number, number] | null;
}

const VERSION = 'openai-speech 1';

/**
 * An OpenAI-compatible speech server (OpenAI, Kokoro-FastAPI, openedai-speech, hosted CosyVoice or Fish-Speech behind
 * the same route): one request per sentence, the voice from the voice catalogue, `instructions` from its options.
 * Servers differ: the format is probed (WAV first, raw PCM when WAV is refused or not sent) and remembered.
 */
export function createOpenAiSpeechEngine(config: OpenAiSpeechConfig): SpeechEngine & { format(): OpenAiSpeechFormat } {
  const http = createProviderHttp({ ...config, name: 'openai' });
  const pcmRate = config.pcmSampleRate ?? 24_000;
  const range = config.speedRange === undefined ? ([0.25, 4] as const) : config.speedRange;
  let format: OpenAiSpeechFormat = config.format ?? 'auto';

  const ask = async (segment: SpeechSegment, as: 'wav' | 'pcm', speed: number, options: SynthesizeOptions) => {
    const voice = segment.speaker ?? segment.voice;
    const instructions = segment.voiceOptions?.instructions;
    const { bytes } = await http.post(
      'v1/audio/speech',
      {
        json: {
          model: config.model,
          input: segment.text,
          voice: segment.voice,
          response_format: as,
          ...(speed !== 1 ? { speed } : {}),
          ...(instructions ? { instructions } : {}),
        },
      },
      { voice, signal: options.signal, urgency: options.urgency },
    );
    return decodeProviderAudio(bytes, as === 'pcm' ? pcmRate : null, 'openai', voice);
  };

  return {
    name: 'openai',
    version: `${VERSION} ${config.model}`,
    varies: true,
    format: () => format,
    async synthesize(segment, options = {}) {
      if (!segment.text.trim()) return { samples: new Float32Array(0), sampleRate: segment.sampleRate ?? pcmRate };
      const { native, remaining } = splitRate(segment.rate, range);
      const speed = Math.round(native * 100) / 100;
      let pcm: Awaited<ReturnType<typeof ask>>;
      if (format === 'auto') {
        try {
          pcm = await ask(segment, 'wav', speed, options);
          format = 'wav';
        } catch (error) {
          // A server without WAV refuses the format or sends something else: raw PCM is the one every one of them has.
          if (!(error instanceof SpeechError) || !['TEXT_REFUSED', 'BAD_AUDIO'].includes(error.code)) throw error;
          pcm = await ask(segment, 'pcm', speed, options).catch(() => Promise.reject(error));
          format = 'pcm';
        }
      } else pcm = await ask(segment, format, speed, options);
      return finishProviderAudio(pcm, segment, remaining * (native / speed));
    },
    async close() {},
  };
}
