import { createContext, useContext } from 'react';
import type { Toaster } from './toaster';

export const ToastContext = createContext<Toaster | null>(null);

/** The toaster of the nearest ToastProvider, or null outside one. */
export function useOptionalToast(): Toaster | null {
  return useContext(ToastContext);
}

/** The toaster of the nearest ToastProvider: `toast.success('删除成功!')`. */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast() needs a <ToastProvider> above it.');
  return toaster;
}
