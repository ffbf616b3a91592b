import { describe, expect, it } from 'vitest';
import type { StreamDelta } from '../contract/gpt';
import { DubKitError } from '../errors';
import { deferred } from '../testing';
import { createTextStream } from './text-stream';

function driven() {
  let onDelta: (delta: StreamDelta) => void = () => {};
  let signal: AbortSignal | undefined;
  let done = deferred<void>();
  const store = createTextStream<{ content: string }>({
    stream: (_input, options) => {
      onDelta = options.onDelta;
      signal = options.signal;
      done = deferred<void>();
      options.signal.addEventListener('abort', () => done.resolve());
      return done.promise;
    },
  });
  return { store, push: (content: string) => onDelta({ content }), end: () => done, signal: () => signal };
}

describe('createTextStream', () => {
  it('streams the rewritten text into the output until done', async () => {
    const { store, push, end } = driven();
    const running = store.start({ content: '原文' });
    expect(store.getSnapshot()).toEqual({ status: 'streaming', output: '' });
    push('改写');
    push('后');
    end().resolve();
    await running;
    expect(store.getSnapshot()).toEqual({ status: 'done', output: '改写后' });
  });

  it('can be stopped, keeping what arrived', async () => {
    const { store, push, signal } = driven();
    const running = store.start({ content: '原文' });
    push('一半');
    store.stop();
    await running;
    expect(signal()?.aborted).toBe(true);
    expect(store.getSnapshot()).toEqual({ status: 'stopped', output: '一半' });
  });

  it('puts a failure’s message in the output', async () => {
    const { store, end } = driven();
    const running = store.start({ content: '原文' });
    end().reject(new DubKitError(400, '发生异常'));
    await running;
    expect(store.getSnapshot()).toEqual({ status: 'failed', output: '发生异常' });
  });
});
