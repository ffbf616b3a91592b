import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  /** Lines of text to sketch (text shape); the last one is shorter. */
  lines?: number;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A placeholder in the shape of content that is loading; hidden from assistive technology (mark the region busy). */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  const classes = [styles.skeleton, className].filter(Boolean).join(' ');
  const size = { width: width ?? (shape === 'text' ? '100%' : undefined), height };
  if (shape !== 'text' || lines <= 1) {
    return <span className={classes} data-shape={shape} style={size} aria-hidden="true" />;
  }
  return (
    <span className={styles.lines} style={{ width }} aria-hidden="true">
      {Array.from({ length: lines }, (_, line) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines have nothing else to key on.
        <span key={line} className={classes} data-shape="text" />
      ))}
    </span>
  );
}
