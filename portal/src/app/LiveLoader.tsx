import { useSession, type LiveConnector } from '@expertbridge/ui-kit';
import { useEffect } from 'react';

/**
 * Loads the live connection (socket.io) once someone is signed in, and hands it to the provider: pushed
 * updates, chat and video are for signed-in users, so a visitor's first load stays without them.
 */
export function LiveLoader({ onLoad }: { onLoad: (connect: LiveConnector) => void }) {
  const { isSignedIn } = useSession();
  useEffect(() => {
    if (!isSignedIn) return;
    let current = true;
    void import('./liveConnector.js').then(({ connectToApi }) => {
      if (current) onLoad(connectToApi);
    });
    return () => {
      current = false;
    };
  }, [isSignedIn, onLoad]);
  return null;
}
