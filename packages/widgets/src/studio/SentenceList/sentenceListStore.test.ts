import type { DubKitClient, SentenceTakes } from '@dubkit/sdk-core';
import { documentFromText } from '@dubkit/sdk-core/markup';
import { takesFullMessage } from '@dubkit/sdk-core/studio';
import { describe, expect, it, vi } from 'vitest';
import type { TakesVoice } from '../DubbingStudio/studioRules';
import { sentenceRows } from './sentenceListRules';
import { createSentenceListStore } from './sentenceListStore';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const voice: TakesVoice = {
  anchorType: 0,
  anchorId: 12,
  templateId: 0,
  intensity: 1,
  role: '',
  pitchRate: 0,
  speechRate: 1,
  volume: 100,
};

/** A reply the test releases when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A media element that plays at once and says when it ends. */
function fakeMedia() {
  return {
    src: '',
    currentTime: 0,
    onended: null as (() => void) | null,
    play: vi.fn(async () => {}),
    pause: vi.fn(),
    removeAttribute: vi.fn(),
  };
}

function setup(takes: { list?: DubKitClient['takes']['list'] } = {}) {
  const media = fakeMedia();
  const client = {
    takes: {
      list: vi.fn(
        takes.list ??
          (async (body: { sentences: string[] }) =>
            body.sentences.map((): SentenceTakes => ({ takes: 1, pinned: 0, varies: true }))),
      ),
      audio: vi.fn(async () => new Uint8Array([0xff, 0xfb, 0x90, 0x00]).buffer),
      regenerate: vi.fn(async (): Promise<SentenceTakes> => ({ takes: 2, pinned: 1, varies: true })),
      pin: vi.fn(
        async (body: { take: number }): Promise<SentenceTakes> => ({ takes: 2, pinned: body.take, varies: true }),
      ),
    },
  };
  const store = createSentenceListStore({
    client: client as unknown as Pick<DubKitClient, 'takes'>,
    genericFailure: '操作失败，请稍后重试',
    createMedia: () => media as unknown as HTMLMediaElement,
  });
  return { store, client, media };
}

describe('the sentence list store', () => {
  const script = documentFromText('第一句。第二句！\n第三句');
  const [first, second] = sentenceRows(script).map((row) => row.sentence) as [string, string, string];

  it('lists the script’s sentences and asks for their takes in the studio’s voice', async () => {
    const { store, client } = setup();
    store.open(script, voice);
    expect(store.getSnapshot().rows.map((row) => row.text)).toEqual(['第一句。', '第二句！', '第三句']);
    expect(store.getSnapshot().busy[first]).toBe('listing');
    await settle();
    expect(client.takes.list).toHaveBeenCalledWith(
      { ...voice, sentences: sentenceRows(script).map((row) => row.sentence) },
      expect.objectContaining({ handled: true }),
    );
    expect(store.getSnapshot().takes[first]).toEqual({ takes: 1, pinned: 0, varies: true });
    expect(store.getSnapshot().busy).toEqual({});
  });

  it('drops the takes of a script it has moved on from, when they arrive late', async () => {
    const late = deferred<SentenceTakes[]>();
    let calls = 0;
    const { store } = setup({
      list: (async (body: { sentences: string[] }) =>
        calls++ === 0 ? late.promise : body.sentences.map(() => ({ takes: 3, pinned: 2, varies: true }))) as never,
    });
    store.open(script, voice);
    store.open(documentFromText('第一句。'), voice);
    await settle();
    late.resolve([
      { takes: 1, pinned: 0, varies: true },
      { takes: 1, pinned: 0, varies: true },
    ]);
    await settle();
    expect(store.getSnapshot().rows.map((row) => row.text)).toEqual(['第一句。']);
    expect(store.getSnapshot().takes).toEqual({ [first]: { takes: 3, pinned: 2, varies: true } });
  });

  it('makes a new take, shows it pinned, and plays it; the same take again stops it', async () => {
    const { store, client, media } = setup();
    store.open(script, voice);
    await settle();
    await store.regenerate(second);
    expect(store.getSnapshot().takes[second]).toEqual({ takes: 2, pinned: 1, varies: true });
    await settle();
    expect(client.takes.audio).toHaveBeenCalledWith({ ...voice, sentence: second, take: 1 }, expect.anything());
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().playing).toEqual({ sentence: second, take: 1, state: 'playing' });
    store.toggle(second, 1);
    expect(store.getSnapshot().playing).toBeNull();
    expect(media.pause).toHaveBeenCalled();
    // Played again: the take's audio is not fetched twice.
    store.toggle(second, 1);
    await settle();
    expect(client.takes.audio).toHaveBeenCalledTimes(1);
    media.onended?.();
    expect(store.getSnapshot().playing).toBeNull();
  });

  it('refuses a sixth take without asking, and shows the server’s refusal on the sentence it concerns', async () => {
    const { store, client } = setup({
      list: (async (body: { sentences: string[] }) =>
        body.sentences.map(() => ({ takes: 5, pinned: 4, varies: true }))) as never,
    });
    store.open(script, voice);
    await settle();
    await store.regenerate(first);
    expect(client.takes.regenerate).not.toHaveBeenCalled();
    expect(store.getSnapshot().errors[first]).toBe(takesFullMessage());

    client.takes.pin.mockRejectedValueOnce(Object.assign(new Error('该版本不存在'), { code: 400 }));
    await store.pin(second, 1);
    expect(store.getSnapshot().errors).toMatchObject({ [second]: '该版本不存在' });
    expect(store.getSnapshot().busy).toEqual({});
  });

  it('pins a take, and ignores a pin of the take already pinned', async () => {
    const { store, client } = setup();
    store.open(script, voice);
    await settle();
    await store.pin(first, 0);
    expect(client.takes.pin).not.toHaveBeenCalled();
    await store.pin(first, 1);
    expect(client.takes.pin).toHaveBeenCalledWith({ ...voice, sentence: first, take: 1 }, expect.anything());
    expect(store.getSnapshot().takes[first]?.pinned).toBe(1);
  });
});
