import type { SpeechEngine } from '../engine';
import { decodeProviderAudio, finishProviderAudio, splitRate } from './audio';
import { createProviderHttp, type ProviderHttpConfig } from './http';

export type GptSovitsConfig = Omit<ProviderHttpConfig, 'name'>;

/** speed_factor the model keeps natural within (GPT-SoVITS' own web UI offers 0.6–1.65); DubKit stretches the rest. */
const SPEED_RANGE = [0.6, 1.65] as const;
/** Sampling settings a catalogue row may set for a voice, passed through as numbers. */
const SAMPLING = ['top_k', 'top_p', 'temperature', 'seed', 'repetition_penalty'] as const;

/**
 * GPT-SoVITS' own API (`api_v2.py`, `POST /tts`): the catalogue's voice is the reference audio's path on the GPT-SoVITS
 * machine (`ref_audio_path`), its options the reference's text and language (`prompt_text`, `prompt_lang`, default zh)
 * and the text's language (`text_lang`, default auto). It answers a WAV at the model's own rate.
 */
export function createGptSovitsEngine(config: GptSovitsConfig): SpeechEngine {
  const http = createProviderHttp({ ...config, name: 'gpt-sovits' });
  return {
    name: 'gpt-sovits',
    version: 'gpt-sovits api_v2 1',
    varies: true,
    async synthesize(segment, { signal, urgency } = {}) {
      if (!segment.text.trim()) return { samples: new Float32Array(0), sampleRate: segment.sampleRate ?? 32_000 };
      const options = segment.voiceOptions ?? {};
      const voice = segment.speaker ?? segment.voice;
      const { native, remaining } = splitRate(segment.rate, SPEED_RANGE);
      const sampling = Object.fromEntries(
        SAMPLING.flatMap((key) =>
          options[key] !== undefined && options[key] !== '' ? [[key, Number(options[key])]] : [],
        ),
      );
      const { bytes } = await http.post(
        'tts',
        {
          json: {
            text: segment.text,
            text_lang: options.text_lang ?? 'auto',
            ref_audio_path: segment.voice,
            prompt_text: options.prompt_text ?? '',
            prompt_lang: options.prompt_lang ?? 'zh',
            speed_factor: native,
            media_type: 'wav',
            streaming_mode: false,
            ...sampling,
          },
        },
        { voice, signal, urgency },
      );
      return finishProviderAudio(decodeProviderAudio(bytes, null, 'gpt-sovits', voice), segment, remaining);
    },
    async close() {},
  };
}
