import type { ChatMode } from '@dubkit/sdk-core';
import {
  CHAT_DEFAULT_MODE,
  CHAT_MODE_CALL,
  type ChatStream,
  createChatStore,
  exportChatMarkdown,
  validateChatInput,
} from '@dubkit/sdk-core/assistant';
import { FINE_POINTER, useMediaQuery } from '@dubkit/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDubKit } from '../../provider';
import { downloadText, timestampedName } from '../../shared/download';
import { format, formatToMinute } from '../../shared/format';
import { useOwnStore } from '../../shared/useStore';
import { useAssistantMessages } from '../copy';
import { preloadMarkdown } from '../Markdown';
import { isSendKey } from './chatKeys';
import { useFollowScroll } from './useFollowScroll';

export interface UseChatOptions {
  /** The mode shown first; the default chat by default. */
  initialMode?: ChatMode;
  /** 订阅服务: opens the assistant membership dialog (the host's). */
  onSubscribe?: () => void;
}

export const CHAT_MODES: readonly ChatMode[] = [1, 2, 3];

/** Service menu ids (spec part 2 §3). */
export const CHAT_SERVICES = { inspiration: 98, prompts: 99, subscribe: 100 } as const;

/**
 * The writing assistant's chat: modes, welcome, the conversation from sdk-core's `createChatStore`, the question box
 * (IME-safe Ctrl+Enter), the 说点什么... dialog, edit-and-resend, export, the month's token use, and the list that
 * follows the stream.
 */
