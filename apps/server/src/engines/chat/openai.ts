import OpenAI, { APIError, APIUserAbortError } from 'openai';
import { type ChatEngine, ChatError } from './engine';

/** An OpenAI-compatible chat completions API (OpenAI, DeepSeek, Qwen's compatible mode, a local server, …). */
export interface ChatProviderConfig {
  /** DUBKIT_CHAT_BASE_URL, e.g. https://api.deepseek.com/v1 */
  baseUrl: string;
  /** DUBKIT_CHAT_API_KEY */
  apiKey: string;
  /** DUBKIT_CHAT_MODEL, e.g. deepseek-chat */
  model: string;
  /** How long the provider may take to start answering (60 s). */
  timeoutMs?: number;
}

/** The provider from the environment, or null when any of the three settings is missing. */
export function chatProviderFromEnv(env: NodeJS.ProcessEnv = process.env): ChatProviderConfig | null {
  const { DUBKIT_CHAT_BASE_URL: baseUrl, DUBKIT_CHAT_API_KEY: apiKey, DUBKIT_CHAT_MODEL: model } = env;
  return baseUrl && apiKey && model ? { baseUrl, apiKey, model } : null;
}

/** The provider's refusal in the user's words; its own text goes to the log through `cause`. */
function refusal(error: APIError): ChatError {
  const message =
    error.status === 429
      ? '写作助手繁忙，请稍后再试'
      : error.status === 401 || error.status === 403
        ? '写作助手服务认证失败，请联系管理员'
        : '写作助手暂时无法回答，请稍后再试';
  return new ChatError('REFUSED', message, { cause: error });
}

export function createOpenAiChat(config: ChatProviderConfig): ChatEngine {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs ?? 60_000,
    // A retry would hold the user's answer back by the provider's back-off; they can ask again.
    maxRetries: 0,
  });
  return {
    async *stream(turns, { signal, maxTokens }) {
      try {
        const stream = await client.chat.completions.create(
          {
            model: config.model,
            messages: [...turns],
            // max_tokens, not OpenAI's newer max_completion_tokens: the compatible providers (DeepSeek, Qwen, …) read it.
            max_tokens: maxTokens,
            stream: true,
            stream_options: { include_usage: true },
          },
          { signal },
        );
        for await (const chunk of stream) {
          const content = chunk.choices[0]?.delta?.content;
          if (content) yield { content };
          if (chunk.usage)
            yield {
              usage: {
                promptTokens: chunk.usage.prompt_tokens,
                completionTokens: chunk.usage.completion_tokens,
                totalTokens: chunk.usage.total_tokens,
              },
            };
        }
      } catch (error) {
        if (error instanceof APIUserAbortError || signal.aborted) throw error;
        if (error instanceof APIError && error.status !== undefined) throw refusal(error);
        throw new ChatError('FAILED', '写作助手连接中断，请稍后再试', { cause: error });
      }
    },
  };
}
