import { describe, expect, it, vi } from 'vitest';
import { DubKitError, NETWORK_ERROR_CODE } from '../errors';
import { deferred } from '../testing';
import { type AudioSink, createAuditionStore } from './audition';

/** A sink that records what it was told and lets the test end playback. */
function recordingSink() {
  const calls: string[] = [];
  let ended: (() => void) | null = null;
  const sink: AudioSink = {
    open: () => void calls.push('open'),
    append: (audio) => void calls.push(`append ${new Uint8Array(audio).join(',')}`),
    end: () => void calls.push('end'),
    pause: () => void calls.push('pause'),
    resume: () => void calls.push('resume'),
    stop: () => void calls.push('stop'),
    onEnded: (listener) => {
      ended = listener;
      return () => {
        ended = null;
      };
    },
  };
  return { sink, calls, finish: () => ended?.() };
}

const audio = (...bytes: number[]) => new Uint8Array(bytes).buffer;
const sentences = (text: string) => text.split('|').filter(Boolean);

describe('createAuditionStore', () => {
  it('requests the chunks one by one, appends each, and plays from the first audio until the end', async () => {
    const { sink, calls, finish } = recordingSink();
    const answers = [deferred<ArrayBuffer>(), deferred<ArrayBuffer>()];
    const request = vi.fn(
      (_chunk: string, _signal: AbortSignal) =>
        (answers[request.mock.calls.length - 1] as { promise: Promise<ArrayBuffer> }).promise,
    );
    const audition = createAuditionStore({ split: sentences, request, sink });

    const playing = audition.play('第一句。|第二句。');
    await Promise.resolve();
    expect(audition.getSnapshot()).toMatchObject({ state: 'loading', total: 2 });
    expect(request).toHaveBeenCalledTimes(1);

    answers[0]?.resolve(audio(1));
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    expect(audition.getSnapshot().state).toBe('playing');
    expect(request.mock.calls.map(([chunk]) => chunk)).toEqual(['第一句。', '第二句。']);

    answers[1]?.resolve(audio(2));
    await playing;
    expect(calls).toEqual(['open', 'append 1', 'append 2', 'end']);
    expect(audition.getSnapshot().state).toBe('playing');

    finish();
    expect(audition.getSnapshot()).toMatchObject({ state: 'default', error: null, done: 2 });
  });

  it('plays a streamed chunk from its first piece, before the rest of it has arrived', async () => {
    const { sink, calls } = recordingSink();
    let push!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = controller;
      },
    });
    const audition = createAuditionStore({ split: sentences, request: async () => body, sink });

    const playing = audition.play('很长的一句。');
    // Two views on one buffer: each piece is appended as its own bytes.
    const shared = new Uint8Array([7, 1, 2, 3]);
    push.enqueue(shared.subarray(1, 3));
    await vi.waitFor(() => expect(audition.getSnapshot().state).toBe('playing'));
    expect(calls).toEqual(['open', 'append 1,2']);

    push.enqueue(shared.subarray(3));
    push.close();
    await playing;
    expect(calls).toEqual(['open', 'append 1,2', 'append 3', 'end']);
  });

  it('skips a chunk that came back empty and goes on with the next', async () => {
    const { sink, calls } = recordingSink();
    const replies = [audio(), audio(7)];
    const audition = createAuditionStore({ split: sentences, request: async () => replies.shift() ?? audio(), sink });

    await audition.play('一|二');

    expect(calls).toEqual(['open', 'append 7', 'end']);
  });

  it('returns to default when every chunk came back empty', async () => {
    const { sink } = recordingSink();
    const audition = createAuditionStore({ split: sentences, request: async () => audio(), sink });
    await audition.play('一|二');
    expect(audition.getSnapshot()).toMatchObject({ state: 'default', error: null });
  });

  it('pauses and resumes only while playing', async () => {
    const { sink, calls } = recordingSink();
    const audition = createAuditionStore({ split: sentences, request: async () => audio(1), sink });
    audition.pause();
    expect(audition.getSnapshot().state).toBe('default');

    await audition.play('一');
    audition.pause();
    expect(audition.getSnapshot().state).toBe('paused');
    audition.resume();
    expect(audition.getSnapshot().state).toBe('playing');
    expect(calls.slice(-2)).toEqual(['pause', 'resume']);
  });

  it('stops on failure with the server’s message, requesting nothing more', async () => {
    const { sink, calls } = recordingSink();
    const request = vi
      .fn<(chunk: string, signal: AbortSignal) => Promise<ArrayBuffer>>()
      .mockResolvedValueOnce(audio(1))
      .mockRejectedValueOnce(new DubKitError(500, '文本包含不支持的字符'));
    const audition = createAuditionStore({ split: sentences, request, sink });

    await audition.play('一|二|三');

    expect(request).toHaveBeenCalledTimes(2);
    expect(calls.at(-1)).toBe('stop');
    expect(audition.getSnapshot()).toMatchObject({ state: 'default', error: '文本包含不支持的字符' });
  });

  it('falls back to 试听失败！ when the failure has no server message', async () => {
    const { sink } = recordingSink();
    const failWith = (error: unknown) =>
      createAuditionStore({ split: sentences, request: () => Promise.reject(error), sink });

    const network = failWith(new DubKitError(NETWORK_ERROR_CODE, 'fetch failed'));
    await network.play('一');
    expect(network.getSnapshot().error).toBe('试听失败！');

    const unknown = failWith(new Error('decode error'));
    await unknown.play('一');
    expect(unknown.getSnapshot().error).toBe('试听失败！');
  });

  it('says there is nothing to audition for blank text', async () => {
    const { sink, calls } = recordingSink();
    const request = vi.fn(async () => audio(1));
    const audition = createAuditionStore({ split: sentences, request, sink });

    await audition.play('');

    expect(audition.getSnapshot()).toMatchObject({ state: 'default', error: '试听内容不能为空' });
    expect(request).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('stops at once: the pending request is aborted and its late audio is not appended', async () => {
    const { sink, calls } = recordingSink();
    const pending = deferred<ArrayBuffer>();
    let signal: AbortSignal | undefined;
    const audition = createAuditionStore({
      split: sentences,
      request: (_chunk, s) => {
        signal = s;
        return pending.promise;
      },
      sink,
    });

    const playing = audition.play('一|二');
    await Promise.resolve();
    audition.stop();
    pending.resolve(audio(9));
    await playing;

    expect(signal?.aborted).toBe(true);
    expect(calls).toEqual(['open', 'stop']);
    expect(audition.getSnapshot().state).toBe('default');
  });

  it('a new audition replaces the one playing', async () => {
    const { sink } = recordingSink();
    const first = deferred<ArrayBuffer>();
    const request = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue(audio(2));
    const audition = createAuditionStore({ split: sentences, request, sink });

    const old = audition.play('旧');
    await Promise.resolve();
    await audition.play('新');
    first.resolve(audio(1));
    await old;

    expect(request.mock.calls.map(([chunk]) => chunk)).toEqual(['旧', '新']);
    expect(audition.getSnapshot()).toMatchObject({ state: 'playing', total: 1, done: 1 });
  });
});
