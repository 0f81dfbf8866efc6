import { connectLive } from '@expertbridge/sdk/live';
import type { LiveConnector } from './transport.js';

/**
 * The real live connection: the SDK's socket.io client to the API, with the session cookie. Give it to
 * ExpertBridgeProvider's `live`; it is its own module so pages without live features never load socket.io.
 */
export const connectToApi: LiveConnector = (baseUrl) => connectLive({ baseUrl });
