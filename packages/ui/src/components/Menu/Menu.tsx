import type { ReactElement } from 'react';
import { OverlayFocus } from '../Overlay/OverlayFocus';
import { Portal } from '../Overlay/Portal';
import { cloneTrigger } from '../Overlay/trigger';
import * as styles from './Menu.css';
import { type UseMenuOptions, useMenu } from './useMenu';

export interface MenuProps extends UseMenuOptions {
  /** The menu button; omit it and pass `anchor` with a controlled `open` instead. */
  trigger?: ReactElement;
  /** Accessible name when the trigger's text does not name the menu. */
  'aria-label'?: string;
  className?: string;
}

/** A menu button's popup list of actions. */
export function Menu({
  trigger,
  'aria-label': ariaLabel,
  className,
  placement = 'bottom-start',
  ...options
}: MenuProps) {
  const menu = useMenu({ ...options, placement });
  return (
    <>
      {cloneTrigger(trigger, menu.triggerProps)}
      {menu.isOpen && (
        <Portal>
          <OverlayFocus initialFocus={menu.initialFocus}>
            <div
              role="menu"
              className={[styles.menu, className].filter(Boolean).join(' ')}
              {...menu.menuProps}
              aria-label={ariaLabel}
              aria-labelledby={ariaLabel || !trigger ? undefined : menu.menuProps['aria-labelledby']}
            >
              {options.items.map((item) => (
                <button key={item.id} type="button" className={styles.item} {...menu.getItemProps(item)}>
                  {item.icon}
                  {item.label}
                </button>
              ))}
            </div>
          </OverlayFocus>
        </Portal>
      )}
    </>
  );
}
