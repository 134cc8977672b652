import { sql } from 'kysely';
import type { DB } from '../../db';
import type { Config } from '../../config';

/**
 * Failed sign-ins counted per account and per client address in the database, so that every
 * instance behind a load balancer sees the same counts. A fixed window per key.
 */
export function createLoginThrottle(db: DB, cfg: Config['throttle']) {
  const keys = (email: string, address: string) => [
    { key: `account:${email}`, limit: cfg.perAccount },
    { key: `address:${address}`, limit: cfg.perAddress },
  ];

  return {
    /** Seconds to wait before another attempt, or 0 when the attempt may go ahead. */
    async retryAfter(email: string, address: string): Promise<number> {
      const now = Date.now();
      const list = keys(email, address);
      const rows = await db
        .selectFrom('loginFailures')
        .selectAll()
        .where('key', 'in', list.map((k) => k.key))
        .execute();
      let wait = 0;
      for (const row of rows) {
        const limit = list.find((k) => k.key === row.key)!.limit;
        const end = row.windowStart + cfg.windowMs;
        if (end > now && row.failures >= limit) wait = Math.max(wait, Math.ceil((end - now) / 1000));
      }
      return wait;
    },

    async recordFailure(email: string, address: string): Promise<void> {
      const now = Date.now();
      const expired = now - cfg.windowMs;
      for (const { key } of keys(email, address)) {
        await db
          .insertInto('loginFailures')
          .values({ key, failures: 1, windowStart: now })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({
              failures: sql`case when login_failures.window_start <= ${expired} then 1 else login_failures.failures + 1 end`,
              windowStart: sql`case when login_failures.window_start <= ${expired} then ${now} else login_failures.window_start end`,
            }),
          )
          .execute();
      }
    },

    async resetAccount(email: string): Promise<void> {
      await db.deleteFrom('loginFailures').where('key', '=', `account:${email}`).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
