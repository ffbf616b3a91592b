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

/** What a user is told while no provider is configured (product copy: no setting names). */
export const CHAT_UNAVAILABLE_MESSAGE = '写作助手暂未开放，敬请期待';
/** The operator's side of it (the log at start): the settings that turn the writing assistant on. */
export const CHAT_SETTINGS = 'DUBKIT_CHAT_BASE_URL, DUBKIT_CHAT_API_KEY and DUBKIT_CHAT_MODEL';

/** The engine of a server without a chat provider: the routes refuse up front; this never answers. */
export const unconfiguredChat: ChatEngine = {
  // biome-ignore lint/correctness/useYield: it only ever refuses.
  async *stream() {
    throw new ChatError('NOT_CONFIGURED', CHAT_UNAVAILABLE_MESSAGE);
  },
};
