import fsp from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database, MailJobsTable } from '../db/schema';
import type { Selectable } from 'kysely';
import { isPostgres } from '../db/dialect';
import { PORTAL_NAME } from '../../shared/portal';
import { frame, render } from './render';
import type { Brand, Locale, TemplateName, Templates } from './messages';

type Db = Kysely<Database> | Transaction<Database>;
type Job = Selectable<MailJobsTable>;

export interface MailRequest<T extends TemplateName = TemplateName> {
  to: string;
  userId?: number | null;
  locale: Locale;
  template: T;
  params: Templates[T];
  /** Not before this time (epoch ms); now by default. */
  runAt?: number;
  /** Documents to print and attach when the message is sent. */
  attachments?: AttachmentRef[];
}

/** A document a message carries, named by what prints it (`kind`) and what it prints (`id`, `lang`). */
export interface AttachmentRef {
  kind: string;
  id: number;
  lang: Locale;
}

export interface Attachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

/**
 * What prints each kind of attachment. A message stores references, not bytes: the queue stays
 * small and a message's documents are printed from the same records as any download of them;
 * a reference that cannot be printed fails the attempt like a refused delivery, and is retried.
 */
export type AttachmentPrinters = Record<string, (ref: AttachmentRef) => Promise<Attachment>>;

/**
 * Puts messages in the queue, rendered, in the caller's transaction: a change and the mail that
 * tells of it are written together or not at all, and the request never waits for an SMTP server.
 */
export async function enqueueMail(db: Db, mails: MailRequest[]): Promise<void> {
  const now = Date.now();
  const rows = mails.map((m) => {
    const { subject, text, html } = render(m.template, m.locale, m.params as never);
    return {
      recipient: m.to,
      userId: m.userId ?? null,
      template: m.template,
      locale: m.locale,
      subject,
      textBody: text,
      htmlBody: html,
      status: 'pending' as const,
      runAt: m.runAt ?? now,
      createdAt: now,
      attachments: m.attachments?.length ? JSON.stringify(m.attachments) : null,
    };
  });
  // Bounded batches: SQLite takes at most 32,766 parameters in one statement.
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('mailJobs').values(rows.slice(i, i + 500)).execute();
}

/** Without a manufacturer source (a sender built on its own): the portal's name signs. */
const FALLBACK_BRAND: Brand = { name: PORTAL_NAME.it, logo: null };

/** How long a message being sent is left to its sender before another instance may take it. */
const LOCK_MS = 5 * 60_000;

interface Transport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments?: { filename: string; content: Buffer; contentType: string; cid?: string; contentDisposition?: 'inline' }[];
  }): Promise<unknown>;
  close?(): void;
}

/**
 * Without SMTP_URL (development), each message is written to DATA_DIR/outbox as an .eml file
 * any mail program opens, and logged, so `npm start` shows what would have been sent.
 */
