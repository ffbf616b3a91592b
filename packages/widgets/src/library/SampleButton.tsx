import { IconButton } from '@dubkit/ui';
import { useEffect, useRef, useState } from 'react';

export type SampleState = 'idle' | 'loading' | 'playing';

/** The one sample playing on the page: starting another stops it (spec part 1 §4). */
let playing: { stop: () => void } | null = null;

export interface SampleButtonProps {
  src: string;
  /** Accessible name, e.g. 试听晓萱. */
  label: string;
}

/** Plays an anchor's sample: idle, loading, playing; a press while playing stops it. */
export function AudioPlayButton({ src, label }: SampleButtonProps) {
  const [state, setState] = useState<SampleState>('idle');
  const audio = useRef<HTMLAudioElement | null>(null);
  const self = useRef({ stop: () => {} });

  useEffect(() => {
    const player = self.current;
    return () => {
      player.stop();
    };
  }, []);

  const stop = () => {
    audio.current?.pause();
    audio.current = null;
    if (playing === self.current) playing = null;
    setState('idle');
  };
  self.current.stop = stop;

  const start = () => {
    playing?.stop();
    playing = self.current;
    const element = new Audio(src);
    audio.current = element;
    setState('loading');
    element.addEventListener('playing', () => audio.current === element && setState('playing'));
    element.addEventListener('ended', () => audio.current === element && stop());
    element.addEventListener('error', () => audio.current === element && stop());
    element.play().catch(() => audio.current === element && stop());
  };

  return (
    <IconButton
      label={label}
      pressed={state !== 'idle'}
      loading={state === 'loading'}
      variant="plain"
      round
      data-state={state}
      onClick={state === 'idle' ? start : stop}
    >
      {state === 'playing' ? (
        <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <rect x="6" y="5" width="4" height="14" rx="1" />
          <rect x="14" y="5" width="4" height="14" rx="1" />
        </svg>
      ) : (
        <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
        </svg>
      )}
    </IconButton>
  );
}
