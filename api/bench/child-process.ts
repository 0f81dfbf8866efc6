import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A bench server's side of the conversation with directory.ts: it reports its port once listening, answers `usage`
 * with its peak RSS and CPU time so far, and exits on `exit`.
 */
export function serveForBench(server: Server): void {
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
  process.on('message', (message: { type?: string }) => {
    if (message.type === 'usage') {
      const usage = process.resourceUsage();
      process.send?.({
        maxRssKb: usage.maxRSS,
        cpuMicros: usage.userCPUTime + usage.systemCPUTime,
      });
    }
    if (message.type === 'exit') process.exit(0);
  });
}
