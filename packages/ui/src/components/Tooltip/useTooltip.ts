import { isFocusVisible } from '@react-aria/interactions';
import { useOverlayTriggerState } from '@react-stately/overlays';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useId, useRef } from 'react';
import { FINE_POINTER } from '../../hooks/useMediaQuery';
import { type Placement, useAnchoredPosition } from '../Overlay/useAnchoredPosition';
import { useTooltipGroup } from './TooltipGroup';

export interface UseTooltipOptions {
  /** Hover time before showing, in ms; defaults to the group's (1 s). */
  delay?: number;
  /** Time the pointer may take to travel from the trigger onto the tooltip, in ms. */
  closeDelay?: number;
  placement?: Placement;
  /** Controlled visibility, e.g. to show a hint after a failed precheck. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const hoverCapable = () => window.matchMedia?.(FINE_POINTER).matches ?? true;

/** Tooltip behaviour: shows after a hover delay or at once on keyboard focus; Escape, blur and pointer press hide it. */
export function useTooltip({ delay, closeDelay = 100, placement = 'top', open, onOpenChange }: UseTooltipOptions = {}) {
  const group = useTooltipGroup();
  const state = useOverlayTriggerState({ isOpen: open, onOpenChange });
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const position = useAnchoredPosition({ open: state.isOpen, placement, gap: 6 });
  const { setOpen } = state;

  const clear = () => clearTimeout(timer.current);
  const show = useCallback(() => {
    if (group.current && group.current.id !== id) group.current.hide();
    group.current = { id, hide: () => setOpen(false) };
    setOpen(true);
  }, [group, id, setOpen]);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
    if (group.current?.id !== id) return;
    group.current = null;
    group.lastClosedAt = Date.now();
  }, [group, id, setOpen]);
  const scheduleShow = () => {
    const warm = group.current !== null || Date.now() - group.lastClosedAt < group.swapWindow;
    clear();
    timer.current = setTimeout(show, warm ? group.swapDelay : (delay ?? group.delay));
  };
  const scheduleHide = () => {
    clear();
    timer.current = setTimeout(hide, closeDelay);
  };

  // Unmounting while shown must not leave the group warm with a stale tooltip.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (group.current?.id === id) group.current = null;
    },
    [group, id],
  );
  // Escape hides a tooltip shown by hover while focus is elsewhere.
  useEffect(() => {
    if (!state.isOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state.isOpen, hide]);

  return {
    isOpen: state.isOpen,
    triggerProps: {
      ref: position.setReference,
      'aria-describedby': state.isOpen ? id : undefined,
      onPointerEnter: (event: PointerEvent) => {
        // A hover hint means nothing without a hovering pointer (phones, pens and touch-emulating mice).
        if (event.pointerType === 'mouse' && hoverCapable()) scheduleShow();
      },
      onPointerLeave: () => (state.isOpen ? scheduleHide() : clear()),
      onPointerDown: hide,
      onFocus: () => {
        // Only keyboard focus shows it at once (React Aria tracks the page's input modality from its import on, so
        // focus a popover hands back after a click counts as pointer focus); after a pointer the hover delay applies.
        if (isFocusVisible()) show();
      },
      onBlur: hide,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !state.isOpen) return;
        // Only the tooltip closes, not a dialog around the trigger.
        event.stopPropagation();
        hide();
      },
    },
    tooltipProps: {
      id,
      role: 'tooltip' as const,
      ref: position.setFloating,
      style: position.floatingStyles,
      'data-placement': position.placement,
      onPointerEnter: clear,
      onPointerLeave: scheduleHide,
    },
  };
}
