import {
  createStore,
  type DubKitClient,
  isAbortError,
  type OcrUploadResult,
  type ReadableStore,
} from '@dubkit/sdk-core';
import { ocrImageRefusal } from '@dubkit/sdk-core/tools';
import { type OcrType, ocrUploadName } from './ocrRules';

/** idle: no image; picked: an image to recognise; uploading: sent (then recognised by the host); recognised: text. */
export type OcrPhase = 'idle' | 'picked' | 'uploading' | 'recognised';

/** Which call failed: the upload policy (请求失败：) or the upload and recognition (图片文字识别失败:). */
export type OcrFailureStage = 'policy' | 'upload';

export interface OcrSnapshot {
  phase: OcrPhase;
  type: OcrType;
  file: File | null;
  /** Why the last picked, dropped or pasted file was refused (sdk-core's `ocrImageRefusal`). */
  refusal: string | null;
  /** Share of the image sent, 0 to 1; at 1 the host is recognising. */
  progress: number;
  /** The last recognition's failure, until another image or attempt. */
  failure: { stage: OcrFailureStage; message: string } | null;
  /** The recognised text, as the user edits it. */
  text: string;
}

export type OcrOutcome =
  | { ok: true; text: string }
  | { ok: false; stage: OcrFailureStage; message: string }
  | { ok: false; stage: 'aborted' };

export interface OcrStore extends ReadableStore<OcrSnapshot> {
  setType(type: OcrType): void;
  /** Takes an image unless it is refused; returns the refusal. Ignored while uploading or showing a result. */
  pick(file: File): string | null;
  /** Asks for the upload policy, uploads the image with progress and returns the outcome. */
  start(): Promise<OcrOutcome>;
  setText(text: string): void;
  /** From the result back to the picked image. */
  back(): void;
  dispose(): void;
}

const INITIAL: OcrSnapshot = {
  phase: 'idle',
  type: 0,
  file: null,
  refusal: null,
  progress: 0,
  failure: null,
  text: '',
};

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** Image text recognition (spec part 2 §2, §7, §8): one jpg/png image under 10 MB, policy, upload, text. */
export function createOcrStore(client: Pick<DubKitClient, 'tools' | 'upload'>): OcrStore {
  const store = createStore<OcrSnapshot>(INITIAL);
  let request: AbortController | null = null;

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    setType: (type) => store.set({ type }),
    pick(file) {
      const { phase } = store.getSnapshot();
      if (phase === 'uploading' || phase === 'recognised') return null;
      const refusal = ocrImageRefusal(file);
      if (refusal) store.set({ refusal });
      else store.set({ file, refusal: null, failure: null, phase: 'picked', progress: 0 });
      return refusal;
    },
    async start() {
      const { file, type, phase } = store.getSnapshot();
      if (!file || phase !== 'picked') return { ok: false, stage: 'aborted' };
      const controller = new AbortController();
      request = controller;
      store.set({ phase: 'uploading', progress: 0, failure: null });
      const call = { handled: true, signal: controller.signal };
      const fail = (stage: OcrFailureStage, error: unknown): OcrOutcome => {
        if (controller.signal.aborted || isAbortError(error)) return { ok: false, stage: 'aborted' };
        const message = messageOf(error);
        store.set({ phase: 'picked', progress: 0, failure: { stage, message } });
        return { ok: false, stage, message };
      };
      let policy: Awaited<ReturnType<typeof client.tools.ocrPolicy>>;
      try {
        policy = await client.tools.ocrPolicy({ filename: ocrUploadName(file), type }, call);
      } catch (error) {
        return fail('policy', error);
      }
      try {
        const result = await client.upload<OcrUploadResult>(policy, file, {
          ...call,
          onProgress: (fraction) => {
            if (request === controller) store.set({ progress: Math.min(1, Math.max(0, fraction)) });
          },
        });
        if (controller.signal.aborted) return { ok: false, stage: 'aborted' };
        const text = result?.content ?? '';
        store.set({ phase: 'recognised', progress: 1, text });
        return { ok: true, text };
      } catch (error) {
        return fail('upload', error);
      } finally {
        if (request === controller) request = null;
      }
    },
    setText: (text) => store.set({ text }),
    back() {
      if (store.getSnapshot().phase === 'recognised') store.set({ phase: 'picked', progress: 0 });
    },
    dispose() {
      request?.abort();
      request = null;
    },
  };
}
