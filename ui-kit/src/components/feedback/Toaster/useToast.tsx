import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** How a toast looks: `destructive` for failures. */
export type ToastVariant = 'default' | 'success' | 'destructive';

/** One toast: a title and an optional description. */
export interface Toast {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
  /** The toast's language when it differs from the page's (the admin pages' Korean toasts). */
  lang?: string | undefined;
}

interface ToastState {
  current: (Toast & { id: number }) | null;
  toast: (toast: Toast) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastState | null>(null);

/** Holds the one toast on screen (part 1 §8: toasts show one at a time; a new one replaces it). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState['current']>(null);
  const toast = useCallback(
    (next: Toast) => setCurrent((prev) => ({ ...next, id: (prev?.id ?? 0) + 1 })),
    [],
  );
  const dismiss = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => ({ current, toast, dismiss }), [current, toast, dismiss]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** Shows and dismisses toasts from any component below a ToastProvider. */
export function useToast(): ToastState {
  const state = useContext(ToastContext);
  if (!state)
    throw new Error('useToast needs a <ToastProvider> (or <ExpertBridgeProvider>) above it');
  return state;
}
