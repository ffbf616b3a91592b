import { createContext, type ReactNode, useContext, useState } from 'react';

/** Shared timing of neighbouring tooltips: once one is showing, the next one swaps in after the short delay. */
export interface TooltipGroupState {
  /** Hover time before the first tooltip shows, in ms. */
  delay: number;
  /** Hover time before a neighbour shows while one is open (or just closed), in ms. */
  swapDelay: number;
  /** How long after a tooltip closes the group still counts as warm, in ms. */
  swapWindow: number;
  current: { id: string; hide: () => void } | null;
  lastClosedAt: number;
}

export function createTooltipGroup(delay = 1000, swapDelay = 250): TooltipGroupState {
  return { delay, swapDelay, swapWindow: 500, current: null, lastClosedAt: Number.NEGATIVE_INFINITY };
}

// Tooltips outside any TooltipGroup share one page-wide group; it holds only timing, never content.
const pageGroup = createTooltipGroup();

const TooltipGroupContext = createContext<TooltipGroupState>(pageGroup);

export function useTooltipGroup() {
  return useContext(TooltipGroupContext);
}

export interface TooltipGroupProps {
  delay?: number;
  swapDelay?: number;
  children?: ReactNode;
}

/** Gives the tooltips inside their own delays, e.g. a toolbar whose tooltips wait 1.5 s. */
export function TooltipGroup({ delay, swapDelay, children }: TooltipGroupProps) {
  const [group] = useState(() => createTooltipGroup(delay, swapDelay));
  return <TooltipGroupContext.Provider value={group}>{children}</TooltipGroupContext.Provider>;
}
