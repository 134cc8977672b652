import type { FastifyInstance } from 'fastify';
import { sendDigestIfDue } from '../modules/notices/announce';
import type { Job } from './runner';

/**
 * The daily digest of notices (modules/notices/announce.ts). Its day is counted from the last
 * digest, kept in the database and claimed there, so that every instance may look and only one
 * sends: a look costs one read, taken on the mail queue's rhythm.
 */
export function noticeDigest(app: FastifyInstance): Job {
  return {
    kind: 'noticeDigest',
    everyMs: app.config.mail.pollMs,
    async run() {
      if (await sendDigestIfDue(app.db, app.config.publicUrl)) app.jobs.wake('mailSender');
    },
    failed: (err) => app.log.error({ err }, 'the notice digest could not be sent'),
  };
}
