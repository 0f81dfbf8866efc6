// The lifecycle worker of `npm run soak`: src/worker-main.ts as production runs it, which also answers the soak's
// `usage` (child-process.ts) so that its RSS can be read beside its main thread's heap. The workflows themselves run
// in the SDK's worker threads, whose heaps count in the RSS only.
import { sendUsage } from './child-process.js';

process.on('message', (message: { type?: string }) => {
  if (message.type === 'usage') sendUsage();
});
// Listening would keep the process alive after the worker has stopped: the channel must not.
process.channel?.unref();
await import('../src/worker-main.js');
