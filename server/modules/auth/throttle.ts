import { sql } from 'kysely';
import type { DB } from '../../db';
import type { Config } from '../../config';

/**
 * Sign-in attempts counted per account and per client address in the database, so that every
 * instance behind a load balancer sees the same counts; a successful one is given back.
 * A fixed window per key.
 *
 * Kept here rather than in a limiter library (decided in issue 25): the request limits are
 * @fastify/rate-limit's, in memory or in Redis, and they let a request through when Redis cannot
 * be reached; that is right for load, not for password guessing. These counts must hold on every
 * deployment (Redis is optional), survive a restart and never fail open, and the database is the
 * one store every instance shares. A library with SQL stores (rate-limiter-flexible) would bring a
 * store class per database, with its own tables outside the migrations and backups and its own
 * connections beside Kysely's, to replace one upsert per key that both dialects run atomically.
 */
export function createLoginThrottle(db: DB, cfg: Config['throttle']) {
  const keys = (email: string, address: string) => [
    { key: `account:${email}`, limit: cfg.perAccount },
    { key: `address:${address}`, limit: cfg.perAddress },
  ];

  return {
    /**
     * Counts this attempt before the password is checked, in one upsert per key, and answers
     * the seconds to wait when a key is over its limit (0: go ahead). Counting first means
     * that requests sent at the same instant cannot all slip under the limit.
     */
    async reserve(email: string, address: string): Promise<number> {
      const now = Date.now();
      const expired = now - cfg.windowMs;
      let wait = 0;
      for (const { key, limit } of keys(email, address)) {
        const row = await db
          .insertInto('loginFailures')
          .values({ key, failures: 1, windowStart: now })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({
              failures: sql`case when login_failures.window_start <= ${expired} then 1 else login_failures.failures + 1 end`,
              windowStart: sql`case when login_failures.window_start <= ${expired} then ${now} else login_failures.window_start end`,
            }),
          )
          .returning(['failures', 'windowStart'])
          .executeTakeFirstOrThrow();
        if (row.failures > limit) wait = Math.max(wait, Math.ceil((row.windowStart + cfg.windowMs - now) / 1000));
      }
      return wait;
    },

    /** A successful sign-in: the account starts afresh, and the address gets its attempt back. */
    async release(email: string, address: string): Promise<void> {
      const [account, addr] = keys(email, address);
      await db.deleteFrom('loginFailures').where('key', '=', account.key).execute();
      await db
        .updateTable('loginFailures')
        .set({ failures: sql`case when failures > 0 then failures - 1 else 0 end` })
        .where('key', '=', addr.key)
        .execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
