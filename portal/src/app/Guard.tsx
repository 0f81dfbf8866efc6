import { AccessDenied, loginUrl, SignInForm, Spinner, useSession } from '@expertbridge/ui-kit';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Access } from './routes.js';

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
  if (!session.isSignedIn) return <SignInForm redirectTo={here} />;
  if (access === 'admin' && !session.isAdmin) return <AccessDenied reason="admin" />;
  return children;
}
