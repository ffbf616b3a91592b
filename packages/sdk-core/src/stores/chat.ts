import { CHAT_INPUT_MAX_LENGTH } from '../constants';
import type { StreamDelta } from '../contract/gpt';
import type { ChatBody, ChatHistoryItem, ChatMode } from '../contract/gpt.schema';
import { STREAM_FAILURE_MESSAGE } from '../errors';
import { createStore, failureMessage, type ReadableStore } from './store';

/** preparing 1, streaming 2, done 3, failed -1. */
export type ChatMessageState = 1 | 2 | 3 | -1;

export interface ChatMessage {
  id: number;
  /** 1 question, 2 answer. */
  role: 1 | 2;
  state: ChatMessageState;
  content: string;
  errorMessage: string | null;
  timestamp: number;
}

export interface ChatSnapshot {
  mode: ChatMode;
  welcome: string | null;
  messages: readonly ChatMessage[];
  /** Sent with each question, in the default mode only. */
  history: readonly ChatHistoryItem[];
  /** An answer is coming: the input is cleared and a stop button shows. */
  processing: boolean;
}

export type ChatStream = (
  mode: ChatMode,
  body: ChatBody,
  options: { signal: AbortSignal; onDelta: (delta: StreamDelta) => void },
) => Promise<void>;

export interface ChatOptions {
  /** Streams the answer of a mode: `streams.gpt[CHAT_MODE_CALL[mode]]`. */
  stream: ChatStream;
  /** Loads a mode's welcome message (`client.gpt.welcome`). */
  welcome?: (mode: ChatMode) => Promise<string>;
  mode?: ChatMode;
}

export interface ChatStore extends ReadableStore<ChatSnapshot> {
  /** Asks a question (see `validateChatInput`); resolves when the answer is done, failed or stopped. */
  send(content: string): Promise<void>;
  /** Stops the answer that is streaming. */
  stop(): void;
  /** Another mode: the conversation and history are cleared and its welcome message is loaded. */
  setMode(mode: ChatMode): Promise<void>;
}

/** The streaming call of each chat mode: 1 default chat, 2 translate, 3 edit. */
export const CHAT_MODE_CALL = { 1: 'chat', 2: 'translate', 3: 'edit' } as const;
export const CHAT_DEFAULT_MODE: ChatMode = 1;
export const CHAT_PREPARING = '正在准备您的答案';

/** The chat input's rule: not blank, at most 2000 characters. */
export function validateChatInput(content: string): string | null {
  if (!content.trim()) return '请输入您的问题';
  return content.length > CHAT_INPUT_MAX_LENGTH ? `问题不能超过${CHAT_INPUT_MAX_LENGTH}个字符` : null;
}

/** The writing assistant's conversation (spec part 2 §3, §4, §8). */
export function createChatStore(options: ChatOptions): ChatStore {
  const { stream, welcome } = options;
  const store = createStore<ChatSnapshot>({
    mode: options.mode ?? CHAT_DEFAULT_MODE,
    welcome: null,
    messages: [],
    history: [],
    processing: false,
  });
  let controller: AbortController | null = null;
  let nextId = 1;

  const updateAnswer = (id: number, patch: Partial<ChatMessage>) =>
    store.set({
      messages: store.getSnapshot().messages.map((message) => (message.id === id ? { ...message, ...patch } : message)),
    });

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    send: async (content) => {
      const { mode, history, processing, messages } = store.getSnapshot();
      if (processing || validateChatInput(content)) return;
      const question: ChatMessage = {
        id: nextId++,
        role: 1,
        state: 3,
        content,
        errorMessage: null,
        timestamp: Date.now(),
      };
      const answer: ChatMessage = {
        id: nextId++,
        role: 2,
        state: 1,
        content: CHAT_PREPARING,
        errorMessage: null,
        timestamp: Date.now(),
      };
      const own = new AbortController();
      controller = own;
      store.set({ messages: [...messages, question, answer], processing: true });

      let text = '';
      try {
        await stream(mode, mode === CHAT_DEFAULT_MODE ? { content, history: [...history] } : { content }, {
          signal: own.signal,
          onDelta: (delta) => {
            if (controller !== own) return;
            text += delta.content;
            updateAnswer(answer.id, { state: 2, content: text });
          },
        });
        if (controller !== own) return;
        updateAnswer(answer.id, { state: 3, content: text });
        if (!own.signal.aborted && mode === CHAT_DEFAULT_MODE) {
          store.set({
            history: [...store.getSnapshot().history, { role: 1, content }, { role: 2, content: text }],
          });
        }
      } catch (error) {
        if (controller !== own) return;
        const message = failureMessage(error, STREAM_FAILURE_MESSAGE);
        updateAnswer(answer.id, { state: -1, content: message, errorMessage: message });
      } finally {
        if (controller === own) {
          controller = null;
          store.set({ processing: false });
        }
      }
    },
    stop: () => controller?.abort(),
    setMode: async (mode) => {
      controller?.abort();
      controller = null;
      store.set({ mode, messages: [], history: [], processing: false, welcome: null });
      if (!welcome) return;
      try {
        const text = await welcome(mode);
        if (store.getSnapshot().mode === mode) store.set({ welcome: text });
      } catch {
        // The conversation works without a welcome message.
      }
    },
  };
}
