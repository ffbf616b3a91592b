import {
  createDubKitStreams,
  DEVELOPMENT_SIGNATURE_KEY,
  type InspirationItem,
  type StreamDelta,
  type TemplateApplyBody,
} from '@dubkit/sdk-core';
import { createTextStream, INSPIRATION_INPUT_MAX_LENGTH, inspirationInputRefusal } from '@dubkit/sdk-core/assistant';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDubKit } from '../../provider';
import { useRemote } from '../../shared/useRemote';
import { useOwnStore } from '../../shared/useStore';
import { useFollow } from '../../tools/shared/useFollow';
import { useAssistantMessages } from '../copy';

/** `streams.gpt.templateApply`: streams a template's answer to the content. */
export type TemplateApplyStream = (
  input: TemplateApplyBody,
  options: { signal: AbortSignal; onDelta: (delta: StreamDelta) => void },
) => Promise<void>;

export interface UseInspirationApplyOptions {
  /**
   * The template's code (the page's `?code=`); empty or unknown shows the not-found message. A host showing another
   * template keys the widget by code, so the text and answer start afresh.
   */
  code: string | null;
  /** The apply stream; else one made for the provider's API with `signatureKey`. */
  stream?: TemplateApplyStream;
  /**
   * The stream signature key, matching the server's (sdk-core's development key by default). The assistant's streams
   * move to the provider with the chat page; until then this widget makes its own.
   */
  signatureKey?: string;
}

/**
 * A template's apply page (spec part 2 §4, §5): its detail, demo prompts that fill the text, the text (≤500, not
 * blank: 输入内容不能为空), the streamed answer (正在生成..., stoppable, a failure's message as the output) and copy.
 */
export function useInspirationApply({
  code,
  stream,
  signatureKey = DEVELOPMENT_SIGNATURE_KEY,
}: UseInspirationApplyOptions) {
  const { client, auth, baseUrl, fetch, paths } = useDubKit();
  const messages = useAssistantMessages();
  const follow = useFollow();
  const template = code?.trim() ? code.trim() : null;
  const detail = useRemote<InspirationItem>(template ? `inspiration-template:${template}` : null, (signal) =>
    client.gpt.templateDetail({ code: template ?? '' }, { signal, handled: true }),
  );

  const apply = useMemo<TemplateApplyStream>(
    () => stream ?? createDubKitStreams({ baseUrl, auth, fetch, signatureKey }).gpt.templateApply,
    [stream, baseUrl, auth, fetch, signatureKey],
  );
  const current = useRef(apply);
  useEffect(() => {
    current.current = apply;
  });
  const [store, answer] = useOwnStore(
    () => createTextStream<TemplateApplyBody>({ stream: (input, options) => current.current(input, options) }),
    (own) => own.stop(),
  );

  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const item = detail.data;
  const notFound = !template || detail.status === 'error';
  const streaming = answer.status === 'streaming';

  return {
    messages,
    code: template,
    status: notFound
      ? ('notFound' as const)
      : detail.status === 'ready' && item
        ? ('ready' as const)
        : ('loading' as const),
    template: item,
    content,
    maxLength: INSPIRATION_INPUT_MAX_LENGTH,
    setContent: (next: string) => {
      setContent(next);
      if (error) setError(null);
    },
    /** A demo prompt fills the text (it can then be edited or sent). */
    fillDemo: (demo: string) => {
      setContent(demo);
      setError(null);
    },
    error,
    answer,
    streaming,
    start: () => {
      const refusal = inspirationInputRefusal(content);
      setError(refusal);
      if (refusal || !template) return;
      void store.start({ code: template, content: content.trim() });
    },
    stop: store.stop,
    backHref: paths.inspiration,
    follow,
    copyMessages: {
      success: messages.copySucceeded,
      fallback: messages.copyFallback,
      failure: messages.copyFailed,
      empty: messages.copyEmpty,
    },
  };
}

export type InspirationApplyState = ReturnType<typeof useInspirationApply>;
