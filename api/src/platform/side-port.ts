// A small HTTP server of its own on a port beside the API's (metrics, a worker's health): listening, then closed
// at once, open keep-alive connections (a scraper's, a probe's) included.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SidePortServer {
  port: number;
  close(): Promise<void>;
}

/** Starts `server` on `port` (0: any free port) and `host`. */
export async function listenOnSidePort(
  server: http.Server,
  port: number,
  host: string,
): Promise<SidePortServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
