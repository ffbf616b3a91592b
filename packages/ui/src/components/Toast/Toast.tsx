import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { CloseIcon } from '../Dialog/CloseIcon';
import { Portal } from '../Overlay/Portal';
import * as styles from './Toast.css';
import { ToastContext } from './ToastContext';
import { ToastIcon } from './ToastIcon';
import { createToaster, type Toaster, type ToasterOptions, type ToastItem } from './toaster';
import { useToastTimer } from './useToastTimer';

interface ToastViewProps {
  toast: ToastItem;
  closeLabel: string;
  onDismiss: () => void;
}

function ToastView({ toast, closeLabel, onDismiss }: ToastViewProps) {
  const { paused, pauseProps } = useToastTimer(toast.duration, onDismiss);
  // Warnings and errors interrupt (alert); success and info wait their turn (status).
  const urgent = toast.kind === 'warning' || toast.kind === 'error';
  return (
    <div
      className={styles.toast}
      role={urgent ? 'alert' : 'status'}
      data-kind={toast.kind}
      data-paused={paused || undefined}
      {...pauseProps}
    >
      <span className={styles.icon[toast.kind]}>
        <ToastIcon kind={toast.kind} />
      </span>
      <span>{toast.message}</span>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </div>
  );
}

export interface ToastHostProps {
  toaster: Toaster;
  /** Name of the notifications region. */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
}

/** Shows a toaster's toasts at the top of the page. */
export function ToastHost({ toaster, label = '通知', closeLabel = '关闭' }: ToastHostProps) {
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, toaster.getSnapshot);
  return (
    <Portal>
      <section className={styles.host} aria-label={label}>
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} closeLabel={closeLabel} onDismiss={() => toaster.dismiss(toast.id)} />
        ))}
      </section>
    </Portal>
  );
}

export interface ToastProviderProps extends Omit<ToastHostProps, 'toaster'>, ToasterOptions {
  /** A toaster made with `createToaster()`, to call it from outside React too; one is created otherwise. */
  toaster?: Toaster;
  children?: ReactNode;
}

/** Gives its subtree `useToast()` and renders the host for its own toaster. */
export function ToastProvider({ toaster, duration, max, label, closeLabel, children }: ToastProviderProps) {
  const [own] = useState(() => toaster ?? createToaster({ duration, max }));
  return (
    <ToastContext.Provider value={own}>
      {children}
      <ToastHost toaster={own} label={label} closeLabel={closeLabel} />
    </ToastContext.Provider>
  );
}
