import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DB } from '../../db';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/httpError';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '../../../shared/idempotency';

const HOUR = 3600_000;

/** What a create answered: what a repeated request with its key is answered again. */
export interface Answer {
  status: number;
  body: unknown;
}

export interface IdempotentRequest {
  accountId: number;
  /** The `Idempotency-Key` header, already checked by the route's schema; none: nothing is remembered. */
  key: string | undefined;
  /** The route's path, so that a key sent to another create is refused rather than answered with this one. */
  route: string;
  body: unknown;
  /** Epoch ms (tests move it). */
  now?: number;
}

/** An idempotent create's request as its route received it. */
export const idempotentRequest = (req: FastifyRequest): IdempotentRequest => ({
  accountId: req.account!.id,
  key: req.headers['idempotency-key'] as string | undefined,
  route: req.routeOptions.url ?? req.url,
  body: req.body,
});

/** JSON with every object's keys sorted: a body sent again with its fields in another order is the same body. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const bodyHash = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

/**
 * Runs a create once per account and `Idempotency-Key` (issue 27: a draft kept offline is sent
 * again when its answer was lost, or a page is reloaded while sending): the same key with the same
 * body and route within IDEMPOTENCY_KEY_TTL_HOURS is answered with the first answer, status and
 * body, creating nothing; with another body or route, 422 idempotency_key_reused. Without a key the
 * create runs as it always did.
 *
 * The key's row is reserved first, inside the create's own transaction, by an insert that does
 * nothing on a conflict of (account, key), and its answer written before the commit. So:
 * - nobody ever reads a reserved key without its answer: the row becomes visible at the commit,
 *   together with what was created, or never;
 * - two requests with one key at once: on PostgreSQL the second's insert waits on the unique index
 *   until the first commits (or rolls back, and then it reserves the key and creates itself), then
 *   reads the first's answer; on SQLite the one connection runs one transaction at a time, so the
 *   second begins after the first's commit and finds its row. Both databases give one row and the
 *   same answer to both, with no retry asked of the client. Reserving in a separate transaction
 *   (reserve, create, complete) would leave a row half-written by a crash between the steps, and
 *   a waiting second request would have to poll it.
 * - a refusal (any error of the create, 4xx or 5xx) rolls the reservation back with the rest: a
 *   refused request created nothing, so there is nothing to protect from repetition, and the same
 *   key may be sent again once the cause is gone (the account enabled again, a file uploaded
 *   again). The client shows the refusal it received; it is not remembered.
 * An expired key is deleted in the same transaction before the reservation: it is a new key.
 * Expired rows are deleted by the idempotencyKeys job.
 */
export async function idempotent(db: DB, request: IdempotentRequest, create: (trx: DB) => Promise<Answer>): Promise<Answer> {
  const { accountId, key, route } = request;
  if (key === undefined) return create(db);
  const now = request.now ?? Date.now();
  const hash = bodyHash(request.body);
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('idempotencyKeys').where('accountId', '=', accountId).where('key', '=', key).where('expiresAt', '<=', now).execute();
    const reserved = await trx
      .insertInto('idempotencyKeys')
      .values({ accountId, key, route, bodyHash: hash, createdAt: now, expiresAt: now + IDEMPOTENCY_KEY_TTL_HOURS * HOUR })
      .onConflict((oc) => oc.columns(['accountId', 'key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!reserved) return remembered(trx, request, hash);
    const answer = await create(trx);
    await trx
      .updateTable('idempotencyKeys')
      .set({ status: answer.status, answer: JSON.stringify(answer.body) })
      .where('id', '=', reserved.id)
      .execute();
    return answer;
  });
}

/** The answer kept for a key already used: the same one for the same request, a refusal otherwise. */
async function remembered(db: DB, { accountId, key, route }: IdempotentRequest, hash: string): Promise<Answer> {
  const row = await db.selectFrom('idempotencyKeys').selectAll().where('accountId', '=', accountId).where('key', '=', key!).executeTakeFirst();
  // Neither can be seen after the reservation above waited for the other's commit; kept as a
  // refusal the client can act on rather than a 500, should a database ever show one.
  if (!row || row.status === null || row.answer === null) {
    throw new HttpError(409, 'A request with this Idempotency-Key is being answered: send it again in a moment', 'idempotency_in_progress');
  }
  if (row.route !== route || row.bodyHash !== hash) {
    throw new HttpError(422, 'This Idempotency-Key was already used for another request: make a new key for each new thing you create', 'idempotency_key_reused');
  }
  return { status: row.status, body: JSON.parse(row.answer) };
}

/** Deletes up to `batch` expired keys; how many it deleted (jobs/idempotencyKeys.ts). */
export async function deleteExpiredKeys(db: DB, now: number, batch = 500): Promise<number> {
  const result = await db
    .deleteFrom('idempotencyKeys')
    .where('id', 'in', (eb) => eb.selectFrom('idempotencyKeys').select('id').where('expiresAt', '<=', now).orderBy('expiresAt').orderBy('id').limit(batch))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
