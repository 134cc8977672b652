import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { startJobs } from '../../server/jobs';
import { createDb } from '../../server/db';
import { enqueueMail } from '../../server/mail/queue';
import { shutDown, type ShutdownTimes } from '../../server/shutdown';
import { Client, startServer } from './harness';
import { EventStream } from './events-helpers';
import { DEMO_PASSWORD, sendForm } from './documents-helpers';
import { mailOverrides, startSmtp } from './mail-helpers';

/**
 * What SIGTERM does (server/shutdown.ts, plugins/lifecycle.ts), seen from the clients: the
 * deployment test (tests/deploy) shows the same through nginx during a rolling restart.
 */
// A quiet moment long enough for the test's own requests to come first.
const TIMES: ShutdownTimes = { timeoutMs: 10_000, idleWaitMs: 1_000, reconnectWithinMs: 500, quietMs: 1_500, turnAwayMs: 8_000 };

describe('an instance that stops', () => {
  it('turns new reads away with a retryable 503, still does the writes that arrive, closes every connection it answers, then refuses connections', async () => {
    const server = await startServer({}, 'shutdown');
    try {
      const admin = new Client(server.url);
      expect((await admin.login('admin@demo.test', DEMO_PASSWORD)).status).toBe(200);
      const stream = await EventStream.open(server.url, admin.token);
      await stream.ready();

      const stopping = shutDown(server.app, TIMES);
      // The stream is told to come back soon (through a proxy, to another instance), and ends.
      await stream.until((s) => s.ended);
      const retry = Number(stream.messages.at(-1)?.retry);
      expect(retry).toBeGreaterThanOrEqual(100);
      expect(retry).toBeLessThanOrEqual(100 + TIMES.reconnectWithinMs);

      const read = await admin.get('/protected/notices/list?page=1&perPage=5&sort=publishAt&order=DESC');
      expect(read.status).toBe(503);
      expect(read.body).toEqual({ message: 'This server is shutting down: try again', code: 'shutting_down' });
      expect(read.headers.get('retry-after')).toBe('1');
      expect(read.headers.get('connection')).toBe('close');
      expect((await fetch(`${server.url}/health/ready`)).status).toBe(503);
      expect((await fetch(`${server.url}/health/live`)).status).toBe(200);

      // A write that arrived is done: a proxy never sends it anywhere else.
      const write = await sendForm(admin, '/protected/notice/upload', { title: 'Scritto durante l’arresto', body: 'Testo.', pinned: 'false' });
      expect(write.status).toBe(201);
      expect(write.headers.get('connection')).toBe('close');

      await stopping;
      await expect(fetch(`${server.url}/health/live`)).rejects.toThrow();
      const db = createDb(server.config.database);
      const row = await db.selectFrom('notices').select('title').where('id', '=', write.body.id).executeTakeFirst();
      await db.destroy();
      expect(row?.title).toBe('Scritto durante l’arresto');
    } finally {
      await server.close();
    }
  });

  it('leaves no message claimed: each is sent once and marked, or left for another instance', async () => {
    const smtp = await startSmtp();
    const server = await startServer({}, 'shutdown mail', mailOverrides(smtp, { pollMs: 60_000 }));
    const total = 120;
    try {
      await enqueueMail(
        server.app.db,
        Array.from({ length: total }, (_, i) => ({
          to: `dealer${i}@example.test`,
          locale: 'it' as const,
          template: 'accountApproved' as const,
          params: { name: `Rivenditore ${i}`, url: 'https://portale.example.test' },
        })),
      );
      server.app.jobs.wake('mailSender');
      while (smtp.messages.length < 5) await new Promise((r) => setTimeout(r, 5));
      await shutDown(server.app, { ...TIMES, idleWaitMs: 0, turnAwayMs: 0 });

      const db = createDb(server.config.database);
      const count = async (status: 'sending' | 'sent') =>
        Number((await db.selectFrom('mailJobs').select((eb) => eb.fn.countAll().as('n')).where('status', '=', status).executeTakeFirstOrThrow()).n);
      expect(await count('sending')).toBe(0);
      const sent = await count('sent');
      expect(sent).toBe(smtp.messages.length);
      expect(sent).toBeLessThan(total);
      await db.destroy();

      // Another instance sends the rest; nobody gets a message twice.
      const next = await buildApp(server.config, { logger: false });
      await startJobs(next);
      await next.jobs.drain('mailSender');
      await next.close();
      const recipients = smtp.messages.map((m) => [m.to].flat()[0]?.value[0]?.address);
      expect(recipients.length).toBe(total);
      expect(new Set(recipients).size).toBe(total);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});
