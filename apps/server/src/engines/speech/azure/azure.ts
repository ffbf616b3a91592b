import { resample } from '../assembly';
import type { SpeechEngine, SpeechSegment } from '../engine';
import { SpeechError } from '../errors';
import { decodeWav } from '../wav';

export interface AzureSpeechConfig {
  /** Subscription key (AZURE_SPEECH_KEY). */
  key?: string;
  /** Region such as eastasia (AZURE_SPEECH_REGION). */
  region?: string;
  /** Replaces https://{region}.tts.speech.microsoft.com, e.g. for a local fake in tests. */
  baseUrl?: string;
  timeoutMs?: number;
}

export function azureSpeechConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AzureSpeechConfig {
  return {
    ...(env.AZURE_SPEECH_KEY ? { key: env.AZURE_SPEECH_KEY } : {}),
    ...(env.AZURE_SPEECH_REGION ? { region: env.AZURE_SPEECH_REGION } : {}),
    ...(env.AZURE_SPEECH_BASE_URL ? { baseUrl: env.AZURE_SPEECH_BASE_URL } : {}),
  };
}

const USER_AGENT = 'DubKit-server';

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

function signedPercent(value: number): string {
  const rounded = Math.round(value);
  return `${rounded >= 0 ? '+' : ''}${rounded}%`;
}

/** Azure's language tag for a voice name like zh-CN-XiaoxiaoNeural. */
function voiceLanguage(voice: string): string {
  return /^[a-z]{2,3}-[A-Za-z]{2,4}/.exec(voice)?.[0] ?? 'zh-CN';
}

/** The SSML Azure receives for one segment: voice, optional style/role, and prosody. */
export function azureSsml(segment: SpeechSegment): string {
  // The neutral pitch is already relative to the voice's own: no espeak baseline comes along.
  const prosody = `<prosody rate="${signedPercent((segment.rate - 1) * 100)}" pitch="${signedPercent(
    segment.pitchPercent,
  )}" volume="${Math.round(Math.min(100, Math.max(0, segment.volume)))}">${escapeXml(segment.text)}</prosody>`;
  const styled =
    segment.style || segment.role
      ? `<mstts:express-as${segment.style ? ` style="${escapeXml(segment.style)}"` : ''}${
          segment.style && segment.styleDegree !== undefined
            ? ` styledegree="${Math.min(2, Math.max(0.01, segment.styleDegree)).toFixed(2)}"`
            : ''
        }${segment.role ? ` role="${escapeXml(segment.role)}"` : ''}>${prosody}</mstts:express-as>`
      : prosody;
  return `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xmlns:mstts="https://www.w3.org/2001/mstts" xml:lang="${voiceLanguage(
    segment.voice,
  )}"><voice name="${escapeXml(segment.voice)}">${styled}</voice></speak>`;
}

/**
 * Azure Speech text-to-speech over its SSML REST API. Without a key and region it refuses every
 * request, naming the settings to configure; it never makes up audio.
 */
export function createAzureSpeechEngine(config: AzureSpeechConfig): SpeechEngine {
  return {
    name: 'azure',
    // Azure's voices change on its side; this names our request (SSML shape, output format).
    version: 'azure ssml 1',
    varies: false,
    async synthesize(segment, { signal } = {}) {
      if (!config.key || !(config.region || config.baseUrl))
        throw new SpeechError(
          'ENGINE_NOT_CONFIGURED',
          'Azure Speech is not configured: set AZURE_SPEECH_KEY and AZURE_SPEECH_REGION (e.g. eastasia)',
        );
      const base = config.baseUrl ?? `https://${config.region}.tts.speech.microsoft.com`;
      const wide = (segment.sampleRate ?? 16000) > 16000;
      const timeout = AbortSignal.timeout(config.timeoutMs ?? 30_000);
      let response: Response;
      try {
        response = await fetch(`${base.replace(/\/$/, '')}/cognitiveservices/v1`, {
          method: 'POST',
          headers: {
            'Ocp-Apim-Subscription-Key': config.key,
            'Content-Type': 'application/ssml+xml',
            'X-Microsoft-OutputFormat': wide ? 'riff-48khz-16bit-mono-pcm' : 'riff-16khz-16bit-mono-pcm',
            'User-Agent': USER_AGENT,
          },
          body: azureSsml(segment),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        if (signal?.aborted) throw new SpeechError('ABORTED', 'speech synthesis was cancelled');
        throw new SpeechError(
          'ENGINE_FAILED',
          `Azure Speech could not be reached at ${base}: ${(error as Error).message}`,
        );
      }
      if (!response.ok) throw new SpeechError('ENGINE_FAILED', await azureFailure(response));
      const pcm = decodeWav(new Uint8Array(await response.arrayBuffer()));
      return segment.sampleRate ? resample(pcm, segment.sampleRate) : pcm;
    },
    async close() {},
  };
}

async function azureFailure(response: Response): Promise<string> {
  const detail = (await response.text().catch(() => '')).slice(0, 300).trim();
  const suffix = detail ? `: ${detail}` : '';
  switch (response.status) {
    case 400:
      return `Azure Speech rejected the SSML (HTTP 400)${suffix}`;
    case 401:
    case 403:
      return `Azure Speech refused the key (HTTP ${response.status}): check AZURE_SPEECH_KEY and AZURE_SPEECH_REGION`;
    case 429:
      return 'Azure Speech is rate-limiting this key (HTTP 429): too many requests, retry later';
    default:
      return `Azure Speech failed (HTTP ${response.status})${suffix}`;
  }
}
