import type { FastifyInstance } from 'fastify';
import { announceDueNotices } from '../modules/notices/announce';
import type { Job } from './runner';

/**
 * Tells dealers of each notice once it is published (modules/notices/announce.ts): every
 * `mail.pollMs`, so a scheduled notice is announced within that of its time, and when woken after
 * a notice is written.
 */
export function noticeAnnouncer(app: FastifyInstance): Job {
  return {
    kind: 'noticeAnnouncer',
    everyMs: app.config.mail.pollMs,
    async run() {
      if (!(await announceDueNotices(app.db, app.config.publicUrl))) return;
      app.jobs.wake('mailSender');
      app.liveEvents.kick();
    },
    failed: (err) => app.log.error({ err }, 'notices could not be announced'),
  };
}
