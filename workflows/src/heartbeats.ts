// Heartbeats for the activities that may run long. Worker code, not workflow code: it runs beside the activity, in
// the activity's context.
import { Context } from '@temporalio/activity';

/**
 * Wraps an activity so that it heartbeats every `everyMs` from its start until it settles. Temporal then knows the
 * attempt is alive however long it takes, and counts it lost once the heartbeats stop (the workflow's
 * `heartbeatTimeout`): the worker died, or the attempt ended and its result never reached the server.
 */
export function heartbeating<Args extends unknown[], Result>(
  activity: (...args: Args) => Promise<Result>,
  everyMs: number,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    const context = Context.current();
    context.heartbeat();
    const timer = setInterval(() => context.heartbeat(), everyMs);
    try {
      return await activity(...args);
    } finally {
      clearInterval(timer);
    }
  };
}
