/** At the latest this long after it was asked for, a task runs even on a page that is never idle. */
const IDLE_AT_LATEST_MS = 2000;

/**
 * Runs `task` once the page is idle (after its first load's work), for what the first screen does
 * not draw and no one waits for: a lazy chunk fetched ahead, a background sync. Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  // Safari has no requestIdleCallback.
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(task, 1000);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(task, { timeout: IDLE_AT_LATEST_MS });
  return () => cancelIdleCallback(id);
}
