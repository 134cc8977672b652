import type { FastifyInstance } from 'fastify';
import { auditRetention } from './auditRetention';
import { claimUploads } from './claimUploads';
import { documentText } from './documentText';
import { idempotencyKeys } from './idempotencyKeys';
import { liveEvents } from './liveEvents';
import { mailSender } from './mailSender';
import { noticeAnnouncer } from './noticeAnnouncer';
import { noticeDigest } from './noticeDigest';

/**
 * Starts every background job of an app built by `buildApp` (server/main.ts, and the tests that
 * want them): the audit purge is done when this resolves, the rest run on their clocks and when
 * woken (`app.jobs.wake`). Closing the app stops them.
 */
export async function startJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.start([auditRetention(app), mailSender(app), documentText(app), noticeAnnouncer(app), noticeDigest(app), liveEvents(app), claimUploads(app), idempotencyKeys(app)]);
}
