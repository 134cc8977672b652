import type { FastifyBaseLogger } from 'fastify';
import type { Job, JobKind } from './runner';

const HOUR = 60 * 60 * 1000;

/**
 * A job that deletes what is past its time, a batch at a time, every hour: `deleteBatch` deletes
 * up to one batch and says how many it deleted; the run goes on until a batch finds nothing (or
 * the instance stops) and logs the total as `what`.
 */
export function hourlySweep(kind: JobKind, log: FastifyBaseLogger, firstAfterMs: number, what: string, deleteBatch: () => Promise<number>): Job {
  return {
    kind,
    everyMs: HOUR,
    first: { afterMs: firstAfterMs },
    async run(stopped) {
      let removed = 0;
      for (;;) {
        const n = await deleteBatch();
        removed += n;
        if (n === 0 || stopped()) break;
      }
      if (removed) log.info({ removed }, `${what} deleted`);
    },
    failed: (err) => log.warn({ err }, `${what} could not be deleted`),
  };
}
