import OpenAI, { APIError, APIUserAbortError, toFile } from 'openai';
import type { ImagesResponse } from 'openai/resources/images';
import { FetchRefused, SafeFetcher, type SafeFetchPolicy } from '../../net/safeFetch';
import { type ImagesEngine, ImagesError } from './engine';

/** An OpenAI-compatible images API (OpenAI, a compatible gateway, a local server, …). */
export interface ImagesProviderConfig {
  /** DUBKIT_IMAGES_BASE_URL, e.g. https://api.openai.com/v1 */
  baseUrl: string;
  /** DUBKIT_IMAGES_API_KEY */
  apiKey: string;
  /** DUBKIT_IMAGES_MODEL, e.g. dall-e-2 or gpt-image-1 */
  model: string;
  /** How long one drawing may take (180 s; four large pictures take a minute or more). */
  timeoutMs?: number;
  /** Tests only: what the picture-URL fetcher admits (a fake provider on 127.0.0.1). Never read from the environment. */
  fetchPolicy?: SafeFetchPolicy;
}

/** The provider from the environment, or null when any of the three settings is missing. */
export function imagesProviderFromEnv(env: NodeJS.ProcessEnv = process.env): ImagesProviderConfig | null {
  const { DUBKIT_IMAGES_BASE_URL: baseUrl, DUBKIT_IMAGES_API_KEY: apiKey, DUBKIT_IMAGES_MODEL: model } = env;
  return baseUrl && apiKey && model ? { baseUrl, apiKey, model } : null;
}

/** A picture link's download (providers keep them for an hour): 60 s and 50 MB each. */
const PICTURE_LIMITS = { timeoutMs: 60_000, maxBytes: 50 * 1024 * 1024 };

// The GPT image models always answer base64 and refuse `response_format`; every other model is asked for base64.
const ANSWERS_BASE64_ONLY = /^(gpt-image|chatgpt-image)/;

/** The provider's refusal in the user's words: its own text is shown, since it says what to change (a refused prompt). */
function refusal(error: APIError): ImagesError {
  if (error.status === 401 || error.status === 403)
    return new ImagesError('REFUSED', 'AI绘画服务认证失败，请联系管理员', { cause: error });
  if (error.status === 429) return new ImagesError('REFUSED', 'AI绘画服务繁忙，请稍后重新生成', { cause: error });
  const reason = (error.error as { message?: unknown } | undefined)?.message;
  const detail = typeof reason === 'string' && reason ? reason : `HTTP ${error.status}`;
  return new ImagesError('REFUSED', `图片生成失败：${detail.slice(0, 300)}`, { cause: error });
}

export function createOpenAiImages(config: ImagesProviderConfig): ImagesEngine {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs ?? 180_000,
    // The task runner retries a failed drawing once; a second layer of retries would only delay the failure.
    maxRetries: 0,
  });
  const fetcher = new SafeFetcher(config.fetchPolicy);
  const responseFormat = ANSWERS_BASE64_ONLY.test(config.model) ? {} : { response_format: 'b64_json' as const };

  async function picture(item: { b64_json?: string; url?: string }, signal: AbortSignal): Promise<Uint8Array> {
    if (item.b64_json) return Buffer.from(item.b64_json, 'base64');
    if (!item.url) throw new ImagesError('FAILED', '图片生成失败：服务未返回图片');
    const response = await fetcher.fetch(item.url, PICTURE_LIMITS);
    signal.throwIfAborted();
    if (response.status !== 200) {
      response.body.destroy();
      throw new ImagesError('FAILED', `图片下载失败：HTTP ${response.status}`);
    }
    return Buffer.concat(await response.body.toArray());
  }

  return {
    configured: true,
    async generate({ prompt, size, count, reference }, { signal }) {
      try {
        const common = { model: config.model, prompt, n: count, size, ...responseFormat };
        const answer: ImagesResponse = reference
          ? await client.images.edit(
              {
                ...common,
                image: await toFile(
                  reference.bytes,
                  reference.type === 'image/png' ? 'reference.png' : 'reference.jpg',
                  {
                    type: reference.type,
                  },
                ),
              },
              { signal },
            )
          : await client.images.generate(common, { signal });
        const items = answer.data ?? [];
        if (items.length === 0) throw new ImagesError('FAILED', '图片生成失败：服务未返回图片');
        return await Promise.all(items.slice(0, count).map((item) => picture(item, signal)));
      } catch (error) {
        if (error instanceof APIUserAbortError || signal.aborted) throw error;
        if (error instanceof ImagesError) throw error;
        if (error instanceof APIError && error.status !== undefined) throw refusal(error);
        if (error instanceof FetchRefused)
          throw new ImagesError('FAILED', '图片下载失败，请稍后重新生成', { cause: error });
        throw new ImagesError('FAILED', 'AI绘画服务连接失败，请稍后重新生成', { cause: error });
      }
    },
  };
}
