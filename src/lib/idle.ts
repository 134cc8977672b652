/**
 * Runs `task` once the page is idle (after its first load's work), for what the first screen does
 * not draw but a click may soon need: a lazy chunk fetched ahead. Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  // Safari has no requestIdleCallback.
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(task, 1000);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(task);
  return () => cancelIdleCallback(id);
}
