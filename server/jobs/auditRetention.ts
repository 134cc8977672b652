import type { FastifyInstance } from 'fastify';
import { purgeAudit } from '../modules/audit/repository';
import type { Job } from './runner';

/**
 * Keeps the audit log to AUDIT_RETENTION_DAYS: entries older are deleted once at start-up
 * (awaited, so a started server holds none) and then every `everyMs` (a day). Every instance
 * runs it; a purge that finds nothing to delete costs one indexed statement.
 */
export function auditRetention(app: FastifyInstance): Job {
  const { db, config, log } = app;
  return {
    kind: 'auditRetention',
    everyMs: config.auditPurgeEveryMs,
    first: 'before start',
    async run() {
      const removed = await purgeAudit(db, config.auditRetentionMs);
      if (removed) log.info({ removed }, 'old audit entries purged');
    },
    failed: (err) => log.warn({ err }, 'old audit entries could not be purged'),
  };
}
