import type { AudioSink } from '@dubkit/sdk-core/studio';

/** Streaming players for the audition store: each chunk plays as soon as it is appended, all as one playback. */

const MPEG = 'audio/mpeg';

type Listener = () => void;

function listeners() {
  const set = new Set<Listener>();
  return {
    add(listener: Listener) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit() {
      for (const listener of set) listener();
    },
  };
}

const once = (target: EventTarget, type: string) =>
  new Promise<void>((resolve) => target.addEventListener(type, () => resolve(), { once: true }));

/**
 * MediaSource in sequence mode: MP3 frames of every chunk are queued on one source buffer and the audio element
 * plays what has arrived, so the first sound comes after the first chunk, not after the whole text.
 */
export function createMediaSourceSink(audio: HTMLAudioElement): AudioSink {
  const ended = listeners();
  let source: MediaSource | null = null;
  let buffer: SourceBuffer | null = null;
  let url: string | null = null;
  let started = false;
  audio.addEventListener('ended', () => {
    if (source) ended.emit();
  });

  const idle = async () => {
    while (buffer?.updating) await once(buffer, 'updateend');
  };
  const release = () => {
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
    if (url) URL.revokeObjectURL(url);
    source = buffer = url = null;
    started = false;
  };

  return {
    open: async () => {
      release();
      const own = new MediaSource();
      source = own;
      url = URL.createObjectURL(own);
      audio.src = url;
      await once(own, 'sourceopen');
      if (source !== own) return;
      buffer = own.addSourceBuffer(MPEG);
      buffer.mode = 'sequence';
    },
    append: async (chunk) => {
      const own = buffer;
      if (!own) return;
      await idle();
      if (buffer !== own) return;
      own.appendBuffer(chunk);
      await once(own, 'updateend');
      if (!started && buffer === own) {
        started = true;
        // Not awaited: play() settles only once enough has arrived, and a piece may be a fraction of a frame.
        audio.play().catch(() => {
          // Refused (e.g. no user gesture): playback is over before it began.
          if (buffer === own) {
            release();
            ended.emit();
          }
        });
      }
    },
    end: () => {
      const own = source;
      void idle().then(() => {
        if (source === own && own?.readyState === 'open') own.endOfStream();
      });
    },
    pause: () => audio.pause(),
    resume: () => void audio.play(),
    stop: release,
    onEnded: ended.add,
  };
}

/** Web Audio for browsers without MP3 in MediaSource: each chunk is decoded and scheduled right after the last. */
export function createWebAudioSink(createContext: () => AudioContext = () => new AudioContext()): AudioSink {
  const ended = listeners();
  let context: AudioContext | null = null;
  let nextStart = 0;
  let playing = 0;
  let finished = false;

  const settle = () => {
    if (finished && playing === 0 && context) {
      void context.close();
      context = null;
      ended.emit();
    }
  };

  return {
    open: () => {
      void context?.close();
      context = createContext();
      nextStart = 0;
      playing = 0;
      finished = false;
    },
    append: async (chunk) => {
      const own = context;
      if (!own) return;
      // decodeAudioData detaches its input; the store's bytes stay usable.
      const decoded = await own.decodeAudioData(chunk.slice(0));
      if (context !== own) return;
      const node = own.createBufferSource();
      node.buffer = decoded;
      node.connect(own.destination);
      nextStart = Math.max(nextStart, own.currentTime);
      node.start(nextStart);
      nextStart += decoded.duration;
      playing += 1;
      node.onended = () => {
        if (context !== own) return;
        playing -= 1;
        settle();
      };
    },
    end: () => {
      finished = true;
      settle();
    },
    pause: () => void context?.suspend(),
    resume: () => void context?.resume(),
    stop: () => {
      void context?.close();
      context = null;
    },
    onEnded: ended.add,
  };
}

/**
 * MediaSource where it plays MP3 (Chromium, Firefox, Safari 17+), Web Audio elsewhere. `streaming` says whether the
 * sink takes pieces cut anywhere (MediaSource parses across appends; Web Audio decodes whole chunks only).
 */
export function createAuditionSink(audio: HTMLAudioElement): { sink: AudioSink; streaming: boolean } {
  const mediaSource = (globalThis as { MediaSource?: typeof MediaSource }).MediaSource;
  return mediaSource?.isTypeSupported(MPEG)
    ? { sink: createMediaSourceSink(audio), streaming: true }
    : { sink: createWebAudioSink(), streaming: false };
}
