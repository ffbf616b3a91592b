import { autoUpdate, flip, offset, type Placement, shift, size, useFloating } from '@floating-ui/react';
import { setElementVars } from '@vanilla-extract/dynamic';
import { type CSSProperties, useLayoutEffect } from 'react';
import { availableHeight } from './anchored.css';

export type { Placement };

/** An element or anything with a client rect to anchor to, such as a text range in the editor. */
export type Anchor = Element | { getBoundingClientRect(): DOMRect; contextElement?: Element };

export interface UseAnchoredPositionOptions {
  open: boolean;
  placement?: Placement;
  /** Gap between the anchor and the floating element, in pixels. */
  gap?: number;
  /** An anchor given from outside instead of a trigger element. */
  anchor?: Anchor | null;
}

export interface AnchoredPosition {
  /** Ref callback for the trigger element. */
  setReference: (node: Element | null) => void;
  /** Ref callback for the floating element. */
  setFloating: (node: HTMLElement | null) => void;
  /** The anchor's DOM element, if it has one. */
  referenceElement: () => Element | null;
  floatingStyles: CSSProperties;
  /** The placement after flipping. */
  placement: Placement;
}

/** The margin kept between a floating element and the viewport's edges, in pixels. */
const EDGE = 8;

/**
 * Positions a floating element next to its anchor while it is open: it flips to the side with more room, shifts
 * along the edge, and `availableHeight` tells its styles how tall it may be to stay in view.
 */
export function useAnchoredPosition({
  open,
  placement = 'bottom',
  gap = 8,
  anchor,
}: UseAnchoredPositionOptions): AnchoredPosition {
  const {
    refs,
    floatingStyles,
    placement: actual,
  } = useFloating({
    open,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: EDGE }),
      shift({ padding: EDGE }),
      size({
        padding: EDGE,
        apply: ({ availableHeight: height, elements }) =>
          setElementVars(elements.floating, { [availableHeight]: `${Math.max(0, Math.floor(height))}px` }),
      }),
    ],
  });
  useLayoutEffect(() => {
    if (anchor) refs.setReference(anchor);
  }, [anchor, refs]);
  return {
    setReference: refs.setReference,
    setFloating: refs.setFloating,
    referenceElement: () => refs.domReference.current,
    floatingStyles,
    placement: actual,
  };
}