export function useChat({ initialMode = CHAT_DEFAULT_MODE, onSubscribe }: UseChatOptions = {}) {
  const { client, streams, toaster, paths, navigate } = useDubKit();
  const messages = useAssistantMessages();
  const [store, snapshot] = useOwnStore(
    () => {
      const stream: ChatStream = (mode, body, options) => streams.gpt[CHAT_MODE_CALL[mode]](body, options);
      return createChatStore({
        stream,
        welcome: (mode) => client.gpt.welcome({ mode }),
        mode: initialMode,
      });
    },
    (own) => own.stop(),
  );

  const [draft, setDraft] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogDraft, setDialogDraft] = useState('');
  const [dialogError, setDialogError] = useState<string | null>(null);
  const composing = useRef(false);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const scroll = useFollowScroll<HTMLDivElement>(snapshot.messages);

  // The welcome of the first mode, and the renderer ahead of the first answer.
  useEffect(() => {
    void store.setMode(initialMode);
    preloadMarkdown();
  }, [store, initialMode]);

  // compositionstart/compositionend, on the element itself (the textarea's own handlers stay its own).
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const start = () => {
      composing.current = true;
    };
    const end = () => {
      composing.current = false;
    };
    input.addEventListener('compositionstart', start);
    input.addEventListener('compositionend', end);
    return () => {
      input.removeEventListener('compositionstart', start);
      input.removeEventListener('compositionend', end);
    };
  }, []);

  const ask = useCallback(
    (content: string) => {
      setInputError(null);
      scroll.jumpToLatest();
      if (editing) {
        setEditing(false);
        return store.editLast(content);
      }
      return store.send(content);
    },
    [editing, store, scroll.jumpToLatest],
  );

  const send = useCallback(() => {
    if (store.getSnapshot().processing) return;
    const refusal = validateChatInput(draft);
    if (refusal) {
      setInputError(refusal === messages.chatInputBlank ? messages.chatInputBlank : messages.chatInputTooLong);
      return;
    }
    setDraft('');
    void ask(draft);
  }, [ask, draft, messages, store]);

  const lastQuestion = [...snapshot.messages].reverse().find((message) => message.role === 1) ?? null;

  // Stable across renders, so a streaming answer re-renders alone (the other messages and blocks are memoised).
  const copyMessages = useMemo(
    () => ({
      success: messages.copySucceeded,
      fallback: messages.copyFallback,
      failure: messages.copyFailed,
      empty: messages.copyEmpty,
    }),
    [messages],
  );
  const { jumpToLatest } = scroll;
  const regenerate = useCallback(() => {
    jumpToLatest();
    void store.regenerate();
  }, [jumpToLatest, store]);
  const editLast = useCallback(() => {
    const question = [...store.getSnapshot().messages].reverse().find((message) => message.role === 1);
    if (!question) return;
    setEditing(true);
    setDraft(question.content);
    setInputError(null);
    inputRef.current?.focus();
  }, [store]);

  const { messages: conversation, ...state } = snapshot;
  const keyboardHints = useMediaQuery(FINE_POINTER, true);
  return {
    /** Keyboard shortcuts are named only where there is a keyboard (a fine pointer), not on phones. */
    keyboardHints,
    messages,
    ...state,
    /** The questions and answers (the copy is `messages`). */
    conversation,
    modes: CHAT_MODES.map((mode) => ({ mode, label: messages[`chatMode${mode}` as const] })),
    setMode: (mode: ChatMode) => {
      if (mode === store.getSnapshot().mode) return;
      setEditing(false);
      setInputError(null);
      scroll.jumpToLatest();
      void store.setMode(mode);
    },
    services: {
      inspirationHref: paths.inspiration,
      promptsHref: paths.gptPrompts,
      openPrompts: () => navigate(paths.gptPrompts),
      subscribe: onSubscribe ?? null,
    },
    draft,
    setDraft: (value: string) => {
      setDraft(value);
      if (inputError) setInputError(null);
    },
    inputError,
    inputRef,
    onInputKeyDown: (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
      if (!isSendKey(event.nativeEvent, composing.current)) return;
      event.preventDefault();
      send();
    },
    send,
    stop: store.stop,
    regenerate,
    /** The last question's id, the one that can be edited and resent. */
    editableId: snapshot.processing ? null : (lastQuestion?.id ?? null),
    editing,
    editLast,
    cancelEdit: () => {
      setEditing(false);
      setDraft('');
    },
    dialog: {
      open: dialogOpen,
      draft: dialogDraft,
      error: dialogError,
      show: () => {
        setDialogDraft(draft);
        setDialogError(null);
        setDialogOpen(true);
      },
      setOpen: setDialogOpen,
      setDraft: (value: string) => {
        setDialogDraft(value);
        if (dialogError) setDialogError(null);
      },
      send: () => {
        if (store.getSnapshot().processing) return;
        const refusal = validateChatInput(dialogDraft);
        if (refusal) {
          setDialogError(dialogDraft.trim() ? refusal : messages.chatDialogBlank);
          return;
        }
        setDialogOpen(false);
        setDraft('');
        setDialogDraft('');
        void ask(dialogDraft);
      },
    },
    exportConversation: () => {
      const conversation = store.getSnapshot().messages;
      if (!conversation.length) {
        toaster.warning(messages.chatExportEmpty);
        return;
      }
      const markdown = exportChatMarkdown(conversation, {
        title: messages.chatExportTitle,
        questionLabel: messages.chatQuestionLabel,
        answerLabel: messages.chatAnswerLabel,
        exportedAt: formatToMinute(Date.now()),
      });
      downloadText(markdown, timestampedName(messages.chatExportName, 'md'));
    },
    usageText: snapshot.usage
      ? snapshot.usage.monthAllowance !== undefined
        ? format(messages.chatUsageOf, {
            tokens: snapshot.usage.monthTokens.toLocaleString('zh-CN'),
            allowance: snapshot.usage.monthAllowance.toLocaleString('zh-CN'),
          })
        : format(messages.chatUsage, { tokens: snapshot.usage.monthTokens.toLocaleString('zh-CN') })
      : null,
    scroll,
    copyMessages,
  };
}

export type ChatState = ReturnType<typeof useChat>;
