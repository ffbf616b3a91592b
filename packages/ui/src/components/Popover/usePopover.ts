import { useOverlayTriggerState } from '@react-stately/overlays';
import { type KeyboardEvent, useId, useRef } from 'react';
import { mergeRefs } from '../Overlay/trigger';
import { type Anchor, type Placement, useAnchoredPosition } from '../Overlay/useAnchoredPosition';
import { useInteractOutside } from '../Overlay/useInteractOutside';

export interface UsePopoverOptions {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  placement?: Placement;
  /** Anchor to an element or a virtual rect (e.g. a text range) instead of the trigger. */
  anchor?: Anchor | null;
  /** What the popup is, for `aria-haspopup` and its role. */
  kind?: 'dialog' | 'menu';
}

/** A click-opened floating panel: anchored position, Escape and outside press close it, ARIA wiring for the trigger. */
export function usePopover({ open, defaultOpen, onOpenChange, placement, anchor, kind = 'dialog' }: UsePopoverOptions) {
  const state = useOverlayTriggerState({ isOpen: open, defaultOpen, onOpenChange });
  const id = useId();
  const triggerId = useId();
  const floatingRef = useRef<HTMLElement | null>(null);
  const position = useAnchoredPosition({ open: state.isOpen, placement, anchor });
  const outside = useInteractOutside({
    enabled: state.isOpen,
    onInteractOutside: state.close,
    ignore: () => [position.referenceElement()],
  });

  return {
    state,
    isOpen: state.isOpen,
    floatingRef,
    triggerProps: {
      id: triggerId,
      ref: position.setReference,
      'aria-haspopup': kind,
      'aria-expanded': state.isOpen,
      'aria-controls': state.isOpen ? id : undefined,
      onClick: () => state.toggle(),
    },
    popoverProps: {
      id,
      ref: mergeRefs<HTMLElement>(floatingRef, position.setFloating),
      style: position.floatingStyles,
      tabIndex: -1,
      'data-placement': position.placement,
      onPointerDown: outside.onPointerDown,
      onKeyDown: (event: KeyboardEvent) => {
        // Escape while an IME is composing cancels the composition; handled here so an outer dialog stays open.
        if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        event.stopPropagation();
        state.close();
      },
    },
  };
}
