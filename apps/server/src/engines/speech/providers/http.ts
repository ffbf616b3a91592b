import ky, { HTTPError, type Options, TimeoutError } from 'ky';
import PQueue from 'p-queue';
import type { SpeechUrgency } from '../engine';
import { SpeechError } from '../errors';

/** How DubKit talks to one speech provider over HTTP: where, with which key, how many at once, how patiently. */
export interface ProviderHttpConfig {
  /** The provider's name in messages and /api/health (openai, gpt-sovits, cosyvoice). */
  name: string;
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey?: string;
  /** Requests in flight at once (a GPU server speaks one or two at a time well). Default 4. */
  concurrency?: number;
  /** Longest one attempt may take, in ms. Default 60 000. */
  timeoutMs?: number;
  /** Attempts after the first on a retryable failure (timeout, connection, 408/429/5xx). Default 2. */
  retries?: number;
}

export interface ProviderRequest {
  /** The voice's name for messages (the anchor's, else the provider's voice id). */
  voice: string;
  signal?: AbortSignal;
  urgency?: SpeechUrgency;
}

/** Queue priority: a listener's first sentence before the rest of an audition, tasks last (as the espeak pool orders). */
const PRIORITY: Record<SpeechUrgency, number> = { 'first-sound': 2, listening: 1, background: 0 };

/** Statuses another attempt may cure: the provider was busy, overloaded or restarting. */
const RETRYABLE = [408, 429, 500, 502, 503, 504];

export interface ProviderHttp {
  readonly name: string;
  /** POSTs to a path under the base URL (JSON or a form) and answers the response's bytes and headers. */
  post(
    path: string,
    body: { json: unknown } | { form: FormData },
    request: ProviderRequest,
  ): Promise<{ bytes: Uint8Array; headers: Headers }>;
  /** Requests waiting and in flight (for /api/health). */
  stats(): { waiting: number; running: number };
}

/**
 * One provider's HTTP client: a concurrency limit ordered by urgency, a timeout per attempt, and retries with
 * exponential back-off (honouring Retry-After) on failures another attempt may cure. A refusal of the text itself is
 * never retried: it fails as TEXT_REFUSED, naming the voice.
 */
export function createProviderHttp(config: ProviderHttpConfig): ProviderHttp {
  const queue = new PQueue({ concurrency: config.concurrency ?? 4 });
  const client = ky.create({
    prefixUrl: config.baseUrl.replace(/\/+$/, ''),
    timeout: config.timeoutMs ?? 60_000,
    retry: {
      limit: config.retries ?? 2,
      methods: ['post'],
      statusCodes: RETRYABLE,
      backoffLimit: 8_000,
    },
    headers: { 'User-Agent': 'DubKit-server', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
  });
  return {
    name: config.name,
    stats: () => ({ waiting: queue.size, running: queue.pending }),
    async post(path, body, { voice, signal, urgency = 'listening' }) {
      const options: Options = { ...('json' in body ? { json: body.json } : { body: body.form }), signal };
      try {
        return await queue.add(
          async () => {
            const response = await client.post(path.replace(/^\//, ''), options);
            return { bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers };
          },
          { priority: PRIORITY[urgency], signal },
        );
      } catch (error) {
        throw await providerFailure(config, voice, error, signal);
      }
    },
  };
}

/** A provider's failure as a SpeechError: its message is the operator's (setting names, statuses), never shown to users. */
async function providerFailure(
  config: ProviderHttpConfig,
  voice: string,
  error: unknown,
  signal: AbortSignal | undefined,
): Promise<SpeechError> {
  const where = `${config.name} speech at ${config.baseUrl}`;
  if (signal?.aborted) return new SpeechError('ABORTED', 'speech synthesis was cancelled');
  if (error instanceof TimeoutError)
    return new SpeechError('ENGINE_FAILED', `${where} took longer than ${config.timeoutMs ?? 60_000} ms`, { voice });
  if (!(error instanceof HTTPError))
    return new SpeechError('ENGINE_FAILED', `${where} could not be reached: ${(error as Error).message}`, { voice });
  const { status } = error.response;
  const detail = (await error.response.text().catch(() => '')).slice(0, 300).trim();
  if (status === 401 || status === 403)
    return new SpeechError('ENGINE_FAILED', `${where} refused the key (HTTP ${status}): check its API key setting`, {
      voice,
    });
  if (status === 400 || status === 422)
    return new SpeechError('TEXT_REFUSED', `${where} refused the text for voice ${voice} (HTTP ${status}): ${detail}`, {
      voice,
    });
  return new SpeechError('ENGINE_FAILED', `${where} failed (HTTP ${status})${detail ? `: ${detail}` : ''}`, { voice });
}
