import { SHARE_URL_MAX_LENGTH } from '@dubkit/sdk-core/tools';
import { useEffect, useRef } from 'react';
import { useDubKit } from '../../provider';
import { useOwnStore } from '../../shared/useStore';
import { useToolsMessages } from '../copy';
import { parsedUrlHint, videoSize } from './videoExtractRules';
import { createVideoExtractStore } from './videoExtractStore';

/**
 * Video extraction: the share text (its link shown when wrapped in prose), the captcha (click for a new one),
 * the parse, and the result with a copy button for each address. State in `createVideoExtractStore`.
 */
export function useVideoExtract() {
  const { client } = useDubKit();
  const messages = useToolsMessages();
  const [store, snapshot] = useOwnStore(
    () =>
      createVideoExtractStore(client, {
        shareEmpty: messages.rwmShareEmpty,
        shareInvalid: messages.rwmShareInvalid,
        captchaEmpty: messages.rwmCaptchaEmpty,
      }),
    (own) => own.dispose(),
  );
  useEffect(() => {
    void store.refreshCaptcha();
  }, [store]);

  // The result's heading takes the focus when it appears, the share box when the form comes back.
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const shareBox = useRef<HTMLTextAreaElement>(null);
  const shown = useRef(false);
  const hasResult = snapshot.result !== null;
  useEffect(() => {
    if (hasResult) resultHeading.current?.focus();
    else if (shown.current) shareBox.current?.focus();
    shown.current = true;
  }, [hasResult]);

  return {
    messages,
    ...snapshot,
    maxLength: SHARE_URL_MAX_LENGTH,
    parsedUrl: parsedUrlHint(snapshot.text),
    size: videoSize(snapshot.result?.video ?? null),
    setText: store.setText,
    setCaptcha: store.setCaptcha,
    refreshCaptcha: () => void store.refreshCaptcha(),
    parse: () => void store.parse(),
    back: store.back,
    resultHeading,
    shareBox,
    copyMessages: {
      success: messages.copySucceeded,
      fallback: messages.copyFallback,
      failure: messages.copyFailed,
      empty: messages.copyEmpty,
    },
  };
}

export type VideoExtractState = ReturnType<typeof useVideoExtract>;
