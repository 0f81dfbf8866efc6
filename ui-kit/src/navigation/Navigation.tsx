import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';

/** How the host app moves between pages; a full-page navigation leaves the single-page app. */
export type Navigate = (to: string, options?: { fullPage?: boolean }) => void;

const defaultNavigate: Navigate = (to) => window.location.assign(to);
const NavigationContext = createContext<{ navigate: Navigate; intercept: boolean }>({
  navigate: defaultNavigate,
  intercept: false,
});

/** Lets the host app (its router, the widget, Storybook) handle the kit's links and redirects. */
export function NavigationProvider({
  navigate,
  children,
}: {
  navigate: Navigate;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ navigate, intercept: true }), [navigate]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The navigate function of the nearest NavigationProvider (a plain page load without one). */
export function useNavigate(): Navigate {
  return useContext(NavigationContext).navigate;
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
