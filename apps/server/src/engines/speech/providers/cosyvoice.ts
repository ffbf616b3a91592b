import { readFile } from 'node:fs/promises';
import type { SpeechEngine } from '../engine';
import { SpeechError } from '../errors';
import { decodeProviderAudio, finishProviderAudio } from './audio';
import { createProviderHttp, type ProviderHttpConfig } from './http';

export interface CosyVoiceConfig extends Omit<ProviderHttpConfig, 'name'> {
  /** The model's output rate: its routes send raw PCM with no header (CosyVoice 22 050 Hz, CosyVoice2 24 000 Hz). */
  sampleRate?: number;
}

/**
 * CosyVoice's own FastAPI server (`runtime/python/fastapi/server.py`), which answers raw 16-bit PCM. The catalogue's
 * voice is a speaker id of the model (`/inference_sft`, or `/inference_instruct` with an `instruct_text` option); with
 * a `prompt_wav` option (a WAV file on the DubKit server) and `prompt_text` it clones that voice
 * (`/inference_zero_shot`). The server has no speed: DubKit stretches the audio itself, pitch kept.
 */
export function createCosyVoiceEngine(config: CosyVoiceConfig): SpeechEngine {
  const http = createProviderHttp({ ...config, name: 'cosyvoice' });
  const rate = config.sampleRate ?? 22_050;
  return {
    name: 'cosyvoice',
    version: 'cosyvoice fastapi 1',
    varies: true,
    async synthesize(segment, { signal, urgency } = {}) {
      if (!segment.text.trim()) return { samples: new Float32Array(0), sampleRate: segment.sampleRate ?? rate };
      const options = segment.voiceOptions ?? {};
      const voice = segment.speaker ?? segment.voice;
      const form = new FormData();
      form.set('tts_text', segment.text);
      let route = 'inference_sft';
      if (options.prompt_wav) {
        route = 'inference_zero_shot';
        const wav = await readFile(options.prompt_wav).catch((error: Error) => {
          throw new SpeechError(
            'ENGINE_FAILED',
            `cosyvoice prompt_wav of voice ${voice} unreadable: ${error.message}`,
            {
              voice,
            },
          );
        });
        form.set('prompt_text', options.prompt_text ?? '');
        form.set('prompt_wav', new Blob([wav], { type: 'audio/wav' }), 'prompt.wav');
      } else {
        form.set('spk_id', segment.voice);
        if (options.instruct_text) {
          route = 'inference_instruct';
          form.set('instruct_text', options.instruct_text);
        }
      }
      const { bytes, headers } = await http.post(route, { form }, { voice, signal, urgency });
      // Some builds of the server say their rate in a header; the official one does not.
      const sent = Number(headers.get('x-custom-header-samplerate'));
      const pcm = decodeProviderAudio(bytes, sent > 0 ? sent : rate, 'cosyvoice', voice);
      return finishProviderAudio(pcm, segment, segment.rate);
    },
    async close() {},
  };
}
