import type { StreamDelta } from '../contract/gpt';
import { STREAM_FAILURE_MESSAGE } from '../errors';
import { createStore, failureMessage, type ReadableStore } from './store';

export type TextStreamStatus = 'idle' | 'streaming' | 'done' | 'stopped' | 'failed';

export interface TextStreamSnapshot {
  status: TextStreamStatus;
  /** The answer so far; a failure's message when it failed. */
  output: string;
}

export interface TextStreamOptions<Input> {
  /** `streams.gpt.rewrite` or `streams.gpt.templateApply`. */
  stream: (input: Input, options: { signal: AbortSignal; onDelta: (delta: StreamDelta) => void }) => Promise<void>;
}

export interface TextStreamStore<Input> extends ReadableStore<TextStreamSnapshot> {
  /** Starts a new answer, stopping the one streaming. */
  start(input: Input): Promise<void>;
  stop(): void;
}

/** Smart rewrite and inspiration apply: one streamed answer that can be stopped (spec part 2 §4). */
export function createTextStream<Input>({ stream }: TextStreamOptions<Input>): TextStreamStore<Input> {
  const store = createStore<TextStreamSnapshot>({ status: 'idle', output: '' });
  let controller: AbortController | null = null;

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    start: async (input) => {
      controller?.abort();
      const own = new AbortController();
      controller = own;
      store.set({ status: 'streaming', output: '' });
      let output = '';
      try {
        await stream(input, {
          signal: own.signal,
          onDelta: (delta) => {
            if (controller !== own) return;
            output += delta.content;
            store.set({ output });
          },
        });
        if (controller === own) store.set({ status: own.signal.aborted ? 'stopped' : 'done' });
      } catch (error) {
        if (controller === own) store.set({ status: 'failed', output: failureMessage(error, STREAM_FAILURE_MESSAGE) });
      }
    },
    stop: () => controller?.abort(),
  };
}
