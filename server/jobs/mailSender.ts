import type { FastifyInstance } from 'fastify';
import { createMailSender } from '../mail/queue';
import { mailBrand } from '../modules/manufacturer/mailBrand';
import { CERTIFICATE_ATTACHMENT, certificateAttachment } from '../modules/guarantees/paperwork';
import type { Job } from './runner';

/**
 * Sends the queued e-mail (server/mail/queue.ts): at start, every `mail.pollMs` (5 s), and when woken
 * after a transaction that queued some.
 */
export function mailSender(app: FastifyInstance): Job {
  const { db, config, manufacturer } = app;
  const sender = createMailSender(
    db,
    config,
    app.log,
    { [CERTIFICATE_ATTACHMENT]: certificateAttachment({ db, manufacturer, publicUrl: config.publicUrl }) },
    mailBrand(manufacturer),
  );
  return {
    kind: 'mailSender',
    everyMs: config.mail.pollMs,
    first: { afterMs: 0 },
    run: sender.sendDue,
    failed: (err) => app.log.error({ err }, 'the mail queue could not be read'),
    close: sender.close,
  };
}
