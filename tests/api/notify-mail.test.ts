import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startServer, type TestServer } from './harness';
import { userId } from './helpers';
import { reserve, samples, sendForm, signInAll, type Role } from './documents-helpers';
import { linkIn, mailOverrides, startSmtp, type TestSmtp } from './mail-helpers';
import { sendDigestIfDue } from '../../server/modules/notices/announce';

// Issue 13: a dealer is mailed when a document is reserved to them and when a notice is
// published — each notice, a daily digest, or none, as they choose on their profile; pinned
// notices always.

let smtp: TestSmtp;
let server: TestServer;
let as: Record<Role, Client>;
let ids: { dealerA: number; dealerB: number };
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({}, 'notify-mail', mailOverrides(smtp));
  as = await signInAll(server);
  ids = { dealerA: await userId(server, 'rossi@demo.test'), dealerB: await userId(server, 'bianchi@demo.test') };
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const profile = (c: Client, body: Record<string, unknown>) => c.request('PUT', '/auth/me', { bearer: c.token, body });
const publish = (title: string, extra: Record<string, string> = {}) =>
  sendForm(as.admin, '/protected/notice/upload', { title, body: `Testo di **${title}**.`, ...extra });

describe('a document reserved to a dealer', () => {
  it('mails the dealers it is reserved to, and on an edit only those newly added', async () => {
    const doc = await reserve(as.admin, 'Listino riservato Rossi', [ids.dealerA]);
    expect(doc.status).toBe(201);
    const mail = (await smtp.find('rossi@demo.test', 'Listino riservato Rossi'))!;
    expect(mail.subject).toBe('Un documento riservato per te: Listino riservato Rossi');
    expect(linkIn(mail, `/dashboard/documenti/${doc.body.id}/show`).pathname).toBe(`/dashboard/documenti/${doc.body.id}/show`);
    expect(await smtp.find('bianchi@demo.test', 'Listino riservato Rossi', 300)).toBeUndefined();

    const edit = await sendForm(as.admin, '/protected/document/edit', {
      id: doc.body.id,
      title: 'Listino riservato Rossi',
      category: 'manual',
      language: 'it',
      reserved: 'true',
      dealerIds: `${ids.dealerA},${ids.dealerB}`,
    });
    expect(edit.status).toBe(200);
    expect(await smtp.find('bianchi@demo.test', 'Listino riservato Rossi')).toBeDefined();
    await server.app.jobs.drain('mailSender');
    expect((await smtp.to('rossi@demo.test', 5, 200)).filter((m) => m.text?.includes('Listino riservato Rossi'))).toHaveLength(1);
  });
});

describe('a notice published', () => {
  it('each dealer chooses on the profile: every notice, a digest, or none; the choice is kept', async () => {
    const me = await profile(as.dealerB, { noticeMail: 'none', locale: 'en' });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ noticeMail: 'none', locale: 'en' });
    expect((await as.dealerB.get('/auth/me')).body.user).toMatchObject({ noticeMail: 'none', locale: 'en' });
    expect((await profile(as.dealerB, { noticeMail: 'weekly' })).status).toBe(400);
  });

  it('mails those who chose every notice; a pinned one reaches everyone, in their language', async () => {
    await profile(as.dealerB, { noticeMail: 'none', locale: 'en' });
    expect((await publish('Chiusura estiva')).status).toBe(201);
    const each = (await smtp.find('rossi@demo.test', 'Chiusura estiva'))!;
    expect(each.subject).toBe('Nuova comunicazione: Chiusura estiva');
    expect(each.text).toContain('Testo di Chiusura estiva.');
    expect(each.text).toContain('/dashboard/account');
    expect(await smtp.find('bianchi@demo.test', 'Chiusura estiva', 300)).toBeUndefined();

    expect((await publish('Richiamo di sicurezza', { pinned: 'true' })).status).toBe(201);
    const pinned = (await smtp.find('bianchi@demo.test', 'Richiamo di sicurezza'))!;
    expect(pinned.subject).toBe('New notice: Richiamo di sicurezza');
    expect(await smtp.find('rossi@demo.test', 'Richiamo di sicurezza')).toBeDefined();
    // Pending and disabled accounts, and admins, are not mailed.
    expect(await smtp.find('verdi@demo.test', 'Richiamo di sicurezza', 200)).toBeUndefined();
  });

  it('a scheduled notice is mailed when its time comes, not before', async () => {
    const at = new Date(Date.now() + 1500).toISOString();
    expect((await publish('Nuovo catalogo in arrivo', { publishAt: at })).status).toBe(201);
    expect(await smtp.find('rossi@demo.test', 'Nuovo catalogo in arrivo', 800)).toBeUndefined();
    expect(await smtp.find('rossi@demo.test', 'Nuovo catalogo in arrivo', 5_000)).toBeDefined();
  });

  it('the digest: one message a day with the notices since the last one', async () => {
    await profile(as.dealerB, { noticeMail: 'digest', locale: 'it' });
    const start = Date.now();
    await sendDigestIfDue(server.app.db, server.config.publicUrl, start); // starts the clock if it has not started
    expect((await publish('Listino 2027 pubblicato')).status).toBe(201);
    expect((await publish('Corso di posa a marzo')).status).toBe(201);
    await smtp.find('rossi@demo.test', 'Corso di posa a marzo');
    expect(await smtp.find('bianchi@demo.test', 'Listino 2027 pubblicato', 200)).toBeUndefined();

    expect(await sendDigestIfDue(server.app.db, server.config.publicUrl, Date.now() + 60_000)).toBe(false);
    expect(await sendDigestIfDue(server.app.db, server.config.publicUrl, Date.now() + 25 * 3600_000)).toBe(true);
    server.app.jobs.wake('mailSender');
    const digest = (await smtp.find('bianchi@demo.test', 'Corso di posa a marzo'))!;
    expect(digest.subject).toMatch(/nuove comunicazioni sul portale$/);
    expect(digest.text).toContain('Listino 2027 pubblicato');
    expect(digest.html).toContain('/dashboard/comunicazioni/');
    // Only once for that day.
    expect(await sendDigestIfDue(server.app.db, server.config.publicUrl, Date.now() + 25 * 3600_000)).toBe(false);
  });
});

describe('the upload of a notice with an attachment and its mail', () => {
  it('are one transaction: a refused upload queues nothing', async () => {
    const before = await server.app.db.selectFrom('mailJobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const bad = await sendForm(as.admin, '/protected/notice/upload', { title: 'Con allegato falso', body: 'x' }, { name: 'x.pdf', content: samples.exe() });
    expect(bad.status).toBe(415);
    const after = await server.app.db.selectFrom('mailJobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
