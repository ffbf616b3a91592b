import { CHAT_INPUT_MAX_LENGTH } from '../constants';
import type { StreamDelta } from '../contract/gpt';
import type { ChatBody, ChatHistoryItem, ChatMode } from '../contract/gpt.schema';
import { STREAM_FAILURE_MESSAGE } from '../errors';
import { CHAT_INPUT_TOO_LONG } from '../rules/assistant';
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

/** What the server reported of the signed-in user's token use (optional: a server may not report it). */
export interface ChatUsage {
  /** Tokens used this calendar month, this answer included. */
  monthTokens: number;
  /** The month's allowance, when the server says it. */
  monthAllowance?: number;
}

export interface ChatSnapshot {
  mode: ChatMode;
  welcome: string | null;
  messages: readonly ChatMessage[];
  /** Sent with each question, in the default mode only. */
  history: readonly ChatHistoryItem[];
  /** An answer is coming: the input is cleared and a stop button shows. */
  processing: boolean;
  /** Tokens used this month, as last reported by a stream; null until one reports it. */
  usage: ChatUsage | null;
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
  /**
   * Asks the last question again: its answer is replaced by a new one (and leaves the history, the new answer
   * taking its place when done). Nothing happens while an answer is coming or before a question.
   */
  regenerate(): Promise<void>;
  /**
   * Replaces the last question with `content` (see `validateChatInput`) and asks it: the last question and its
   * answer leave the conversation and the history. Nothing happens while an answer is coming.
   */
  editLast(content: string): Promise<void>;
}

/** The streaming call of each chat mode: 1 default chat, 2 translate, 3 edit. */
export const CHAT_MODE_CALL = { 1: 'chat', 2: 'translate', 3: 'edit' } as const;
export const CHAT_DEFAULT_MODE: ChatMode = 1;
export const CHAT_PREPARING = '正在准备您的答案';

/** The chat input's rule: not blank, at most 2000 characters. */
export function validateChatInput(content: string): string | null {
  if (!content.trim()) return '请输入您的问题';
  return content.length > CHAT_INPUT_MAX_LENGTH ? CHAT_INPUT_TOO_LONG : null;
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
    usage: null,
  });
  let controller: AbortController | null = null;
  let nextId = 1;

  const updateAnswer = (id: number, patch: Partial<ChatMessage>) =>
    store.set({
      messages: store.getSnapshot().messages.map((message) => (message.id === id ? { ...message, ...patch } : message)),
    });

  /** The last question and answer, when the conversation ends with them. */
  const lastExchange = () => {
    const { messages } = store.getSnapshot();
    const answer = messages.at(-1);
    const question = messages.at(-2);
    return question?.role === 1 && answer?.role === 2 ? { question, answer } : null;
  };

  /** The history without the last exchange when it holds it (a done answer of the default mode). */
  const historyBefore = (question: ChatMessage, answer: ChatMessage) => {
    const { history } = store.getSnapshot();
    const [asked, answered] = history.slice(-2);
    return asked?.role === 1 && asked.content === question.content && answered?.content === answer.content
      ? history.slice(0, -2)
      : history;
  };

  /** Streams the answer of `content` after `messages`, `history` being what came before. */
  async function ask(
    content: string,
    messages: readonly ChatMessage[],
    history: readonly ChatHistoryItem[],
    question: ChatMessage,
  ) {
    const { mode } = store.getSnapshot();
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
    store.set({ messages: [...messages, question, answer], history, processing: true });

    let text = '';
    try {
      await stream(mode, mode === CHAT_DEFAULT_MODE ? { content, history: [...history] } : { content }, {
        signal: own.signal,
        onDelta: (delta) => {
          if (controller !== own) return;
          const usage = readUsage(delta);
          if (usage) store.set({ usage });
          if (!delta.content) return;
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
  }

  const newQuestion = (content: string): ChatMessage => ({
    id: nextId++,
    role: 1,
    state: 3,
    content,
    errorMessage: null,
    timestamp: Date.now(),
  });

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    send: async (content) => {
      const { history, processing, messages } = store.getSnapshot();
      if (processing || validateChatInput(content)) return;
      await ask(content, messages, history, newQuestion(content));
    },
    stop: () => controller?.abort(),
    regenerate: async () => {
      const last = lastExchange();
      if (store.getSnapshot().processing || !last) return;
      const { messages } = store.getSnapshot();
      await ask(last.question.content, messages.slice(0, -2), historyBefore(last.question, last.answer), last.question);
    },
    editLast: async (content) => {
      const last = lastExchange();
      if (store.getSnapshot().processing || !last || validateChatInput(content)) return;
      const { messages } = store.getSnapshot();
      await ask(content, messages.slice(0, -2), historyBefore(last.question, last.answer), newQuestion(content));
    },
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

/** The usage a stream event reports, if it reports one (a whole number of tokens used this month). */
export function readUsage(delta: StreamDelta): ChatUsage | null {
  const usage = delta.usage;
  if (!usage || typeof usage.monthTokens !== 'number' || !Number.isFinite(usage.monthTokens)) return null;
  return typeof usage.monthAllowance === 'number'
    ? { monthTokens: usage.monthTokens, monthAllowance: usage.monthAllowance }
    : { monthTokens: usage.monthTokens };
}

export interface ChatExportOptions {
  /** The document's heading, e.g. 配音工坊 AI 助手对话. */
  title: string;
  /** Names of the speakers: the user and the assistant. */
  questionLabel: string;
  answerLabel: string;
  /** When the export was made (a line under the title); omitted when absent. */
  exportedAt?: string;
}

/**
 * The conversation as a Markdown document: a heading, then each question and answer under its speaker's name.
 * Answers are Markdown already and kept as they are; questions are quoted so their text cannot become headings.
 * An answer still preparing is left out; a failed one is marked by its error text.
 */
export function exportChatMarkdown(messages: readonly ChatMessage[], options: ChatExportOptions): string {
  const parts = [`# ${options.title}`];
  if (options.exportedAt) parts.push(`_${options.exportedAt}_`);
  for (const message of messages) {
    if (message.role === 1) {
      parts.push(
        `## ${options.questionLabel}`,
        message.content
          .split('\n')
          .map((line) => `> ${line}`.trimEnd())
          .join('\n'),
      );
    } else if (message.state !== 1) {
      parts.push(`## ${options.answerLabel}`, message.content);
    }
  }
  return `${parts.join('\n\n')}\n`;
}
