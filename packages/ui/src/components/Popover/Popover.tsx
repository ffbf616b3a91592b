import type { ReactElement, ReactNode } from 'react';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { media } from '../../theme/contract.css';
import { OverlayFocus } from '../Overlay/OverlayFocus';
import { Portal } from '../Overlay/Portal';
import { cloneTrigger } from '../Overlay/trigger';
import * as styles from './Popover.css';
import { type UsePopoverOptions, usePopover } from './usePopover';

export interface PopoverProps extends Omit<UsePopoverOptions, 'kind'> {
  /** Element that toggles the popover on click; omit it and pass `anchor` with a controlled `open` instead. */
  trigger?: ReactElement;
  title?: ReactNode;
  /** Accessible name when there is no title. */
  'aria-label'?: string;
  /** Content, or a function of `close`. */
  children?: ReactNode | ((close: () => void) => ReactNode);
  className?: string;
  /** On phones, a bottom sheet instead of a panel by the trigger: for tall panels whose buttons must stay reachable. */
  sheetOnPhone?: boolean;
}

/** A click-opened panel anchored to its trigger or to a virtual rect; Escape and outside clicks close it. */
export function Popover({
  trigger,
  title,
  'aria-label': ariaLabel,
  children,
  className,
  sheetOnPhone = false,
  ...options
}: PopoverProps) {
  const popover = usePopover(options);
  const titleId = `${popover.popoverProps.id}-title`;
  const sheet = useMediaQuery(media.mobile) && sheetOnPhone;
  return (
    <>
      {cloneTrigger(trigger, popover.triggerProps)}
      {popover.isOpen && (
        <Portal>
          {sheet && <div className={styles.backdrop} aria-hidden="true" />}
          <OverlayFocus initialFocus={() => popover.floatingRef.current}>
            <div
              className={[sheet ? styles.sheet : styles.popover, className].filter(Boolean).join(' ')}
              role="dialog"
              aria-labelledby={title ? titleId : undefined}
              aria-label={title ? undefined : ariaLabel}
              {...popover.popoverProps}
              style={sheet ? undefined : popover.popoverProps.style}
              data-presentation={sheet ? 'sheet' : 'anchored'}
            >
              {title && (
                <div id={titleId} className={styles.title}>
                  {title}
                </div>
              )}
              {typeof children === 'function' ? children(popover.state.close) : children}
            </div>
          </OverlayFocus>
        </Portal>
      )}
    </>
  );
}
