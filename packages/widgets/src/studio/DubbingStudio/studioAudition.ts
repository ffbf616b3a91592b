import { auditionRange, type HeadlessScriptEditor } from '@dubkit/editor';
import { type DubKitClient, DubKitError, encryptText, type WritableStore } from '@dubkit/sdk-core';
import { type ScriptDocument, serialize, splitForAudition } from '@dubkit/sdk-core/markup';
import {
  AUDITION_EMPTY,
  type AuditionSnapshot,
  type AuditionStore,
  createAuditionStore,
} from '@dubkit/sdk-core/studio';
import type { Toaster } from '@dubkit/ui';
import type { StudioCopy } from '../copy';
import { createAuditionSink } from './audioSink';
import { auditionBody } from './studioRules';
import type { StudioSnapshot } from './studioStore';

export const idleAudition: AuditionSnapshot = { state: 'default', error: null, done: 0, total: 0 };

/** How long an audition runs before its text is highlighted (spec part 2 §4). */
export const AUDITION_HIGHLIGHT_DELAY_MS = 1000;

export interface StudioAuditionOptions {
  client: DubKitClient;
  editor: HeadlessScriptEditor;
  messages: StudioCopy;
  toaster: Pick<Toaster, 'warning'>;
  store: WritableStore<StudioSnapshot>;
  /** The key audition text is encrypted with. */
  auditionKey: string;
}

/** The studio's audition: it speaks the script chunk by chunk through the page's audio element. */
export interface StudioAudition {
  attachAudio(audio: HTMLAudioElement): () => void;
  play(document: ScriptDocument): void;
  pause(): void;
  resume(): void;
  stop(): void;
  dispose(): void;
}

export function createStudioAudition(options: StudioAuditionOptions): StudioAudition {
  const { client, editor, messages, toaster, store, auditionKey } = options;
  const state = store.getSnapshot;
  let audition: AuditionStore<ScriptDocument> | null = null;
  let highlightTimer: ReturnType<typeof setTimeout> | undefined;

  const followAudition = () => {
    const snapshot = audition?.getSnapshot() ?? idleAudition;
    const wasAuditioning = state().audition.state !== 'default';
    store.set({ audition: snapshot });
    if (snapshot.error === AUDITION_EMPTY) toaster.warning(snapshot.error);
    else if (snapshot.error) store.set({ dialog: { kind: 'auditionFailed', message: snapshot.error } });
    // The auditioned text is highlighted once the audition has run for a second.
    const auditioning = snapshot.state !== 'default';
    if (auditioning === wasAuditioning) return;
    clearTimeout(highlightTimer);
    if (auditioning) highlightTimer = setTimeout(() => store.set({ highlighted: true }), AUDITION_HIGHLIGHT_DELAY_MS);
    else store.set({ highlighted: false });
  };

  return {
    attachAudio: (audio) => {
      const { sink, streaming } = createAuditionSink(audio);
      const created = createAuditionStore<ScriptDocument, ScriptDocument>({
        split: (document) => splitForAudition(document),
        request: async (chunk, signal) => {
          const { voice, settings } = state();
          if (!voice) throw new DubKitError(400, messages.studioVoiceMissing);
          const text = await encryptText(auditionKey, serialize(chunk));
          const body = auditionBody(voice, settings, text);
          // Streamed where the player can: it starts on the chunk's first frames instead of its last.
          return streaming
            ? client.auditionStream(body, { signal, handled: true })
            : client.tasks.audition(body, { signal, handled: true });
        },
        sink,
      });
      audition = created;
      const unsubscribe = created.subscribe(followAudition);
      return () => {
        unsubscribe();
        created.dispose();
        if (audition === created) audition = null;
      };
    },
    play: (document) => {
      store.set({ auditioned: auditionRange(editor) });
      void audition?.play(document);
    },
    pause: () => audition?.pause(),
    resume: () => audition?.resume(),
    stop: () => audition?.stop(),
    dispose: () => clearTimeout(highlightTimer),
  };
}
