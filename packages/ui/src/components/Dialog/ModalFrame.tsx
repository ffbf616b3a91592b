import { FocusScope } from '@react-aria/focus';
import { type CSSProperties, type ReactElement, type ReactNode, type RefObject, useEffect } from 'react';
import { Portal } from '../Overlay/Portal';
import { cloneTrigger } from '../Overlay/trigger';
import { CloseIcon } from './CloseIcon';
import * as styles from './Dialog.css';
import type { useDialog } from './useDialog';

export interface ModalContentProps {
  /** Visible title; it also labels the dialog. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  description?: ReactNode;
  /** Content, or a function of `close` for uncontrolled dialogs whose content closes them. */
  children?: ReactNode | ((close: () => void) => ReactNode);
  footer?: ReactNode;
  /** Element that opens the dialog when clicked (uncontrolled use). */
  trigger?: ReactElement;
  /** Accessible name of the close button. */
  closeLabel?: string;
  hideCloseButton?: boolean;
  /** What takes focus when it opens (say, the safe choice of two), instead of the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The panel's id, for a trigger's `aria-controls`. */
  id?: string;
  className?: string;
  style?: CSSProperties;
}

interface ModalFrameProps extends ModalContentProps {
  modal: ReturnType<typeof useDialog>;
  maskClassName: string;
  panelClassName: string;
  kind: 'dialog' | 'drawer';
  dataAttributes?: Record<string, string>;
}

/** Focuses `target` as the content mounts: before the focus scope's autofocus, which then leaves it there. */
function FocusOnMount({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(() => target.current?.focus(), [target]);
  return null;
}

/** The portal, mask, focus scope and panel of a modal; Dialog and Drawer differ only in classes. */
export function ModalFrame({
  modal,
  maskClassName,
  panelClassName,
  kind,
  dataAttributes,
  title,
  'aria-label': ariaLabel,
  description,
  children,
  footer,
  trigger,
  closeLabel = '关闭',
  hideCloseButton = false,
  initialFocus,
  id,
  className,
  style,
}: ModalFrameProps) {
  const { state, maskProps, dialogProps, titleProps, descriptionProps } = modal;
  return (
    <>
      {cloneTrigger(trigger, modal.triggerProps)}
      {state.isOpen && (
        <Portal>
          <div className={maskClassName} {...maskProps} {...dataAttributes}>
            <FocusScope contain restoreFocus autoFocus>
              <section
                id={id}
                className={[panelClassName, className].filter(Boolean).join(' ')}
                style={style}
                data-kind={kind}
                {...dialogProps}
                aria-labelledby={title ? dialogProps['aria-labelledby'] : undefined}
                aria-label={title ? undefined : ariaLabel}
                aria-describedby={description ? descriptionProps.id : undefined}
              >
                {title && (
                  <h2 className={styles.title} {...titleProps}>
                    {title}
                  </h2>
                )}
                {description && (
                  <p className={styles.description} {...descriptionProps}>
                    {description}
                  </p>
                )}
                {children !== undefined && (
                  <div className={styles.body}>{typeof children === 'function' ? children(state.close) : children}</div>
                )}
                {footer && <div className={styles.footer}>{footer}</div>}
                {initialFocus && <FocusOnMount target={initialFocus} />}
                {/* Last in the DOM so autofocus lands on the content first; placed top right by CSS. */}
                {!hideCloseButton && (
                  <button type="button" className={styles.close} aria-label={closeLabel} onClick={state.close}>
                    <CloseIcon />
                  </button>
                )}
              </section>
            </FocusScope>
          </div>
        </Portal>
      )}
    </>
  );
}
