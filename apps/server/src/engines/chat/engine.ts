/** One message of a conversation sent to the chat model. */
export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What the provider reports it counted for one answer. */
export interface ChatUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** A piece of the answer, or the usage the provider reports at its end. */
export type ChatChunk = { content: string } | { usage: ChatUsage };

/** Why an answer failed: the provider is not set up, refused the request, or broke off. */
export type ChatErrorCode = 'NOT_CONFIGURED' | 'REFUSED' | 'FAILED';

export class ChatError extends Error {
  override name = 'ChatError';
  constructor(
    readonly code: ChatErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Streams chat answers; aborting `signal` cancels the provider's request at once. The answer stops at `maxTokens`
 * (what the user's reservation covers).
 */
export interface ChatEngine {
  stream(turns: readonly ChatTurn[], options: { signal: AbortSignal; maxTokens: number }): AsyncIterable<ChatChunk>;
}

export const CHAT_SETTINGS_MESSAGE =
  '写作助手未配置：请设置 DUBKIT_CHAT_BASE_URL、DUBKIT_CHAT_API_KEY 和 DUBKIT_CHAT_MODEL';

/** The engine of a server without a chat provider: every answer fails with the settings to configure. */
export const unconfiguredChat: ChatEngine = {
  // biome-ignore lint/correctness/useYield: it only ever refuses.
  async *stream() {
    throw new ChatError('NOT_CONFIGURED', CHAT_SETTINGS_MESSAGE);
  },
};
