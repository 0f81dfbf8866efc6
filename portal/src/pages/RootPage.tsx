import { Spinner, useSession } from '@expertbridge/ui-kit';
import { lazy } from 'react';

const LandingPage = lazy(() => import('./root/LandingView.js'));
const HomePage = lazy(() => import('./root/HomeView.js'));

/** `/`: the home view when signed in, the landing view when not, a spinner while the session loads. */
export default function RootPage() {
  const session = useSession();
  if (session.isLoading) return <Spinner />;
  return session.isSignedIn ? <HomePage /> : <LandingPage />;
}
