import { useState } from 'react';

/** Whether to show the image: not when there is none or it failed to load (remembered per source). */
export function useAvatar(src: string | undefined, name: string) {
  const [failedSrc, setFailedSrc] = useState<string>();
  return {
    showImage: Boolean(src) && src !== failedSrc,
    initial: (Array.from(name.trim())[0] ?? '?').toUpperCase(),
    onError: () => setFailedSrc(src),
  };
}
