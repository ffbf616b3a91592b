import type { ReactElement, ReactNode } from 'react';
import { Portal } from '../Overlay/Portal';
import { cloneTrigger } from '../Overlay/trigger';
import * as styles from './Tooltip.css';
import { type UseTooltipOptions, useTooltip } from './useTooltip';

export interface TooltipProps extends UseTooltipOptions {
  content: ReactNode;
  /** The element described by the tooltip; it must be focusable. */
  children: ReactElement;
  className?: string;
}

/** A short description of its trigger, shown after a hover delay or on keyboard focus. */
export function Tooltip({ content, children, className, ...options }: TooltipProps) {
  const tooltip = useTooltip(options);
  return (
    <>
      {cloneTrigger(children, tooltip.triggerProps)}
      {tooltip.isOpen && (
        <Portal>
          <div className={[styles.tooltip, className].filter(Boolean).join(' ')} {...tooltip.tooltipProps}>
            {content}
          </div>
        </Portal>
      )}
    </>
  );
}
