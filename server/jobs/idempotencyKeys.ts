import type { FastifyInstance } from 'fastify';
import { deleteExpiredKeys } from '../modules/idempotency';
import type { Job } from './runner';
import { hourlySweep } from './sweep';

/**
 * Deletes the Idempotency-Keys past their time (modules/idempotency), a batch at a time. A key
 * past its time is already treated as new by the create that meets it; this keeps the table to
 * about a day of creates. Every instance runs it: deleting a row another instance deletes at the
 * same moment deletes it once, and a key reserved again meanwhile has a new, later expiry.
 */
export function idempotencyKeys(app: FastifyInstance): Job {
  const { db, log } = app;
  return hourlySweep('idempotencyKeys', log, 90_000, 'expired idempotency keys', () => deleteExpiredKeys(db, Date.now()));
}
