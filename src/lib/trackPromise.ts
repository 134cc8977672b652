/** A promise carrying its outcome in the fields React's `use()` reads. */
export type TrackedPromise<T> = Promise<T> & { status: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Writes a promise's outcome onto it the way React's `use()` records it, so that `use()` of a
 * promise that has already settled returns at once instead of suspending for a tick.
 *
 * This lets a component call `use()` on every render, loaded or not. Calling it only while
 * something is missing is not allowed: when the suspended render is replayed, the promise has
 * resolved, `use()` is skipped, and React gives up the concurrent render ("called use() to
 * suspend in a previous render but did not call use() when it finished").
 */
export function trackPromise<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}