function outboxTransport(dir: string, log: FastifyBaseLogger): Transport {
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    async sendMail(message) {
      const info = (await stream.sendMail(message)) as { message: Buffer };
      await fsp.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${++counter}.eml`);
      // Written aside and renamed: a reader of the outbox (a mail program, the browser tests) never sees half a message.
      await fsp.writeFile(`${file}.part`, info.message);
      await fsp.rename(`${file}.part`, file);
      log.info({ to: message.to, subject: message.subject, file }, 'e-mail written to the outbox (no SMTP_URL)');
      return info;
    },
  };
}

export interface MailSender {
  /** Sends the due messages one at a time until none is left or `stopped()`. */
  sendDue(stopped: () => boolean): Promise<void>;
  /** Closes the SMTP connection once nothing is being sent. */
  close(): void;
}

/**
 * The sender: takes due messages one at a time (on PostgreSQL with SKIP LOCKED, so several
 * instances share the work without sending a message twice), sends each, and on failure tries
 * again later — after retryBaseMs, then four times longer each time — until maxAttempts, when the
 * message is marked failed for admins to see. Run by server/jobs/mailSender.ts.
 */
type DueStatus = 'sending' | 'pending';

/**
 * The next message of a kind that is due: `pending` ones whose time has come, or `sending` ones
 * whose claimer stopped without a word (lock run out). One read per kind, each along the index
 * (status, run_at, id) to its first row (migration 017): one statement with OR between the two
 * made PostgreSQL read and sort every due row at each claim. `lock`: PostgreSQL's row lock that
 * other instances' claims skip.
 */
export function dueMail(db: Kysely<Database>, status: DueStatus, now: number, lock = false) {
  let q = db
    .selectFrom('mailJobs')
    .select('id')
    .where('status', '=', status)
    .where(status === 'sending' ? 'lockedUntil' : 'runAt', status === 'sending' ? '<' : '<=', now)
    .orderBy('runAt')
    .orderBy('id')
    .limit(1);
  if (lock && isPostgres(db)) q = q.forUpdate().skipLocked();
  return q;
}

/**
 * Claims the next message due, if any, for this instance for LOCK_MS: it is then this claimer's
 * to send or to release. Exactly one: the due message is chosen by a scalar subquery, which
 * PostgreSQL runs once (an InitPlan). `id IN (subquery … LIMIT 1 FOR UPDATE SKIP LOCKED)` let
 * the planner, its statistics stale after a burst of queued messages, run the subquery once per
 * row of the table, each run skipping the rows the previous ones had locked: one claim took every
 * one of 20,000 due messages, in 3 s, under `bench:day --stack 3`.
 */
export async function claimMail(db: Kysely<Database>, now: number): Promise<Job | undefined> {
  const take = (status: DueStatus) =>
    db
      .updateTable('mailJobs')
      .set((eb) => ({ status: 'sending', lockedUntil: now + LOCK_MS, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', dueMail(db, status, now, true))
      .returningAll()
      .executeTakeFirst();
  // Most polls find nothing: a read answers them, so an idle queue never takes SQLite's write lock.
  // A message whose claimer stopped goes first: it was due earlier.
  const [stale, pending] = await Promise.all([dueMail(db, 'sending', now).executeTakeFirst(), dueMail(db, 'pending', now).executeTakeFirst()]);
  return (stale && (await take('sending'))) || (pending ? take('pending') : undefined);
}

export function createMailSender(db: Kysely<Database>, config: Config, log: FastifyBaseLogger, printers: AttachmentPrinters = {}, brand?: () => Promise<Brand>): MailSender {
  const { mail } = config;
  // Pooled: one SMTP connection (and TLS handshake) carries many messages instead of one each.
  // Bounded waits: a server that hangs fails the attempt (retried later) within a stopping
  // instance's time, instead of holding a claimed message past it.
  const transport: Transport = mail.smtpUrl ? nodemailer.createTransport({ url: mail.smtpUrl, pool: true, maxConnections: 1, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }) : outboxTransport(mail.outboxDir, log);
  const claim = () => claimMail(db, Date.now());

  async function attachmentsOf(job: Job) {
    if (!job.attachments) return undefined;
    const refs = JSON.parse(job.attachments) as AttachmentRef[];
    return Promise.all(
      refs.map(async (ref) => {
        const print = printers[ref.kind];
        if (!print) throw new Error(`no printer for attachments of kind ${ref.kind}`);
        const { filename, content, contentType } = await print(ref);
        return { filename, content: Buffer.from(content), contentType };
      }),
    );
  }

  async function deliver(job: Job): Promise<void> {
    try {
      const attachments = await attachmentsOf(job);
      // The manufacturer's frame as it is now (render.ts): read at each delivery, like the attachments.
      const framed = frame({ subject: job.subject, text: job.textBody, html: job.htmlBody, template: job.template }, job.locale, brand ? await brand() : FALLBACK_BRAND);
      const inline = framed.inline.map(({ cid, filename, content, contentType }) => ({ cid, filename, content, contentType, contentDisposition: 'inline' as const }));
      const parts = [...(attachments ?? []), ...inline];
      await transport.sendMail({ from: mail.from, to: job.recipient, subject: job.subject, text: framed.text, html: framed.html, ...(parts.length ? { attachments: parts } : {}) });
      await db.updateTable('mailJobs').set({ status: 'sent', sentAt: Date.now(), lockedUntil: null, lastError: null }).where('id', '=', job.id).execute();
    } catch (err) {
      const failed = job.attempts >= mail.maxAttempts;
      const lastError = String((err as Error)?.message ?? err).slice(0, 1000);
      await db
        .updateTable('mailJobs')
        .set({ status: failed ? 'failed' : 'pending', runAt: Date.now() + mail.retryBaseMs * 4 ** (job.attempts - 1), lockedUntil: null, lastError })
        .where('id', '=', job.id)
        .execute();
      log.warn({ jobId: job.id, attempts: job.attempts, to: job.recipient, err: lastError }, failed ? 'e-mail failed for good' : 'e-mail failed: will try again');
    }
  }

  return {
    async sendDue(stopped) {
      // Stopping is checked before a message is claimed, never between its claim and its
      // delivery: a claimed message is always sent (or released for a retry) by its claimer,
      // not left locked for LOCK_MS by an instance that stopped.
      while (!stopped()) {
        const job = await claim();
        if (!job) return;
        await deliver(job);
      }
    },
    close() {
      transport.close?.();
    },
  };
}
