/** The longest wait for an idle moment: a busy page still runs the work by then. */
export const IDLE_WAIT_MS = 2000;

/**
 * Runs `work` once the main thread is first idle (at most IDLE_WAIT_MS later): for start-up work
 * a page's first paint does not need. Returns the cancel function.
 */
export function whenIdle(work: () => void, timeout = IDLE_WAIT_MS): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(work, { timeout });
  return () => cancelIdleCallback(id);
}
