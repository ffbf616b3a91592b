import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI, { APIConnectionError, APIError, APIUserAbortError, toFile } from 'openai';
import type { Transcriber, TranscriptSentence } from './engine';
import { AsrError } from './errors';
import { type AudioPart, extractAudio } from './media';

/** An OpenAI-compatible `/audio/transcriptions` API (OpenAI whisper-1, Groq, a local whisper server, …). */
export interface AsrProviderConfig {
  /** DUBKIT_ASR_BASE_URL, e.g. https://api.openai.com/v1 */
  baseUrl: string;
  /** DUBKIT_ASR_API_KEY */
  apiKey: string;
  /** DUBKIT_ASR_MODEL, e.g. whisper-1 */
  model: string;
}

/** The provider from the environment, or null when any of the three settings is missing. */
export function asrProviderFromEnv(env: NodeJS.ProcessEnv = process.env): AsrProviderConfig | null {
  const { DUBKIT_ASR_BASE_URL: baseUrl, DUBKIT_ASR_API_KEY: apiKey, DUBKIT_ASR_MODEL: model } = env;
  return baseUrl && apiKey && model ? { baseUrl, apiKey, model } : null;
}

// OpenAI refuses uploads over 25 MB; the headroom covers the multipart envelope.
const DEFAULT_MAX_UPLOAD_BYTES = 25 * 1024 * 1024 - 64 * 1024;

/** The provider's refusal in the user's words, with the provider's own message; `retryable` for 429 and 5xx. */
function refusal(error: APIError): AsrError {
  const detail = (error.error as { message?: unknown } | undefined)?.message;
  const said = `（服务返回：${typeof detail === 'string' && detail ? detail : error.message}）`;
  const status = error.status ?? 0;
  if (status === 401 || status === 403)
    return new AsrError(`语音转文字服务认证失败，请联系管理员${said}`, false, { cause: error });
  if (status === 429) return new AsrError(`语音转文字服务繁忙，请稍后再试${said}`, true, { cause: error });
  if (status >= 500) return new AsrError(`语音转文字服务暂时不可用，请稍后再试${said}`, true, { cause: error });
  return new AsrError(`语音转文字服务拒绝了该文件${said}`, false, { cause: error });
}

function refusesTimestamps(error: unknown): boolean {
  return error instanceof APIError && error.status === 400 && /verbose_json|timestamp_granularit/i.test(error.message);
}

/** What OpenAI-compatible servers answer with verbose_json; some add a `speaker` to each segment. */
interface VerboseAnswer {
  text?: string;
  segments?: Array<{ start: number; end: number; text: string; speaker?: unknown }>;
}

/** The part's segments as sentences on the media's time line; a text-only answer is one sentence over the part. */
function partSentences(answer: VerboseAnswer | string, part: AudioPart): TranscriptSentence[] {
  const end = part.startMs + part.durationMs;
  const at = (seconds: number) => Math.min(end, Math.max(part.startMs, part.startMs + Math.round(seconds * 1000)));
  if (typeof answer !== 'string' && answer.segments?.length) {
    return answer.segments.flatMap((segment) => {
      const text = segment.text.trim();
      if (!text) return [];
      const beginMs = at(segment.start);
      const sentence: TranscriptSentence = { beginMs, endMs: Math.max(beginMs, at(segment.end)), text };
      if (typeof segment.speaker === 'string' || typeof segment.speaker === 'number')
        sentence.speaker = String(segment.speaker);
      return [sentence];
    });
  }
  const text = (typeof answer === 'string' ? answer : (answer.text ?? '')).trim();
  return text ? [{ beginMs: part.startMs, endMs: end, text }] : [];
}

export function createOpenAiTranscriber(
  options: AsrProviderConfig & {
    /** The largest part uploaded at once (25 MB less headroom); longer audio is cut into parts under it. */
    maxUploadBytes?: number;
    /** How long one part may take to transcribe (10 minutes). */
    timeoutMs?: number;
    /** The SDK's own retries of one part on 429/5xx/connection errors (2), before the job's retries. */
    maxRetries?: number;
    /** Where the parts are written while a file is transcribed, then removed (the system's temporary folder). */
    scratchDirectory?: string;
  },
): Transcriber {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    timeout: options.timeoutMs ?? 600_000,
    maxRetries: options.maxRetries ?? 2,
  });
  const maxPartBytes = options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  return {
    unavailable: null,
    async transcribe(path, { signal, onProgress, language = 'zh' }) {
      const directory = await mkdtemp(join(options.scratchDirectory ?? tmpdir(), 'dubkit-asr-'));
      try {
        const audio = await extractAudio(path, directory, { maxPartBytes, signal });
        const sentences: TranscriptSentence[] = [];
        // Models without timestamps (gpt-4o-transcribe, …) refuse verbose_json; their parts are then asked for text.
        let timed = true;
        for (const [index, part] of audio.parts.entries()) {
          signal.throwIfAborted();
          const bytes = await readFile(part.path);
          const ask = async (withTimes: boolean) =>
            client.audio.transcriptions.create(
              {
                file: await toFile(bytes, part.filename),
                model: options.model,
                ...(withTimes
                  ? { response_format: 'verbose_json', timestamp_granularities: ['segment'] }
                  : { response_format: 'json' }),
                language,
                // Whisper writes Mandarin in simplified characters with punctuation when the prompt does.
                ...(language === 'zh' ? { prompt: '以下是普通话的句子。' } : {}),
              },
              { signal },
            );
          const answer = await ask(timed)
            .catch((error: unknown) => {
              if (!(timed && refusesTimestamps(error))) throw error;
              timed = false;
              return ask(false);
            })
            .catch((error: unknown) => {
              if (error instanceof APIUserAbortError || signal.aborted) throw signal.reason ?? error;
              if (error instanceof APIError && error.status !== undefined) throw refusal(error);
              if (error instanceof APIConnectionError)
                throw new AsrError('无法连接语音转文字服务，请稍后再试', true, { cause: error });
              throw error;
            });
          sentences.push(...partSentences(answer as VerboseAnswer | string, part));
          onProgress?.((index + 1) / audio.parts.length);
        }
        return { durationMs: audio.durationMs, sentences };
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    },
  };
}
