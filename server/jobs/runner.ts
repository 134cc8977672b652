import { serialTask } from '../lib/serialTask';

/** The background jobs, each a loop of its own, named as its file in server/jobs/. */
export type JobKind = 'mailSender' | 'documentText' | 'noticeAnnouncer' | 'noticeDigest' | 'auditRetention' | 'liveEvents' | 'claimUploads' | 'idempotencyKeys';

export interface Job {
  kind: JobKind;
  /** How often it runs by itself, whether woken or not. */
  everyMs: number;
  /**
   * Its first run: awaited by `start` (what must be done before the instance serves, and fails
   * its start if it cannot be), after `afterMs`, or, by default, after `everyMs`.
   */
  first?: 'before start' | { afterMs: number };
  /** Does what is due; a long run checks `stopped()` between its steps, so stopping waits for one step, not all. */
  run(stopped: () => boolean): Promise<void>;
  /** A run that failed is logged here and tried again at the next. */
  failed(err: unknown): void;
  /** Lets go of what it holds (a connection pool) once its last run has ended. */
  close?(): void;
}

/**
 * The jobs of an instance: idle as `buildApp` makes it (tests and tools that want none start
 * none); `start` is called by server/main.ts, or by a test that wants them. A route that has just
 * given a job work wakes it; without jobs here, the work waits for whichever instance runs them.
 */
export interface JobRunner {
  start(jobs: Job[]): Promise<void>;
  /** Runs the job soon (at once, or after the run under way), if it runs on this instance. */
  wake(kind: JobKind): void;
  /** Runs the job and resolves when it has nothing left to do (tests). */
  drain(kind: JobKind): Promise<void>;
  /**
   * Stops the jobs (or one), each after the step in hand: a claimed message is still sent, or
   * released for a retry, before the database closes (server/shutdown.ts).
   */
  stop(kind?: JobKind): Promise<void>;
}

export function createJobRunner(): JobRunner {
  const loops = new Map<JobKind, { job: Job; task: ReturnType<typeof serialTask>; closed: boolean }>();
  const loop = (kind: JobKind) => {
    const found = loops.get(kind);
    if (!found) throw new Error(`the job ${kind} does not run on this instance`);
    return found;
  };
  return {
    async start(jobs) {
      for (const job of jobs) if (loops.has(job.kind)) throw new Error(`the job ${job.kind} runs already`);
      for (const job of jobs) if (job.first === 'before start') await job.run(() => false);
      for (const job of jobs) {
        const task = serialTask(job.run, job.failed, job.everyMs);
        loops.set(job.kind, { job, task, closed: false });
        if (typeof job.first === 'object') setTimeout(task.run, job.first.afterMs).unref();
      }
    },
    wake(kind) {
      loops.get(kind)?.task.run();
    },
    async drain(kind) {
      const { task } = loop(kind);
      task.run();
      await task.drain();
    },
    async stop(kind) {
      const stopping = kind ? [loop(kind)] : [...loops.values()];
      await Promise.all(
        stopping.map(async (l) => {
          await l.task.stop();
          if (!l.closed) l.job.close?.();
          l.closed = true;
        }),
      );
    },
  };
}
