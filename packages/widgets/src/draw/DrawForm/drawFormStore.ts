import {
  createStore,
  type DrawOptions,
  type DrawTask,
  type DrawTaskAddBody,
  type DrawUploadResult,
  type DubKitClient,
  isAbortError,
  type ReadableStore,
} from '@dubkit/sdk-core';
import {
  DRAW_STRENGTH_DEFAULT,
  type DrawFormRefusal,
  type DrawRefMode,
  drawFormRefusal,
  drawRefImageRefusal,
  drawStrengthFraction,
} from '@dubkit/sdk-core/draw';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** none: no reference image; uploading: on its way to storage; uploaded: its url is known; failed: try another. */
export type DrawRefPhase = 'none' | 'uploading' | 'uploaded' | 'failed';

export interface DrawFormSnapshot {
  /** The styles and sizes; null until loaded. */
  options: DrawOptions | null;
  optionsFailure: string | null;
  prompt: string;
  styleId: number | null;
  size: string | null;
  count: number;
  refFile: File | null;
  refPhase: DrawRefPhase;
  /** Share of the reference image sent, 0 to 1. */
  refProgress: number;
  /** The uploaded reference image's address. */
  refUrl: string | null;
  /** Why the last picked or dropped image was refused, or why its upload failed. */
  refRefusal: string | null;
  refMode: DrawRefMode;
  /** The strength slider, 0–100. */
  strength: number;
  /** Why the form was not sent (sdk-core's `drawFormRefusal`), until the user changes it. */
  refusal: DrawFormRefusal | null;
  submitting: boolean;
}

export interface DrawFormStore extends ReadableStore<DrawFormSnapshot> {
  loadOptions(): Promise<void>;
  setPrompt(prompt: string): void;
  setStyle(styleId: number): void;
  setSize(size: string): void;
  setCount(count: number): void;
  /** Takes a reference image unless refused, and uploads it at once; returns the refusal. */
  pickRef(file: File): string | null;
  removeRef(): void;
  setRefMode(mode: DrawRefMode): void;
  setStrength(strength: number): void;
  /** Sends the form; the new task, or null when refused or failed (the client reports a failed call). */
  submit(): Promise<DrawTask | null>;
  dispose(): void;
}

const INITIAL: DrawFormSnapshot = {
  options: null,
  optionsFailure: null,
  prompt: '',
  styleId: null,
  size: null,
  count: 1,
  refFile: null,
  refPhase: 'none',
  refProgress: 0,
  refUrl: null,
  refRefusal: null,
  refMode: 'refonly',
  strength: DRAW_STRENGTH_DEFAULT,
  refusal: null,
  submitting: false,
};

/** The drawing form (spec part 2 §2, §5, §7, §9): options, prompt, style, size, count, reference image, generate. */
export function createDrawFormStore(client: Pick<DubKitClient, 'draw' | 'upload'>): DrawFormStore {
  const store = createStore<DrawFormSnapshot>(INITIAL);
  let upload: AbortController | null = null;

  const uploadRef = async (file: File) => {
    upload?.abort();
    const controller = new AbortController();
    upload = controller;
    const call = { handled: true, signal: controller.signal };
    store.set({ refFile: file, refPhase: 'uploading', refProgress: 0, refUrl: null, refRefusal: null });
    try {
      const policy = await client.draw.ossPolicy({ filename: file.name }, call);
      const result = await client.upload<DrawUploadResult>(policy, file, {
        ...call,
        onProgress: (fraction) => {
          if (upload === controller) store.set({ refProgress: Math.min(1, Math.max(0, fraction)) });
        },
      });
      if (upload !== controller) return;
      if (!result?.url) throw new Error('no url');
      store.set({ refPhase: 'uploaded', refProgress: 1, refUrl: result.url });
    } catch (error) {
      if (upload !== controller || isAbortError(error)) return;
      store.set({ refPhase: 'failed', refProgress: 0, refRefusal: messageOf(error) });
    } finally {
      if (upload === controller) upload = null;
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    async loadOptions() {
      store.set({ optionsFailure: null });
      try {
        const options = await client.draw.options(undefined, { handled: true });
        const { styleId, size } = store.getSnapshot();
        store.set({
          options,
          styleId: styleId ?? options.styleList[0]?.id ?? null,
          size: size ?? options.sizeList[0]?.value ?? null,
        });
      } catch (error) {
        store.set({ optionsFailure: messageOf(error) });
      }
    },
    setPrompt: (prompt) => store.set({ prompt, refusal: null }),
    setStyle: (styleId) => store.set({ styleId }),
    setSize: (size) => store.set({ size }),
    setCount: (count) => store.set({ count }),
    pickRef(file) {
      if (store.getSnapshot().submitting) return null;
      const refusal = drawRefImageRefusal(file);
      if (refusal) {
        store.set({ refRefusal: refusal });
        return refusal;
      }
      void uploadRef(file);
      return null;
    },
    removeRef() {
      upload?.abort();
      upload = null;
      store.set({ refFile: null, refPhase: 'none', refProgress: 0, refUrl: null, refRefusal: null });
    },
    setRefMode: (refMode) => store.set({ refMode }),
    setStrength: (strength) => store.set({ strength }),
    async submit() {
      const form = store.getSnapshot();
      // Style and size come with the options: nothing is sent before they are in.
      if (form.submitting || form.refPhase === 'uploading' || form.styleId === null || form.size === null) return null;
      const refusal = drawFormRefusal(form);
      if (refusal) {
        store.set({ refusal });
        return null;
      }
      store.set({ submitting: true, refusal: null });
      try {
        const reference =
          form.refPhase === 'uploaded' && form.refUrl
            ? { refImage: form.refUrl, refMode: form.refMode, refStrength: drawStrengthFraction(form.strength) }
            : {};
        return await client.draw.add({
          styleId: form.styleId,
          prompt: form.prompt.trim(),
          size: form.size as DrawTaskAddBody['size'],
          count: form.count,
          ...reference,
        });
      } catch {
        return null;
      } finally {
        store.set({ submitting: false });
      }
    },
    // Stops the upload; the store stays usable (React's strict mode mounts twice).
    dispose() {
      upload?.abort();
      upload = null;
    },
  };
}
