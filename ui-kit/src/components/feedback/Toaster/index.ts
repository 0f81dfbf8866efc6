export { Toaster, TOAST_DURATION_MS } from './Toaster.js';
export { ToastProvider, useToast, type Toast, type ToastVariant } from './useToast.js';
