import {
  createStore,
  type DubKitClient,
  isAbortError,
  type ReadableStore,
  type VideoParseResult,
} from '@dubkit/sdk-core';
import {
  captchaSpentBy,
  shareUrlToParse,
  type VideoExtractErrors,
  type VideoExtractMessages,
  videoExtractErrors,
} from './videoExtractRules';

export type CaptchaStatus = 'loading' | 'ready' | 'error';

export interface VideoExtractSnapshot {
  text: string;
  captcha: string;
  /** The captcha image as a data URL, once loaded. */
  captchaImage: string | null;
  captchaStatus: CaptchaStatus;
  errors: VideoExtractErrors;
  parsing: boolean;
  result: VideoParseResult | null;
}

export interface VideoExtractStore extends ReadableStore<VideoExtractSnapshot> {
  setText(text: string): void;
  setCaptcha(captcha: string): void;
  /** A new captcha image (the input is cleared: the old answer no longer fits). */
  refreshCaptcha(): Promise<void>;
  /**
   * Checks the form, then parses; a failure's message is shown by the client's handler, and only a wrong or expired
   * captcha brings a new image (a link that fails keeps the one the user read).
   */
  parse(): Promise<boolean>;
  /** From the result back to the form, with a fresh captcha. */
  back(): void;
  dispose(): void;
}

const NO_ERRORS: VideoExtractErrors = { shareUrl: null, captcha: null };

/**
 * Video extraction (spec part 2 §2, §5, §7): share text and a captcha in, the parsed title, author, cover, size and
 * video or images out. A wrong or expired answer spends the captcha and brings a new image; nothing else does.
 */
export function createVideoExtractStore(
  client: Pick<DubKitClient, 'tools'>,
  messages: VideoExtractMessages,
): VideoExtractStore {
  const store = createStore<VideoExtractSnapshot>({
    text: '',
    captcha: '',
    captchaImage: null,
    captchaStatus: 'loading',
    errors: NO_ERRORS,
    parsing: false,
    result: null,
  });
  let captchaRequest: AbortController | null = null;
  let parseRequest: AbortController | null = null;

  const refreshCaptcha = async () => {
    captchaRequest?.abort();
    const controller = new AbortController();
    captchaRequest = controller;
    store.set({ captchaStatus: 'loading', captcha: '' });
    try {
      const image = await client.tools.rwmCaptcha(undefined, { handled: true, signal: controller.signal });
      if (captchaRequest === controller) store.set({ captchaImage: image, captchaStatus: 'ready' });
    } catch (error) {
      if (captchaRequest !== controller || isAbortError(error)) return;
      store.set({ captchaImage: null, captchaStatus: 'error' });
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    setText: (text) => store.set({ text, errors: { ...store.getSnapshot().errors, shareUrl: null } }),
    setCaptcha: (captcha) => store.set({ captcha, errors: { ...store.getSnapshot().errors, captcha: null } }),
    refreshCaptcha,
    async parse() {
      const { text, captcha, parsing } = store.getSnapshot();
      if (parsing) return false;
      const errors = videoExtractErrors({ text, captcha }, messages);
      store.set({ errors });
      if (errors.shareUrl || errors.captcha) return false;
      const controller = new AbortController();
      parseRequest = controller;
      store.set({ parsing: true });
      try {
        const result = await client.tools.rwmParse(
          { shareUrl: shareUrlToParse(text), captcha: captcha.trim() },
          { signal: controller.signal },
        );
        if (parseRequest !== controller) return false;
        store.set({ parsing: false, result });
        return true;
      } catch (error) {
        if (parseRequest !== controller || isAbortError(error)) return false;
        store.set({ parsing: false });
        if (captchaSpentBy(error)) void refreshCaptcha();
        return false;
      } finally {
        if (parseRequest === controller) parseRequest = null;
      }
    },
    back() {
      if (!store.getSnapshot().result) return;
      store.set({ result: null, errors: NO_ERRORS });
      void refreshCaptcha();
    },
    dispose() {
      captchaRequest?.abort();
      parseRequest?.abort();
      captchaRequest = null;
      parseRequest = null;
    },
  };
}
