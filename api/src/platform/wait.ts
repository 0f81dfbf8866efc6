/**
 * Polls `done` every `intervalMs` until it holds or `timeoutMs` has passed; answers whether it held. For answers that
 * should show what a workflow step is about to write (a recorded payment, a settled cancellation).
 */
export async function waitUntil(
  done: () => Promise<boolean>,
  timeoutMs: number,
  intervalMs = 50,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await done()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
