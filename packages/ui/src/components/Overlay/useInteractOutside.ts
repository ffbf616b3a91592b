import { useEffect, useRef } from 'react';

export interface UseInteractOutsideOptions {
  enabled: boolean;
  onInteractOutside: (event: PointerEvent) => void;
  /** Elements whose presses do not count as outside, such as the trigger. */
  ignore?: () => (Element | null | undefined)[];
}

/**
 * Calls back on a pointer press outside the element that spreads the returned props. Presses inside it, including in
 * content it portals elsewhere (React events bubble through portals), reach React before the document listener.
 */
export function useInteractOutside({ enabled, onInteractOutside, ignore }: UseInteractOutsideOptions) {
  const pressedInside = useRef(false);
  const latest = useRef({ onInteractOutside, ignore });
  useEffect(() => {
    latest.current = { onInteractOutside, ignore };
  });
  useEffect(() => {
    if (!enabled) return;
    const onPointerDown = (event: PointerEvent) => {
      const inside = pressedInside.current;
      pressedInside.current = false;
      if (inside) return;
      // The press's own target: at the document, one inside a shadow root is retargeted to its host.
      const target = (event.composedPath()[0] ?? event.target) as Node;
      if (latest.current.ignore?.().some((element) => element?.contains(target))) return;
      latest.current.onInteractOutside(event);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [enabled]);
  return {
    onPointerDown: () => {
      pressedInside.current = true;
    },
  };
}
