// Inside the reading thread: each message is one calendar's text, answered with its busy ranges or the sentence for
// the expert. The pool on the main thread bounds the time and memory this takes; here it is the plain reader.
import { parentPort } from 'node:worker_threads';
import { readBusyRanges, type ReadOptions } from './ics-import.js';

export interface ReadRequest {
  text: string;
  options: ReadOptions;
}

export type ThreadAnswer =
  | { type: 'ready' }
  | { type: 'read'; busy: { start: Date; end: Date }[] }
  | { type: 'refused'; message: string };

const port = parentPort!;
const answer = (message: ThreadAnswer) => port.postMessage(message);

port.on('message', ({ text, options }: ReadRequest) => {
  try {
    answer({ type: 'read', busy: readBusyRanges(text, options) });
  } catch (error) {
    // readBusyRanges turns every failure into a CalendarReadError.
    answer({ type: 'refused', message: (error as Error).message });
  }
});
answer({ type: 'ready' });
