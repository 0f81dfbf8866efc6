import { SignInForm } from '@expertbridge/ui-kit';
import { useLocation } from 'react-router';
import { returnToFrom } from '../app/returnTo.js';

/** /auth/login and /login: sign in, then home after 100 ms (or back to ?returnTo= when it names a page here). */
export default function SignInPage() {
  const { search } = useLocation();
  return <SignInForm redirectTo={returnToFrom(search)} />;
}
