import {
  type AsrTask,
  type AsrUploadResult,
  createStore,
  type DubKitClient,
  isAbortError,
  isDubKitError,
  type ReadableStore,
} from '@dubkit/sdk-core';
import { asrFileRefusal } from '@dubkit/sdk-core/speech-to-text';
import { firstUrlIn } from '@dubkit/sdk-core/tools';
import type { ReadMediaDuration } from './mediaDuration';

/** A share link or a file from the device. */
export type AsrSource = 'link' | 'file';

/** idle: nothing to send; reading: the file's duration; ready: a file or link to send; uploading / adding: sent. */
export type AsrInputPhase = 'idle' | 'reading' | 'ready' | 'uploading' | 'adding';

/**
 * Why the last attempt failed: the task call (任务添加失败), the upload (上传失败:), or the month's minutes (the
 * server's message, with 立即开通).
 */
export type AsrFailureKind = 'add' | 'upload' | 'minutes';

export interface AsrInputSnapshot {
  source: AsrSource;
  shareText: string;
  /** The link the share text gives (shown under it), or null. */
  shareUrl: string | null;
  /** Why the link cannot be sent (请输入视频分享链接), shown once the user tried. */
  linkError: string | null;
  file: File | null;
  /** The file's duration in seconds, once read. */
  duration: number | null;
  /** Why the last picked or dropped file was refused (sdk-core's `asrFileRefusal`, or an unreadable duration). */
  refusal: string | null;
  phase: AsrInputPhase;
  /** Share of the file sent, 0 to 1. */
  progress: number;
  failure: { kind: AsrFailureKind; message: string } | null;
  /** The task just added (the 任务已添加 dialog), until dismissed. */
  added: AsrTask | null;
}

export interface AsrInputStore extends ReadableStore<AsrInputSnapshot> {
  setSource(source: AsrSource): void;
  setShareText(text: string): void;
  /** Takes a file unless refused; reads its duration before it can be sent. Ignored while sending. */
  pick(file: File): Promise<void>;
  /** Sends the link or the file; resolves when the task is added or the attempt failed. */
  submit(): Promise<void>;
  dismissAdded(): void;
  dispose(): void;
}

/** The server's code for a month's minutes used up (the message says how many are left). */
export const ASR_MINUTES_EXCEEDED_CODE = 402;

const INITIAL: AsrInputSnapshot = {
  source: 'link',
  shareText: '',
  shareUrl: null,
  linkError: null,
  file: null,
  duration: null,
  refusal: null,
  phase: 'idle',
  progress: 0,
  failure: null,
  added: null,
};

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

export interface AsrInputMessages {
  linkRequired: string;
  linkInvalid: string;
  unreadable: string;
}

/** Speech-to-text input (spec part 2 §2, §5, §7, §8): a share link, or a file checked, measured and uploaded. */
export function createAsrInputStore(
  client: Pick<DubKitClient, 'tools' | 'upload'>,
  readDuration: ReadMediaDuration,
  messages: AsrInputMessages,
): AsrInputStore {
  const store = createStore<AsrInputSnapshot>(INITIAL);
  let request: AbortController | null = null;
  let reading = 0;
  const sending = () => ['uploading', 'adding'].includes(store.getSnapshot().phase);
  const readyFor = (source: AsrSource, snapshot = store.getSnapshot()) =>
    source === 'link' ? (snapshot.shareText.trim() ? 'ready' : 'idle') : snapshot.file ? 'ready' : 'idle';

  const fail = (controller: AbortController, kind: AsrFailureKind, error: unknown) => {
    if (controller.signal.aborted || isAbortError(error)) return;
    const minutes = isDubKitError(error) && error.code === ASR_MINUTES_EXCEEDED_CODE;
    store.set({
      phase: 'ready',
      progress: 0,
      failure: { kind: minutes ? 'minutes' : kind, message: messageOf(error) },
    });
  };
  const added = (task: AsrTask) => store.set({ ...INITIAL, source: store.getSnapshot().source, added: task });

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    setSource(source) {
      if (sending()) return;
      store.set({ source, failure: null, phase: readyFor(source) });
    },
    setShareText(shareText) {
      if (sending()) return;
      const next = { ...store.getSnapshot(), shareText };
      store.set({
        shareText,
        shareUrl: firstUrlIn(shareText),
        linkError: null,
        failure: null,
        phase: readyFor('link', next),
      });
    },
    async pick(file) {
      if (sending()) return;
      const refusal = asrFileRefusal(file);
      if (refusal) {
        store.set({ refusal });
        return;
      }
      const attempt = ++reading;
      store.set({ file, duration: null, refusal: null, failure: null, phase: 'reading', progress: 0 });
      const seconds = await readDuration(file);
      if (attempt !== reading) return;
      const late = seconds === null ? messages.unreadable : asrFileRefusal(file, seconds);
      if (late) store.set({ file: null, duration: null, refusal: late, phase: 'idle' });
      else store.set({ duration: seconds, phase: 'ready' });
    },
    async submit() {
      const snapshot = store.getSnapshot();
      if (snapshot.phase !== 'ready' && !(snapshot.source === 'link' && snapshot.phase === 'idle')) return;
      const controller = new AbortController();
      request = controller;
      const call = { handled: true, signal: controller.signal };
      try {
        if (snapshot.source === 'link') {
          const shareUrl = firstUrlIn(snapshot.shareText);
          if (!shareUrl) {
            store.set({ linkError: snapshot.shareText.trim() ? messages.linkInvalid : messages.linkRequired });
            return;
          }
          store.set({ phase: 'adding', failure: null });
          try {
            added(await client.tools.asrParseShareUrl({ shareUrl }, call));
          } catch (error) {
            fail(controller, 'add', error);
          }
          return;
        }
        const { file, duration } = snapshot;
        if (!file || duration === null) return;
        store.set({ phase: 'uploading', progress: 0, failure: null });
        let policy: Awaited<ReturnType<typeof client.tools.asrPolicy>>;
        try {
          policy = await client.tools.asrPolicy({ filename: file.name, fileLength: file.size, duration }, call);
        } catch (error) {
          fail(controller, 'add', error);
          return;
        }
        try {
          const task = await client.upload<AsrUploadResult>(policy, file, {
            ...call,
            onProgress: (fraction) => {
              if (request === controller) store.set({ progress: Math.min(1, Math.max(0, fraction)) });
            },
          });
          if (!controller.signal.aborted) added(task);
        } catch (error) {
          fail(controller, 'upload', error);
        }
      } finally {
        if (request === controller) request = null;
      }
    },
    dismissAdded: () => store.set({ added: null }),
    dispose() {
      request?.abort();
      request = null;
      reading++;
    },
  };
}
