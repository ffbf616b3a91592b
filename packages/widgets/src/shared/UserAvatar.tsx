import { useState } from 'react';
import * as styles from './UserAvatar.css';

/** The user's picture, or the first character of the name on a brand circle; decorative beside the shown name. */
export function UserAvatar({ src, name, size = 32 }: { src: string; name: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  const dimension = { width: size, height: size, fontSize: `calc(${size}px * 0.45)` };
  return src && !broken ? (
    <img className={styles.avatar} src={src} alt="" width={size} height={size} onError={() => setBroken(true)} />
  ) : (
    <span className={styles.avatar} style={dimension} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
