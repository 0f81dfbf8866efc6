import type { User } from '@expertbridge/sdk';
import type { HttpHandler } from 'msw';
import { adminUser, clientUser, expertUser } from './fixtures.js';
import { pending, respond } from './handlers.js';

/** Story and test handlers for the session states. */
export const session = {
  signedOut: (): HttpHandler[] => [respond('getCurrentUser', 401)],
  signedIn: (user: User = clientUser): HttpHandler[] => [respond('getCurrentUser', 200, user)],
  expert: (): HttpHandler[] => [respond('getCurrentUser', 200, expertUser)],
  admin: (): HttpHandler[] => [respond('getCurrentUser', 200, adminUser)],
  loading: (): HttpHandler[] => [pending('getCurrentUser')],
  /** Signed out where no identity provider is configured (as on `npm start`). */
  signedOutWithoutProvider: (): HttpHandler[] => [
    respond('getCurrentUser', 401),
    respond('getSignInMethods', 200, { identityProvider: false }),
  ],
};
