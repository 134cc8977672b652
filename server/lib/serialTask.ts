/**
 * A task that runs one at a time: when asked (`run`) and, given `everyMs`, that often. Asked
 * while it runs, it runs once more afterwards, since what prompted the call may have come too
 * late for the run under way (a notice written, an event recorded, a file uploaded). A long task checks `stopped()`
 * between its steps, so that stopping does not wait for all of them.
 */
export function serialTask(task: (stopped: () => boolean) => Promise<void>, onError: (err: unknown) => void, everyMs?: number) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = task(() => stopped)
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = everyMs === undefined ? undefined : setInterval(run, everyMs);
  timer?.unref();
  return {
    run,
    /** Resolves once no run is under way or asked for. */
    async drain() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
