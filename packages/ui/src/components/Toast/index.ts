export { ToastHost, type ToastHostProps, ToastProvider, type ToastProviderProps } from './Toast';
export { useOptionalToast, useToast } from './ToastContext';
export {
  createToaster,
  type Toaster,
  type ToasterOptions,
  type ToastItem,
  type ToastKind,
  type ToastOptions,
} from './toaster';
export { useToastTimer } from './useToastTimer';
