import { AccessDenied, loginUrl, Spinner, useSession } from '@expertbridge/ui-kit';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Access } from './routes.js';

// Only a signed-out visit to a signed-in page needs the sign-in form: it loads then.
const SignInForm = lazy(() =>
  import('./signInForm.js').then((module) => ({ default: module.SignInForm })),
);

/** Shows a route's page only to whom its access allows (see `Access`); the API still checks every call. */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const toProvider = access === 'admin' && !session.isLoading && !session.isSignedIn;

  useEffect(() => {
    // Part 2 §2.8: a signed-out visitor to an admin page goes to the sign-in address, and back after.
    if (toProvider) window.location.assign(loginUrl(here));
  }, [toProvider, here]);

  if (access === 'all') return children;
  if (session.isLoading || toProvider) return <Spinner />;
  if (!session.isSignedIn) {
    return (
      <Suspense fallback={<Spinner />}>
        <SignInForm redirectTo={here} />
      </Suspense>
    );
  }
  if (access === 'admin' && !session.isAdmin) return <AccessDenied reason="admin" />;
  return children;
}
