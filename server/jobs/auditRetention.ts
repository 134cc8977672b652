import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db';
import { serialTask } from '../lib/serialTask';
import { purgeAudit } from '../modules/audit/repository';

/**
 * Keeps the audit log to AUDIT_RETENTION_DAYS: entries older are deleted once at start-up
 * (awaited, so a started server holds none) and then every `everyMs` (a day). Every instance
 * runs it; a purge that finds nothing to delete costs one indexed statement.
 */
export async function startAuditRetention(db: DB, options: { retentionMs: number; everyMs: number; log: FastifyBaseLogger }) {
  const purge = async () => {
    const removed = await purgeAudit(db, options.retentionMs);
    if (removed) options.log.info({ removed }, 'old audit entries purged');
  };
  await purge();
  return serialTask(purge, (err) => options.log.warn({ err }, 'old audit entries could not be purged'), options.everyMs);
}
