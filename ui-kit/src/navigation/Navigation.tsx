import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';

/** How the host app moves between pages; a full-page navigation leaves the single-page app. */
export type Navigate = (to: string, options?: { fullPage?: boolean }) => void;

/** Asked before the app leaves a page; false keeps the person where they are (unsaved changes). */
type LeaveGuard = () => boolean;

/** A navigate that first asks every guard of the page, so a form with unsaved changes can object. */
function guarded(navigate: Navigate, guards: Set<LeaveGuard>): Navigate {
  return (...args) => {
    for (const guard of guards) if (!guard()) return;
    // Passed on exactly as called: the host sees the same call it would without a guard.
    navigate(...args);
  };
}

const defaultGuards = new Set<LeaveGuard>();
const NavigationContext = createContext<{
  navigate: Navigate;
  intercept: boolean;
  guards: Set<LeaveGuard>;
}>({
  navigate: guarded((to) => window.location.assign(to), defaultGuards),
  intercept: false,
  guards: defaultGuards,
});

/** Lets the host app (its router, the widget, Storybook) handle the kit's links and redirects. */
export function NavigationProvider({
  navigate,
  children,
}: {
  navigate: Navigate;
  children: ReactNode;
}) {
  const [guards] = useState(() => new Set<LeaveGuard>());
  const value = useMemo(
    () => ({ navigate: guarded(navigate, guards), intercept: true, guards }),
    [navigate, guards],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The navigate function of the nearest NavigationProvider (a plain page load without one). */
export function useNavigate(): Navigate {
  return useContext(NavigationContext).navigate;
}

/**
 * While `active`, leaving the page through the kit's links and redirects asks the person to confirm with
 * `message`, and so does closing or reloading the tab (the browser's own words there).
 */
export function useLeaveGuard(active: boolean, message: string): void {
  const { guards } = useContext(NavigationContext);
  useEffect(() => {
    if (!active) return;
    const guard = () => window.confirm(message);
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    guards.add(guard);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      guards.delete(guard);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, message, guards]);
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  /** Leave the app with a full page load (sign-in and sign-out at /api/login and /api/logout). */
  fullPage?: boolean;
}

/** A real link (so it can be opened in a new tab) that the host app may handle without a page load. */
export function Link({ to, fullPage = false, onClick, ...rest }: LinkProps) {
  const { navigate, intercept } = useContext(NavigationContext);
  return (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (!intercept || event.defaultPrevented || modified || event.button !== 0) return;
        event.preventDefault();
        navigate(to, { fullPage });
      }}
    />
  );
}
