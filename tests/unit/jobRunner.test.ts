import { describe, expect, it } from 'vitest';
import { createJobRunner, type Job } from '../../server/jobs/runner';

const tick = () => new Promise((r) => setTimeout(r, 5));

/** A job whose runs are counted and which takes `steps` steps, checking `stopped()` between them. */
function counted(kind: Job['kind'], steps = 1, extra: Partial<Job> = {}) {
  const seen = { runs: 0, steps: 0, closed: 0, errors: [] as unknown[] };
  const job: Job = {
    kind,
    everyMs: 60_000,
    async run(stopped) {
      seen.runs++;
      for (let i = 0; i < steps && !stopped(); i++) {
        await tick();
        seen.steps++;
      }
    },
    failed: (err) => seen.errors.push(err),
    close: () => void seen.closed++,
    ...extra,
  };
  return { job, seen };
}

describe('the job runner', () => {
  it('runs nothing until started; a wake then is lost, a drain is refused', async () => {
    const runner = createJobRunner();
    runner.wake('mailSender');
    await expect(runner.drain('mailSender')).rejects.toThrow(/does not run/);
    await runner.stop();
  });

  it('awaits a "before start" run, and fails the start with it', async () => {
    const runner = createJobRunner();
    const { job, seen } = counted('auditRetention', 1, { first: 'before start' });
    await runner.start([job]);
    expect(seen.runs).toBe(1);
    const failing = createJobRunner();
    await expect(failing.start([{ ...job, run: () => Promise.reject(new Error('no database')) }])).rejects.toThrow('no database');
    await runner.stop();
  });

  it('a wake during a run runs it once more; drain waits for both', async () => {
    const runner = createJobRunner();
    const { job, seen } = counted('documentText', 3);
    await runner.start([job]);
    runner.wake('documentText');
    runner.wake('documentText');
    runner.wake('documentText');
    await runner.drain('documentText');
    expect(seen.runs).toBe(2);
    await runner.stop();
  });

  it('stops after the step in hand, then closes each job once; a failed run is reported and tried again', async () => {
    const runner = createJobRunner();
    const long = counted('mailSender', 100);
    let calls = 0;
    const flaky = counted('noticeDigest', 1, {
      run: async () => {
        if (++calls === 1) throw new Error('busy');
      },
    });
    await runner.start([long.job, flaky.job]);
    await runner.drain('noticeDigest');
    expect(flaky.seen.errors).toEqual([new Error('busy')]);
    await runner.drain('noticeDigest');
    expect(calls).toBe(2);
    runner.wake('mailSender');
    await tick();
    await runner.stop();
    expect(long.seen.steps).toBeGreaterThan(0);
    expect(long.seen.steps).toBeLessThan(100);
    await runner.stop();
    expect([long.seen.closed, flaky.seen.closed]).toEqual([1, 1]);
    const after = long.seen.runs;
    runner.wake('mailSender');
    await tick();
    expect(long.seen.runs).toBe(after);
  });
});
