// Reads calendars off the main thread. A hostile file can be slow inside ical.js's own parser, or in one recurrence
// step, where the reader's limits are never checked; on the worker's event loop that would stall every other activity
// and the heartbeats. So each read runs in a worker thread with a heap limit and a wall-clock limit, and a thread past
// either is terminated: the read fails with a sentence for the expert and the next read gets a fresh thread.
// Threads are kept between reads (a few, started when needed, closed when idle): starting one costs a few hundred
// milliseconds of CPU, loading tsx and ical.js, far more than reading a usual calendar.
import { Worker } from 'node:worker_threads';
import { CalendarReadError, type BusyRange, type ReadOptions } from './ics-import.js';
import type { ReadRequest, ThreadAnswer } from './ics-read-thread.js';

export interface ReadLimits {
  /** Wall-clock time one read may take on its thread. */
  timeLimitMs: number;
  /** The thread's heap (old generation). */
  maxHeapMb: number;
  /** Threads reading at once. */
  threads: number;
  /** A thread with nothing to read for this long is closed. */
  idleMs: number;
}

/** A legitimate calendar at the fetch's 5 MB limit (13,000 events) reads in under 4 s and 100 MB on a busy two cores. */
export const DEFAULT_READ_LIMITS: ReadLimits = {
  timeLimitMs: 10_000,
  maxHeapMb: 256,
  threads: 2,
  idleMs: 60_000,
};
/** How long a new thread may take to load its code before it is given up (our fault, not the file's). */
const START_LIMIT_MS = 30_000;
const ENTRY = new URL('./ics-read-thread.mjs', import.meta.url);

export interface IcsReadPool {
  /** The busy ranges of a calendar, as readBusyRanges answers them; a CalendarReadError when it cannot be read. */
  read(text: string, options: ReadOptions): Promise<BusyRange[]>;
  /** Stops every thread; reads waiting are refused. */
  close(): Promise<void>;
}

interface Job {
  request: ReadRequest;
  resolve: (busy: BusyRange[]) => void;
  reject: (error: Error) => void;
}

interface ReadingThread {
  free(): boolean;
  take(job: Job): void;
  end(error: Error): Promise<void>;
}

export function createIcsReadPool(overrides: Partial<ReadLimits> = {}): IcsReadPool {
  const limits = { ...DEFAULT_READ_LIMITS, ...overrides };
  const queue: Job[] = [];
  const threads = new Set<ReadingThread>();
  let closed = false;

  function pump() {
    while (queue.length > 0 && !closed) {
      const thread =
        [...threads].find((t) => t.free()) ??
        (threads.size < limits.threads ? startThread() : undefined);
      if (!thread) return;
      thread.take(queue.shift()!);
    }
  }

  function startThread(): ReadingThread {
    const worker = new Worker(ENTRY, {
      // Nothing of the parent's flags: tsx is registered by the entry, and the limits are these.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
    });
    let ready = false;
    let gone = false;
    let job: Job | undefined;
    let timer = setTimeout(
      () => void thread.end(new Error('The calendar reading thread did not start in time.')),
      START_LIMIT_MS,
    );

    const send = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void thread.end(new CalendarReadError('The calendar file takes too long to read.')),
        limits.timeLimitMs,
      );
      worker.postMessage(job!.request);
    };
    const settle = () => {
      clearTimeout(timer);
      const current = job;
      job = undefined;
      return current;
    };
    const rest = () => {
      worker.unref();
      timer = setTimeout(() => void thread.end(new Error('idle')), limits.idleMs);
      timer.unref();
    };

    const thread: ReadingThread = {
      free: () => ready && !gone && !job,
      take(next) {
        job = next;
        worker.ref();
        if (ready) send();
      },
      // The thread is done with: its read (if any) fails with `error`, and the queue goes to the others.
      async end(error) {
        if (gone) return;
        gone = true;
        threads.delete(thread);
        settle()?.reject(error);
        pump();
        await worker.terminate();
      },
    };
    threads.add(thread);

    worker.on('message', (answer: ThreadAnswer) => {
      // An answer that crossed the thread's end was given up already.
      if (gone) return;
      if (answer.type === 'ready') {
        ready = true;
        send();
        return;
      }
      const current = settle();
      if (answer.type === 'read') current?.resolve(answer.busy);
      else current?.reject(new CalendarReadError(answer.message));
      pump();
      if (!job) rest();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      // Before it is ready the thread failed to load its code: our fault, thrown so that the activity is retried.
      if (!ready) void thread.end(error);
      else if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        void thread.end(
          new CalendarReadError('The calendar file needs too much memory to be read.'),
        );
      } else void thread.end(new CalendarReadError('The calendar file could not be read.'));
    });
    worker.on('exit', () => {
      void thread.end(
        ready
          ? new CalendarReadError('The calendar file could not be read.')
          : new Error('The calendar reading thread stopped as it started.'),
      );
    });
    return thread;
  }

  return {
    read(text, options) {
      if (closed) return Promise.reject(new Error('The calendar reader is closed.'));
      return new Promise((resolve, reject) => {
        queue.push({ request: { text, options }, resolve, reject });
        pump();
      });
    },

    async close() {
      closed = true;
      const stopped = new Error('The calendar reader is closed.');
      for (const job of queue.splice(0)) job.reject(stopped);
      await Promise.all([...threads].map((thread) => thread.end(stopped)));
    },
  };
}
