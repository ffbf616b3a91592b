import { DubKitError, NETWORK_ERROR_CODE } from '../errors';
import { createStore, type ReadableStore } from './store';

/** The streaming player the audition appends to (in the browser, e.g. MediaSource with an audio element). */
export interface AudioSink {
  /** Prepares a new stream; called before the first chunk of an audition. */
  open(): void | Promise<void>;
  append(audio: ArrayBuffer): void | Promise<void>;
  /** No more audio will come; `onEnded` fires once what was appended has played. */
  end(): void;
  pause(): void;
  resume(): void;
  /** Stops at once and discards what is buffered; `onEnded` does not fire. */
  stop(): void;
  onEnded(listener: () => void): () => void;
}

export type AuditionState = 'default' | 'loading' | 'playing' | 'paused';

export interface AuditionSnapshot {
  state: AuditionState;
  /** Why the last audition stopped: the server's message, or 试听失败！ */
  error: string | null;
  /** Chunks requested so far and in all. */
  done: number;
  total: number;
}

export interface AuditionOptions<Input, Chunk> {
  /** Cuts the script into chunks (the markup's `splitForAudition`: 100, 200, then 280 characters). */
  split: (input: Input) => Chunk[];
  /**
   * Synthesises one chunk: audio/mpeg bytes, empty when there is nothing to hear; or a stream of them, each piece
   * appended as it arrives so playback can start before the chunk is complete.
   */
  request: (chunk: Chunk, signal: AbortSignal) => Promise<ArrayBuffer | ReadableStream<Uint8Array>>;
  sink: AudioSink;
}

export interface AuditionStore<Input> extends ReadableStore<AuditionSnapshot> {
  /** Starts an audition, stopping the one playing. Nothing to say sets the error 试听内容不能为空. */
  play(input: Input): Promise<void>;
  pause(): void;
  resume(): void;
  stop(): void;
  dispose(): void;
}

export const AUDITION_FAILED = '试听失败！';
export const AUDITION_EMPTY = '试听内容不能为空';

/** The server's message (or status text) when there is one; a transport failure shows the default. */
const failureOf = (error: unknown) =>
  error instanceof DubKitError && error.code !== NETWORK_ERROR_CODE && error.message ? error.message : AUDITION_FAILED;

/** The piece's own bytes: a stream's views may share one larger buffer. */
const ownBuffer = (piece: Uint8Array): ArrayBuffer =>
  piece.byteOffset === 0 && piece.byteLength === piece.buffer.byteLength && piece.buffer instanceof ArrayBuffer
    ? piece.buffer
    : (piece.slice().buffer as ArrayBuffer);

/**
 * The audition player (spec part 2 §4): chunks are requested one by one and appended to the sink; the first audio
 * moves loading to playing; an empty answer is skipped; a failure stops everything with its message.
 */
export function createAuditionStore<Input, Chunk>(options: AuditionOptions<Input, Chunk>): AuditionStore<Input> {
  const { split, request, sink } = options;
  const store = createStore<AuditionSnapshot>({ state: 'default', error: null, done: 0, total: 0 });
  let controller: AbortController | null = null;
  let requesting = false;

  const halt = () => {
    controller?.abort();
    controller = null;
    requesting = false;
    sink.stop();
    store.set({ state: 'default' });
  };
  const stopOnEnded = sink.onEnded(() => {
    if (!requesting && store.getSnapshot().state !== 'default') {
      controller = null;
      store.set({ state: 'default' });
    }
  });

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    play: async (input) => {
      if (store.getSnapshot().state !== 'default') halt();
      const chunks = split(input);
      if (chunks.length === 0) return store.set({ error: AUDITION_EMPTY });
      const own = new AbortController();
      controller = own;
      requesting = true;
      store.set({ state: 'loading', error: null, done: 0, total: chunks.length });
      let appended = false;
      try {
        await sink.open();
        const append = async (audio: ArrayBuffer) => {
          if (audio.byteLength === 0 || controller !== own) return;
          await sink.append(audio);
          if (controller !== own) return;
          appended = true;
          if (store.getSnapshot().state === 'loading') store.set({ state: 'playing' });
        };
        for (const [index, chunk] of chunks.entries()) {
          const audio = await request(chunk, own.signal);
          if (controller !== own) return;
          store.set({ done: index + 1 });
          if (audio instanceof ArrayBuffer) await append(audio);
          else for await (const piece of audio) await append(ownBuffer(piece));
          if (controller !== own) return;
        }
        requesting = false;
        if (appended) sink.end();
        else halt();
      } catch (error) {
        if (controller !== own) return;
        halt();
        store.set({ error: failureOf(error) });
      }
    },
    pause: () => {
      if (store.getSnapshot().state !== 'playing') return;
      sink.pause();
      store.set({ state: 'paused' });
    },
    resume: () => {
      if (store.getSnapshot().state !== 'paused') return;
      sink.resume();
      store.set({ state: 'playing' });
    },
    stop: () => {
      if (store.getSnapshot().state !== 'default') halt();
    },
    dispose: () => {
      halt();
      stopOnEnded();
    },
  };
}
