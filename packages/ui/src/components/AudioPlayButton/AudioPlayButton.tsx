import type { ButtonHTMLAttributes } from 'react';
import * as styles from './AudioPlayButton.css';
import { type UseAudioPlayerOptions, useAudioPlayer } from './useAudioPlayer';

export interface AudioPlayButtonProps
  extends UseAudioPlayerOptions,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'onError' | 'children'> {
  /** Accessible name, e.g. 试听 晓晓; the pressed state tells whether it plays. */
  label: string;
  size?: keyof typeof styles.sizes;
}

/** A round play/stop toggle for a voice preview; starting one stops the one playing. */
export function AudioPlayButton({
  src,
  load,
  onError,
  createMedia,
  label,
  size = 'md',
  className,
  ...rest
}: AudioPlayButtonProps) {
  const player = useAudioPlayer({ src, load, onError, createMedia });
  return (
    <button
      type="button"
      className={[styles.button, styles.sizes[size], className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-pressed={player.state !== 'idle'}
      aria-busy={player.state === 'loading' || undefined}
      data-state={player.state}
      {...rest}
      onClick={player.toggle}
    >
      {player.state === 'loading' ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : (
        <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d={player.state === 'playing' ? 'M4 4h8v8H4z' : 'M5 3l8 5-8 5z'} fill="currentColor" />
        </svg>
      )}
    </button>
  );
}
