import type { HTMLAttributes } from 'react';
import * as styles from './Tag.css';

export type TagTone = keyof typeof styles.tones;

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: TagTone;
  size?: keyof typeof styles.sizes;
}

/** A short descriptive label, such as an anchor's scene or "multi-emotion". */
export function Tag({ tone = 'neutral', size = 'sm', className, ...rest }: TagProps) {
  return (
    <span
      className={[styles.tag, styles.tones[tone], styles.sizes[size], className].filter(Boolean).join(' ')}
      data-tone={tone}
      {...rest}
    />
  );
}
