import type { HTMLAttributes } from 'react';
import * as styles from './Avatar.css';
import { useAvatar } from './useAvatar';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  src?: string;
  /** Whose avatar; its first character is the fallback and, unless `alt` is given, the accessible name. */
  name: string;
  /** Accessible name; `""` when the name is already shown beside the avatar. */
  alt?: string;
  size?: keyof typeof styles.sizes;
  shape?: 'circle' | 'square';
}

export function Avatar({ src, name, alt, size = 'md', shape = 'circle', className, ...rest }: AvatarProps) {
  const { showImage, initial, onError } = useAvatar(src, name);
  const label = alt ?? name;
  return (
    <span
      className={[styles.avatar, styles.sizes[size], className].filter(Boolean).join(' ')}
      data-shape={shape}
      data-fallback={showImage ? undefined : true}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {/* The initial sits under the image, so it shows while the image loads and if it fails. */}
      <span aria-hidden="true">{initial}</span>
      {showImage && <img className={styles.image} src={src} alt="" onError={onError} />}
    </span>
  );
}
