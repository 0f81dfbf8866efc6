// Time inside workflow code.

/** Workflow time: inside a workflow the SDK makes Date deterministic (the time of the current task). */
export function workflowNow(): number {
  return Date.now();
}

/** Epoch milliseconds as the ISO 8601 strings of the API and the activities. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
