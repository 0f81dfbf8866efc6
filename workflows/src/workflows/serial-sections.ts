// Mutual exclusion for workflow code: Temporal runs one workflow on one thread, but an update handler
// and the main function interleave at every await, so state changes that span an activity must queue.

/** Runs async sections one at a time, in call order, so a timer and an update never interleave. */
export class SerialSections {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `section` after every section queued before it. */
  run<T>(section: () => Promise<T>): Promise<T> {
    const result = this.tail.then(section);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
