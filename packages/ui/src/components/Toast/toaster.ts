import type { ReactNode } from 'react';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  /** Milliseconds before it dismisses itself; `Infinity` keeps it until closed. */
  duration?: number;
  /** Takes the error toasts on screen away: a form's success answers its earlier failures. */
  dismissErrors?: boolean;
}

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: ReactNode;
  duration: number;
}

export interface Toaster {
  show(kind: ToastKind, message: ReactNode, options?: ToastOptions): number;
  success(message: ReactNode, options?: ToastOptions): number;
  info(message: ReactNode, options?: ToastOptions): number;
  warning(message: ReactNode, options?: ToastOptions): number;
  error(message: ReactNode, options?: ToastOptions): number;
  dismiss(id: number): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ToastItem[];
}

export interface ToasterOptions {
  /** Default time on screen, in ms. */
  duration?: number;
  /** Older toasts are dropped beyond this many. */
  max?: number;
}

/** A toast queue with an imperative API; framework-free, one per host, so two hosts on a page never mix. */
export function createToaster({ duration = 3000, max = 5 }: ToasterOptions = {}): Toaster {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  const show = (kind: ToastKind, message: ReactNode, options: ToastOptions = {}) => {
    const id = nextId++;
    const kept = options.dismissErrors ? toasts.filter((toast) => toast.kind !== 'error') : toasts;
    set([...kept, { id, kind, message, duration: options.duration ?? duration }].slice(-max));
    return id;
  };
  return {
    show,
    success: (message, options) => show('success', message, options),
    info: (message, options) => show('info', message, options),
    warning: (message, options) => show('warning', message, options),
    error: (message, options) => show('error', message, options),
    dismiss: (id) => set(toasts.filter((toast) => toast.id !== id)),
    clear: () => set([]),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
