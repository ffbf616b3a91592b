import { type RewriteBody, textLength } from '@dubkit/sdk-core';
import { createTextStream, REWRITE_INPUT_MAX_LENGTH, REWRITE_INPUT_TOO_LONG } from '@dubkit/sdk-core/assistant';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDubKit } from '../../provider';
import { useOwnStore } from '../../shared/useStore';
import { useAssistantMessages } from '../copy';

/** 开始改写 is debounced: presses within this window start one rewrite (spec part 2 §2). */
export const REWRITE_DEBOUNCE_MS = 300;

/** Smart rewrite: the text, a debounced start, the streamed result, stop while streaming and copy after. */
export function useRewrite() {
  const { streams } = useDubKit();
  const messages = useAssistantMessages();
  const [store, snapshot] = useOwnStore(
    () => createTextStream<RewriteBody>({ stream: (body, options) => streams.gpt.rewrite(body, options) }),
    (own) => own.stop(),
  );
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const start = useCallback(() => {
    if (!text.trim()) {
      setError(messages.rewriteInputBlank);
      return;
    }
    // The field clamps what is typed or pasted; a text a host page sets through setText may still be longer.
    if (textLength(text) > REWRITE_INPUT_MAX_LENGTH) {
      setError(REWRITE_INPUT_TOO_LONG);
      return;
    }
    setError(null);
    if (timer.current) clearTimeout(timer.current);
    const content = text;
    timer.current = setTimeout(() => {
      timer.current = null;
      void store.start({ content });
    }, REWRITE_DEBOUNCE_MS);
  }, [text, messages, store]);

  return {
    messages,
    ...snapshot,
    text,
    setText: (value: string) => {
      setText(value);
      if (error) setError(null);
    },
    error,
    start,
    stop: store.stop,
    streaming: snapshot.status === 'streaming',
    copyMessages: {
      success: messages.copySucceeded,
      fallback: messages.copyFallback,
      failure: messages.copyFailed,
      empty: messages.copyEmpty,
    },
  };
}

export type RewriteState = ReturnType<typeof useRewrite>;
