import { createAuditionStore } from '@dubkit/sdk-core/studio';
import { afterEach, describe, expect, it } from 'vitest';
import chunkA from '../../testing/audio/chunk-a.mp3?url';
import chunkB from '../../testing/audio/chunk-b.mp3?url';
import { createMediaSourceSink, createWebAudioSink } from './audioSink';

const bytes = async (url: string) => (await fetch(url)).arrayBuffer();
const until = async (check: () => boolean, timeoutMs = 5000) => {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

let audio: HTMLAudioElement;
afterEach(() => audio?.remove());

function fastAudio() {
  audio = document.createElement('audio');
  // Four times as fast: the 2.4 s of test audio plays in 0.6 s.
  audio.defaultPlaybackRate = 4;
  document.body.append(audio);
  return audio;
}

describe('createMediaSourceSink', () => {
  it('plays the first chunk while the next is still being synthesised, then everything as one playback', async () => {
    const element = fastAudio();
    const [a, b] = await Promise.all([bytes(chunkA), bytes(chunkB)]);
    let releaseSecond!: () => void;
    const secondRequested = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    const store = createAuditionStore<string[], string>({
      split: (chunks) => chunks,
      request: async (chunk) => {
        if (chunk === 'b') await secondRequested;
        return chunk === 'a' ? a : b;
      },
      sink: createMediaSourceSink(element),
    });

    const playing = store.play(['a', 'b']);
    await until(() => element.currentTime > 0);
    expect(store.getSnapshot()).toMatchObject({ state: 'playing', done: 1, total: 2 });

    releaseSecond();
    await playing;
    await until(() => store.getSnapshot().state === 'default');
    expect(element.duration).toBeGreaterThan(2.2);
    expect(element.duration).toBeLessThan(2.7);
  });

  it('plays audio that arrives in pieces cut anywhere, even inside an MP3 frame', async () => {
    const element = fastAudio();
    const a = new Uint8Array(await bytes(chunkA));
    const sink = createMediaSourceSink(element);
    const ended = new Promise<void>((resolve) => sink.onEnded(resolve));
    await sink.open();
    for (const [start, end] of [
      [0, 101],
      [101, 1000],
      [1000, 3333],
      [3333, a.byteLength],
    ] as const) {
      await sink.append(a.slice(start, end).buffer);
    }
    sink.end();
    await ended;
    expect(element.duration).toBeGreaterThan(1.1);
    expect(element.duration).toBeLessThan(1.4);
  });

  it('pauses, resumes and stops, discarding what was buffered', async () => {
    const element = fastAudio();
    const a = await bytes(chunkA);
    const sink = createMediaSourceSink(element);
    await sink.open();
    await sink.append(a);
    await until(() => element.currentTime > 0);
    sink.pause();
    expect(element.paused).toBe(true);
    sink.resume();
    await until(() => !element.paused);
    let ended = false;
    sink.onEnded(() => {
      ended = true;
    });
    sink.stop();
    expect(element.paused).toBe(true);
    expect(element.getAttribute('src')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(ended).toBe(false);
  });
});

describe('createWebAudioSink', () => {
  it('schedules each decoded chunk after the last and says when all has played', async () => {
    const [a, b] = await Promise.all([bytes(chunkA), bytes(chunkB)]);
    const contexts: AudioContext[] = [];
    const sink = createWebAudioSink(() => {
      const context = new AudioContext();
      contexts.push(context);
      return context;
    });
    const ended = new Promise<void>((resolve) => sink.onEnded(resolve));
    await sink.open();
    await sink.append(a);
    await sink.append(b);
    sink.end();
    const started = performance.now();
    await ended;
    // Both chunks played back to back: about 2.4 s of audio, not one chunk's 1.2 s.
    expect(performance.now() - started).toBeGreaterThan(1800);
    expect(contexts).toHaveLength(1);
  }, 10_000);
});
