import { useEffect, useRef, useState } from 'react';
import { useAudioCoordinator } from './audioCoordinator';

export type AudioPlayerState = 'idle' | 'loading' | 'playing';

export interface UseAudioPlayerOptions {
  /** The audio's URL. */
  src?: string;
  /** Fetches the URL when playback starts (e.g. a synthesised preview); used when there is no `src`. */
  load?: () => Promise<string>;
  /** Playback or loading failed; the player is back to idle. */
  onError?: (error: unknown) => void;
  /** Makes the media element that plays the source; a new Audio() by default. */
  createMedia?: () => HTMLMediaElement;
}

const createAudio = () => new Audio();

/** One audio source behind a play/stop toggle: idle → loading → playing; starting it stops any other player. */
export function useAudioPlayer({ src, load, onError, createMedia = createAudio }: UseAudioPlayerOptions) {
  const coordinator = useAudioCoordinator();
  const [state, setState] = useState<AudioPlayerState>('idle');
  const audio = useRef<HTMLMediaElement | null>(null);
  // Each start gets a number; a load or play that settles after a newer stop/start is ignored.
  const attempt = useRef(0);
  const latest = useRef({ src, load, onError, createMedia });
  useEffect(() => {
    latest.current = { src, load, onError, createMedia };
  });

  // One stable stop function identifies this player to the coordinator.
  const [stop] = useState(() => () => {
    attempt.current += 1;
    audio.current?.pause();
    setState('idle');
    coordinator.release(stop);
  });

  const start = async () => {
    coordinator.claim(stop);
    const current = ++attempt.current;
    setState('loading');
    try {
      const { src: url, load: fetchUrl } = latest.current;
      const source = url ?? (await fetchUrl?.());
      if (current !== attempt.current) return;
      if (!source) throw new Error('AudioPlayButton needs a src or a load function.');
      const element = audio.current ?? latest.current.createMedia();
      audio.current = element;
      element.onended = stop;
      if (element.src !== source) element.src = source;
      element.currentTime = 0;
      await element.play();
      if (current === attempt.current) setState('playing');
    } catch (error) {
      if (current !== attempt.current) return;
      stop();
      latest.current.onError?.(error);
    }
  };

  useEffect(() => stop, [stop]);

  return { state, start, stop, toggle: () => (state === 'idle' ? start() : stop()) };
}
